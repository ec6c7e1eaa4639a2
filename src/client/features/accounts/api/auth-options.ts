import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { authOptionsResponse } from "../../../../shared/accounts.js";
import { apiGet } from "../../../lib/api.js";

export type AuthOptions = z.infer<typeof authOptionsResponse>;

export const AUTH_OPTIONS_QUERY_KEY = ["/api/auth-options"] as const;

/** GET /api/auth-options: which sign-in methods this server offers (Google only when configured). */
export function fetchAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return apiGet<AuthOptions>(AUTH_OPTIONS_QUERY_KEY[0], signal);
}

export function useAuthOptions() {
  return useQuery({ queryKey: AUTH_OPTIONS_QUERY_KEY, queryFn: ({ signal }) => fetchAuthOptions(signal) });
}
