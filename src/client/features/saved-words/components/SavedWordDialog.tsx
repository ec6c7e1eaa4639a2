import { LoaderCircle, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { SavedWord } from "../../../../shared/saved-words.js";
import type { WordEntry } from "../../../../shared/words.js";
import { Button } from "../../../components/ui/button.js";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog.js";
import { ExampleList } from "./ExampleList.js";
import { languageName } from "./LanguagePairBar.js";

/** A pronounce button for a text in a language; the app supplies it (the speech code belongs to the words feature). */
export type RenderPronounce = (text: string, languageCode: string) => ReactNode;

export interface SavedWordDialogProps {
  word: SavedWord | undefined;
  mainLanguage: string;
  /** The word in the main language: null when it has none, undefined while loading. */
  mainEntry: WordEntry | null | undefined;
  removing: boolean;
  onRemove: (word: SavedWord) => void;
  onClose: () => void;
  renderPronounce: RenderPronounce;
}

/** The detail card of a saved word: every field, pronunciation, its main-language word, and removal. */
export function SavedWordDialog({ word, mainLanguage, mainEntry, removing, onRemove, onClose, renderPronounce }: SavedWordDialogProps) {
  return (
    <Dialog open={word !== undefined} onOpenChange={(open) => !open && onClose()}>
      {word && (
        <DialogContent>
          <DialogHeader>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {languageName(word.languageCode)}
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold capitalize text-foreground">
                <span className="sr-only">Difficulty: </span>
                {word.difficulty}
              </span>
            </p>
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1" lang={word.languageCode}>
                <DialogTitle className="text-3xl font-bold break-words">{word.word}</DialogTitle>
                {word.phonetic && <p className="text-muted-foreground">{word.phonetic}</p>}
              </div>
              {renderPronounce(word.word, word.languageCode)}
            </div>
            <DialogDescription>Definition: {word.definition}</DialogDescription>
          </DialogHeader>

          <dl className="flex flex-col gap-3 text-sm">
            <div>
              <dt className="font-semibold">In {languageName(mainLanguage)}</dt>
              <dd className="flex items-center gap-2">
                <MainWord entry={mainEntry} language={mainLanguage} />
                {mainEntry && renderPronounce(mainEntry.word, mainEntry.language_code)}
              </dd>
            </div>
            {word.examples.length > 0 && (
              <div>
                <dt className="mb-1 font-semibold">Examples</dt>
                <dd lang={word.languageCode}>
                  <ExampleList examples={word.examples} />
                </dd>
              </div>
            )}
          </dl>

          <DialogFooter>
            <Button variant="outline" disabled={removing} onClick={() => onRemove(word)}>
              {removing ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              )}
              Remove from glossary
            </Button>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function MainWord({ entry, language }: { entry: WordEntry | null | undefined; language: string }) {
  if (entry === undefined) return <span className="text-muted-foreground">Loading…</span>;
  if (entry === null) return <span className="text-muted-foreground">No {languageName(language)} word yet</span>;
  return (
    <span lang={entry.language_code} className="text-base">
      <span className="font-semibold">{entry.word}</span>
      {entry.phonetic && <span className="ml-2 text-muted-foreground">{entry.phonetic}</span>}
    </span>
  );
}
