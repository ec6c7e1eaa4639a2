import { useQuery } from "@tanstack/react-query";
import { fetchSession, SESSION_QUERY_KEY } from "./api/get-session.js";

/**
 * The session's user id for the sign-in screen: undefined while unknown, null
 * for a visitor. Unlike the rest of the app it re-reads the session whenever
 * the tab regains focus, so a sign-in finished in another tab (after verifying
 * the email there, say) counts as a sign-in here too (SPEC §4).
 */
export function useSignedInUserId(): string | null | undefined {
  const { data, isPending, isError } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    refetchOnWindowFocus: "always",
  });
  if (isError) return null;
  if (isPending) return undefined;
  return data?.user.id ?? null;
}
