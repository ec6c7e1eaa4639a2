import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { savedWordRef, userGlossaryResponse } from "../../../../shared/saved-words.js";
import { apiGet } from "../../../lib/api.js";

export type SavedWordRef = z.infer<typeof savedWordRef>;
export type UserGlossaryResponse = z.infer<typeof userGlossaryResponse>;

export const USER_GLOSSARY_QUERY_KEY = ["/api/user-glossary"] as const;

/** GET /api/user-glossary: the entries the signed-in user saved, every language (SPEC §3 saved glossary records). */
export function fetchUserGlossary(signal?: AbortSignal): Promise<UserGlossaryResponse> {
  return apiGet<UserGlossaryResponse>(USER_GLOSSARY_QUERY_KEY[0], signal);
}

/** Asked only when signed in (SPEC §7): a visitor would get a 401, which the browser logs as an error. */
export function useUserGlossary(signedIn: boolean) {
  return useQuery({
    queryKey: USER_GLOSSARY_QUERY_KEY,
    queryFn: ({ signal }) => fetchUserGlossary(signal),
    enabled: signedIn,
  });
}
