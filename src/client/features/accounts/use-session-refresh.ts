import { useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "./api/get-session.js";

/**
 * The shell reads the session through a plain query (api/get-session.ts), not
 * through better-auth's session atom, so whatever signs in, signs out or ends
 * sessions (a password reset) re-asks it. A changed user then removes the user
 * query and re-asks the quota (app/auth-change-sync.ts, SPEC §4).
 */
export function useSessionRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
