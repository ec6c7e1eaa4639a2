import { Bookmark, BookmarkCheck } from "lucide-react";
import { useState } from "react";
import type { WordEntry } from "../../../../shared/words.js";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { ApiError } from "../../../lib/api.js";
import { useToggleGlossaryWord, type ToggleGlossaryWordRequest } from "../api/toggle-glossary-word.js";

export interface SaveWordButtonProps {
  entry: WordEntry;
  signedIn: boolean;
  onLoginRequired: () => void;
  onSubscriptionRequired: () => void;
}

/**
 * Saves the word to the personal glossary, or removes it (SPEC §4). A visitor
 * gets the login-required prompt; the server's 401 and 402 open the login and
 * subscription prompts; any other failure is the SPEC §8 toast.
 */
export function SaveWordButton({ entry, signedIn, onLoginRequired, onSubscriptionRequired }: SaveWordButtonProps) {
  const [saved, setSaved] = useState(false);
  const toggle = useToggleGlossaryWord();

  function onClick() {
    if (!signedIn) return onLoginRequired();
    toggle.mutate(
      // The entry came from the server, so its language code is one of ours.
      { entryId: entry.id, languageCode: entry.language_code as ToggleGlossaryWordRequest["languageCode"] },
      {
        onSuccess: ({ saved }) => {
          setSaved(saved);
          toast(
            saved
              ? { title: "Word saved!", description: "Word added to your personal glossary.", variant: "success" }
              : { title: "Word removed", description: "Word removed from your personal glossary." },
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return onLoginRequired();
          if (error instanceof ApiError && error.status === 402) return onSubscriptionRequired();
          toast({ title: "Error", description: "Failed to save word. Please try again.", variant: "destructive" });
        },
      },
    );
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      lang="en"
      aria-label={saved ? `Remove ${entry.word} from your glossary` : `Save ${entry.word} to your glossary`}
      aria-pressed={saved}
      disabled={toggle.isPending}
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
