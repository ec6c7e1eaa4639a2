import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.js";

/**
 * GET /api/auth/get-session (better-auth): the session, or null for a visitor
 * (answered 200, so a visitor's page load logs no failed request).
 *
 * The shell asks this with a plain query instead of better-auth's
 * `authClient.useSession()`: the better-auth client is ~11 KB gzip, too much
 * for the JavaScript every page loads first (the 120 KB budget). Whatever signs
 * in or out through `authClient` must refresh this query afterwards:
 * `queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })`.
 */
export const SESSION_QUERY_KEY = ["/api/auth/get-session"] as const;

export interface SessionInfo {
  user: { id: string; email: string };
}

export async function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  return (await apiGet<SessionInfo | null>(SESSION_QUERY_KEY[0], signal)) ?? null;
}

/** The signed-in user's id: undefined while unknown, null for a visitor (or when the session cannot be read). */
export function useSessionUserId(): string | null | undefined {
  const { data, isPending, isError } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
  });
  if (isError) return null;
  if (isPending) return undefined;
  return data?.user.id ?? null;
}
