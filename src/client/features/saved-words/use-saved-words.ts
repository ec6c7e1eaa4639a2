import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { toast } from "../../components/ui/toast.js";
import { ApiError } from "../../lib/api.js";
import { MY_GLOSSARY_QUERY_KEY } from "./api/my-glossary.js";
import {
  postToggleGlossaryWord,
  TOGGLE_GLOSSARY_WORD_MUTATION_KEY,
  type ToggleGlossaryWordRequest,
} from "./api/toggle-glossary-word.js";
import { USER_GLOSSARY_QUERY_KEY, useUserGlossary, type SavedWordRef, type UserGlossaryResponse } from "./api/user-glossary.js";
import { SAVE_TOASTS } from "./messages.js";

/** Where a refused save leads; without a handler the refusal is the SPEC §8 error toast. */
export interface SaveRefusalHandlers {
  onLoginRequired?: () => void;
  onSubscriptionRequired?: () => void;
}

export interface SavedWords {
  isSaved: (entryId: number) => boolean;
  isPending: (entryId: number) => boolean;
  /** Saves or removes the word; resolves to whether it is saved now, or null when the toggle failed. */
  toggle: (word: SavedWordRef, handlers: SaveRefusalHandlers) => Promise<boolean | null>;
}

/**
 * The signed-in user's saved words and the toggle of SPEC §4/§8: a toast for
 * each outcome, 401 to the login prompt, 402 to the subscription prompt. After
 * any toggle both glossary queries are asked again (another tab or device may
 * have changed them too); a success updates the saved state at once.
 */
export function useSavedWords({ signedIn }: { signedIn: boolean }): SavedWords {
  const queryClient = useQueryClient();
  const glossary = useUserGlossary(signedIn);

  const { mutateAsync } = useMutation({
    mutationKey: TOGGLE_GLOSSARY_WORD_MUTATION_KEY,
    // The code came with an entry from the server, so it is one of ours; the server checks it anyway.
    mutationFn: (word: SavedWordRef) => postToggleGlossaryWord(word as ToggleGlossaryWordRequest),
    onSuccess: ({ saved }, word) => {
      queryClient.setQueryData<UserGlossaryResponse>(USER_GLOSSARY_QUERY_KEY, (old) => old && withSaved(old, word, saved));
    },
    // Not awaited: the toast and the button do not wait for the lists to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: USER_GLOSSARY_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_GLOSSARY_QUERY_KEY });
    },
  });

  const pendingIds = useMutationState({
    filters: { mutationKey: TOGGLE_GLOSSARY_WORD_MUTATION_KEY, status: "pending" },
    select: (mutation) => (mutation.state.variables as SavedWordRef).entryId,
  });

  const toggle = useCallback(
    async (word: SavedWordRef, handlers: SaveRefusalHandlers) => {
      try {
        const { saved } = await mutateAsync(word);
        toast(saved ? SAVE_TOASTS.saved : SAVE_TOASTS.removed);
        return saved;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 401 && handlers.onLoginRequired) handlers.onLoginRequired();
        else if (status === 402 && handlers.onSubscriptionRequired) handlers.onSubscriptionRequired();
        else toast(SAVE_TOASTS.failed);
        return null;
      }
    },
    [mutateAsync],
  );

  const data = glossary.data;
  return useMemo(() => {
    const ids = new Set(signedIn ? data?.savedWords.map((w) => w.entryId) : []);
    return { isSaved: (id) => ids.has(id), isPending: (id) => pendingIds.includes(id), toggle };
  }, [signedIn, data, pendingIds, toggle]);
}

function withSaved(glossary: UserGlossaryResponse, word: SavedWordRef, saved: boolean): UserGlossaryResponse {
  const others = glossary.savedWords.filter((w) => w.entryId !== word.entryId);
  return { savedWords: saved ? [...others, word] : others };
}
