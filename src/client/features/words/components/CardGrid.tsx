import { memo } from "react";
import type { LanguageInfo } from "../../../../shared/words.js";
import type { ShownWord } from "../useFlash.js";
import { useFlashAnimation } from "./useFlashAnimation.js";
import { WordCard } from "./WordCard.js";

export interface CardGridProps {
  word: ShownWord;
  languages: readonly LanguageInfo[];
  signedIn: boolean;
  onLoginRequired: () => void;
  onSubscriptionRequired: () => void;
  onVoiceMissing: (languageName: string) => void;
}

/**
 * The cards of one word, main language first (the server's order). Memoised:
 * the page re-renders on every flash and quota change, the cards only when
 * the word does.
 */
export const CardGrid = memo(function CardGrid({ word, languages, ...handlers }: CardGridProps) {
  const ref = useFlashAnimation(word.flashNumber);
  return (
    <div ref={ref} data-word-key={word.wordKey} data-flash={word.flashNumber} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {word.entries.map((entry, i) => {
        const language = languages.find((l) => l.code === entry.language_code);
        return (
          <WordCard
            key={entry.id}
            entry={entry}
            language={language ?? { name: entry.language_code, flag: "", locale: entry.language_code }}
            isMain={i === 0}
            {...handlers}
          />
        );
      })}
    </div>
  );
});
