import { createContext } from "react";

/** The prompts a save can end in; the result area owns them. */
export interface SavePrompts {
  onLoginRequired: () => void;
  onSubscriptionRequired: () => void;
}

/**
 * What the save buttons need to know and do about the personal glossary. The
 * words feature only declares it: the app provides it from the saved-words
 * feature (features never import each other). A context rather than props:
 * when only the saved state changes, the save buttons re-render, not the
 * memoised cards.
 */
export interface SavedWordsControl {
  isSaved: (entryId: number) => boolean;
  isPending: (entryId: number) => boolean;
  toggle: (word: { entryId: number; languageCode: string }, prompts: SavePrompts) => void;
}

export const SavedWordsContext = createContext<SavedWordsControl | null>(null);
