import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSessionUserId } from "../features/accounts/api/get-session.js";
import { USER_QUERY_KEY } from "../features/accounts/api/get-user.js";

/**
 * The key of the quota query (features/quota/api/word-limit-check.ts). Written
 * out here because importing that module would pull its zod schema, and zod,
 * into the entry chunk that every page loads.
 */
const QUOTA_QUERY_KEY = ["/api/word-limit-check"] as const;

/** The account's personal glossary (features/saved-words/api), written out for the same reason. */
const SAVED_WORDS_QUERY_KEYS = [["/api/user-glossary"], ["/api/my-glossary"]] as const;

/**
 * SPEC §4: on every auth change (sign-in, sign-out, another account) the cached
 * user and saved words are removed and the quota re-asked, since they all
 * depend on who is asking.
 * The first resolved session is the starting point, not a change.
 */
export function useAuthChangeSync(): void {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) {
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      for (const queryKey of SAVED_WORDS_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
    }
    previous.current = userId;
  }, [userId, queryClient]);
}
