import { Bookmark, BookmarkCheck } from "lucide-react";
import { useContext } from "react";
import type { WordEntry } from "../../../../shared/words.js";
import { Button } from "../../../components/ui/button.js";
import { SavedWordsContext } from "./saved-words-context.js";

export interface SaveWordButtonProps {
  entry: WordEntry;
  signedIn: boolean;
  onLoginRequired: () => void;
  onSubscriptionRequired: () => void;
}

/**
 * Saves the word to the personal glossary, or removes it (SPEC §4), and shows
 * whether it is saved. A visitor gets the login-required prompt; the saving
 * itself (toasts, the server's 401 and 402) is the app-provided SavedWordsContext.
 */
export function SaveWordButton({ entry, signedIn, onLoginRequired, onSubscriptionRequired }: SaveWordButtonProps) {
  const control = useContext(SavedWordsContext);
  const saved = signedIn && (control?.isSaved(entry.id) ?? false);

  function onClick() {
    if (!signedIn) return onLoginRequired();
    if (!control) throw new Error("SaveWordButton needs a SavedWordsContext provider");
    control.toggle({ entryId: entry.id, languageCode: entry.language_code }, { onLoginRequired, onSubscriptionRequired });
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      lang="en"
      aria-label={saved ? `Remove ${entry.word} from your glossary` : `Save ${entry.word} to your glossary`}
      aria-pressed={saved}
      disabled={control?.isPending(entry.id) ?? false}
      onClick={onClick}
    >
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="h-5 w-5 text-primary" />
      ) : (
        <Bookmark aria-hidden="true" className="h-5 w-5" />
      )}
    </Button>
  );
}
