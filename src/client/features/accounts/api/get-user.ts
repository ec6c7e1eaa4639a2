import { useQuery } from "@tanstack/react-query";
import type { User } from "../../../../shared/accounts.js";
import { apiGetOrNullOn401 } from "../../../lib/api.js";
import { USER_QUERY_STALE_MS } from "../../../lib/query-client.js";
import { useSessionUserId } from "./get-session.js";

/** The query key of GET /api/user; removed on every auth change (app/auth-change-sync.ts). */
export const USER_QUERY_KEY = ["/api/user"] as const;

/** GET /api/user: the signed-in user, or null when the server answers 401 (SPEC §7). */
export async function fetchUser(signal?: AbortSignal): Promise<User | null> {
  const body = await apiGetOrNullOn401<{ user: User }>(USER_QUERY_KEY[0], signal);
  return body?.user ?? null;
}

export interface CurrentUser {
  /** undefined while unknown, null for a visitor. */
  user: User | null | undefined;
  isLoading: boolean;
}

/**
 * The current user. The session is asked first, and /api/user only when there
 * is one: a visitor then never causes a 401, which browsers log as a console
 * error on every page load.
 */
export function useUser(): CurrentUser {
  const sessionUserId = useSessionUserId();
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchUser(signal),
    staleTime: USER_QUERY_STALE_MS,
    enabled: Boolean(sessionUserId),
  });
  if (sessionUserId === undefined) return { user: undefined, isLoading: true };
  if (sessionUserId === null) return { user: null, isLoading: false };
  if (query.isPending) return { user: undefined, isLoading: true };
  return { user: query.data ?? null, isLoading: false };
}
