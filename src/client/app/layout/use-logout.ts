import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast.js";
import { SESSION_QUERY_KEY } from "../../features/accounts/api/get-session.js";
import { USER_QUERY_KEY } from "../../features/accounts/api/get-user.js";
import { AUTH_TOASTS } from "../../features/accounts/messages.js";
import { THEME_STORAGE_KEY } from "../theme/theme.js";

/** SPEC §9: the redirect to / waits this long, so the toast is seen on the way out. */
export const LOGOUT_REDIRECT_MS = 500;

/**
 * The app's own localStorage entries: everything it writes starts with
 * "polyglot" (preferences, quota mirror) plus the voice-help flag. The theme is
 * kept: it is a choice about this device, not about the account.
 */
export function clearAppStorage(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (key): key is string => key !== null && (key.startsWith("polyglot") || key === "ttsInfoDismissed") && key !== THEME_STORAGE_KEY,
  );
  for (const key of keys) localStorage.removeItem(key);
  sessionStorage.clear();
}

/**
 * SPEC §4 logout: end the session, clear the caches and the browser storage,
 * toast, then go home after 500 ms. The caches are reset rather than dropped,
 * so components on screen re-ask instead of holding on to the signed-out
 * user's data.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // better-auth's client loads only when needed (see features/accounts/api/get-session.ts).
    const failure = await import("../../features/accounts/api/auth-provider.js").then(
      ({ signOut }) => signOut(),
      (error: unknown) => ({ status: 0, message: String(error) }),
    );
    if (failure) {
      toast({ title: AUTH_TOASTS.logoutFailed, description: AUTH_TOASTS.logoutFailedDescription, variant: "destructive" });
      return;
    }
    // Session and user are known now (none): set, not re-asked, so /api/user is not
    // called again only to answer 401. Every other cached answer is dropped and
    // re-asked by whatever is on screen.
    const known = new Set<unknown>([SESSION_QUERY_KEY[0], USER_QUERY_KEY[0]]);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.setQueryData(USER_QUERY_KEY, null);
    queryClient.getMutationCache().clear();
    void queryClient.resetQueries({ predicate: (query) => !known.has(query.queryKey[0]) });
    clearAppStorage();
    toast({ title: AUTH_TOASTS.loggedOut, description: AUTH_TOASTS.loggedOutDescription });
    setTimeout(() => void navigate("/"), LOGOUT_REDIRECT_MS);
  };
}
