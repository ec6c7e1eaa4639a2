import { LoaderCircle } from "lucide-react";
import type { SavedWord } from "../../../../shared/saved-words.js";
import { languageByCode } from "../../../../shared/languages.js";
import type { WordEntry } from "../../../../shared/words.js";
import { languageName, type GlossarySide } from "./LanguagePairBar.js";

export interface GlossaryTableProps {
  sides: readonly [GlossarySide, GlossarySide];
  mainLanguage: string;
  savedLanguage: string;
  words: readonly SavedWord[];
  /** Each saved word's entry in the main language: null when it has none, undefined while loading. */
  mainWords: ReadonlyMap<string, WordEntry | null | undefined>;
  onOpen: (word: SavedWord) => void;
}

/**
 * The saved words side by side with the main language (SPEC §2 My glossary).
 * A table: each column is headed by its language, each row is one word; a
 * click on either side opens the word's detail card.
 */
export function GlossaryTable({ sides, mainLanguage, savedLanguage, words, mainWords, onOpen }: GlossaryTableProps) {
  const code = (side: GlossarySide) => (side === "main" ? mainLanguage : savedLanguage);
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">
        Your saved {languageName(savedLanguage)} words with their {languageName(mainLanguage)} translations
      </caption>
      <thead>
        <tr>
          {sides.map((side) => (
            <th key={side} scope="col" className="px-3 pb-2 text-left text-sm font-semibold text-muted-foreground">
              <span aria-hidden="true" className="mr-1.5">
                {languageByCode(code(side))?.flag}
              </span>
              {languageName(code(side))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {words.map((word) => (
          <tr key={word.id} className="border-t border-border">
            {sides.map((side) => (
              <td key={side} className="p-1 align-top">
                {side === "saved" ? (
                  <WordButton lang={word.languageCode} word={word.word} phonetic={word.phonetic} onClick={() => onOpen(word)} />
                ) : (
                  <MainWordCell entry={mainWords.get(word.wordKey)} language={mainLanguage} onClick={() => onOpen(word)} />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MainWordCell({ entry, language, onClick }: { entry: WordEntry | null | undefined; language: string; onClick: () => void }) {
  if (entry === undefined) {
    return (
      <span className="flex px-3 py-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
        <span className="sr-only">Loading the {languageName(language)} word…</span>
      </span>
    );
  }
  if (entry === null) {
    return <span className="block px-3 py-2 text-sm text-muted-foreground">No {languageName(language)} word yet</span>;
  }
  return <WordButton lang={entry.language_code} word={entry.word} phonetic={entry.phonetic} onClick={onClick} />;
}

function WordButton({ lang, word, phonetic, onClick }: { lang: string; word: string; phonetic: string; onClick: () => void }) {
  return (
    <button
      type="button"
      lang={lang}
      onClick={onClick}
      className="flex w-full flex-col items-start rounded-md px-3 py-2 text-left hover:bg-muted"
    >
      <span className="text-lg font-semibold break-words">{word}</span>
      {phonetic && <span className="text-sm break-words text-muted-foreground">{phonetic}</span>}
    </button>
  );
}
