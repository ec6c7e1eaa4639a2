import type { WordEntry } from "../../../../shared/words.js";
import { PronounceButton } from "../speech/PronounceButton.js";
import { DifficultyBadge } from "./DifficultyBadge.js";
import { ExampleText } from "./ExampleText.js";
import { SaveWordButton } from "./SaveWordButton.js";

export interface CardLanguage {
  name: string;
  flag: string;
  locale: string;
}

export interface WordCardProps {
  entry: WordEntry;
  language: CardLanguage;
  isMain: boolean;
  signedIn: boolean;
  onLoginRequired: () => void;
  onSubscriptionRequired: () => void;
  onVoiceMissing: (languageName: string) => void;
}

/**
 * One language's side of a word. The card carries the entry's `lang` so
 * screen readers and fonts treat the word and examples right; the interface
 * words on it (names, badges, labels) are marked English.
 */
export function WordCard({ entry, language, isMain, signedIn, onLoginRequired, onSubscriptionRequired, onVoiceMissing }: WordCardProps) {
  const headingId = `word-${entry.language_code}-${entry.id}`;
  return (
    <article
      lang={entry.language_code}
      aria-labelledby={headingId}
      data-language={entry.language_code}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header lang="en" className="flex flex-wrap items-center gap-2 text-sm">
        <span aria-hidden="true" className="text-lg leading-none">
          {language.flag}
        </span>
        <span className="font-medium">{language.name}</span>
        {isMain && <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Main</span>}
        <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          <span className="sr-only">Category: </span>
          {entry.category}
        </span>
        <DifficultyBadge difficulty={entry.difficulty} />
      </header>

      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-3xl font-bold break-words">
            {entry.word}
          </h2>
          {entry.phonetic && <p className="text-muted-foreground">{entry.phonetic}</p>}
        </div>
        <SaveWordButton
          entry={entry}
          signedIn={signedIn}
          onLoginRequired={onLoginRequired}
          onSubscriptionRequired={onSubscriptionRequired}
        />
        <PronounceButton word={entry.word} locale={language.locale} onVoiceMissing={() => onVoiceMissing(language.name)} />
      </div>

      {entry.examples.length > 0 && (
        <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">
          {entry.examples.map((example, i) => (
            <li key={i}>
              <ExampleText example={example} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
