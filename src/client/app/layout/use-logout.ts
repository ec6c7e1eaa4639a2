import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../components/ui/toast.js";
import { authClient } from "../../lib/auth-client.js";
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

/** SPEC §4 logout: end the session, clear caches and storage, toast, then go home after 500 ms. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? "sign-out failed");
    } catch {
      toast({ title: "Logout failed", description: "Could not log out. Please try refreshing the page.", variant: "destructive" });
      return;
    }
    queryClient.clear();
    clearAppStorage();
    toast({ title: "Logged out", description: "You have been successfully logged out" });
    setTimeout(() => navigate("/"), LOGOUT_REDIRECT_MS);
  };
}
