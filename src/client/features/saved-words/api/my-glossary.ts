import { useQuery } from "@tanstack/react-query";
import type { MyGlossaryResponse } from "../../../../shared/saved-words.js";
import { apiGet } from "../../../lib/api.js";

/** The prefix of every language's my-glossary query; invalidated after each save or removal. */
export const MY_GLOSSARY_QUERY_KEY = ["/api/my-glossary"] as const;

/** GET /api/my-glossary?language=CODE: the saved words of one language, and the account's count and limit. */
export function fetchMyGlossary(language: string, signal?: AbortSignal): Promise<MyGlossaryResponse> {
  return apiGet<MyGlossaryResponse>(`${MY_GLOSSARY_QUERY_KEY[0]}?${new URLSearchParams({ language })}`, signal);
}

export function useMyGlossary(language: string | null) {
  return useQuery({
    queryKey: [...MY_GLOSSARY_QUERY_KEY, language],
    queryFn: ({ signal }) => fetchMyGlossary(language!, signal),
    enabled: language !== null,
  });
}
