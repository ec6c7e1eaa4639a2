import { QueryClient } from "@tanstack/react-query";

/** SPEC §9: default queries never go stale, never refetch on focus or interval, never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** SPEC §9: the user query alone goes stale after 30 s. */
export const USER_QUERY_STALE_MS = 30_000;
