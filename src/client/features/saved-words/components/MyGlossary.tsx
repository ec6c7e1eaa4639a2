import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { LANGUAGE_CODES } from "../../../../shared/languages.js";
import { LoginRequiredDialog } from "../../../components/prompts/LoginRequiredDialog.js";
import { Button } from "../../../components/ui/button.js";
import { useMyGlossary } from "../api/my-glossary.js";
import { useUserGlossary } from "../api/user-glossary.js";
import { useWordsInLanguage } from "../api/word-by-key.js";
import { languagesWithSavedWords, mainLanguageOptions, resolveGlossaryPair, withSavedLanguage } from "../language-pair.js";
import { loadGlossaryPreferences, saveGlossaryPreferences, type GlossaryPair } from "../preferences.js";
import { useSavedWords } from "../use-saved-words.js";
import { GlossaryEmptyState } from "./GlossaryEmptyState.js";
import { GlossaryTable } from "./GlossaryTable.js";
import { LanguagePairBar } from "./LanguagePairBar.js";
import { SavedWordDialog, type RenderPronounce } from "./SavedWordDialog.js";

export interface MyGlossaryProps {
  /** The languages that have a glossary (the main column may use any of them); undefined while loading. */
  glossaryLanguages: readonly string[] | undefined;
  renderPronounce: RenderPronounce;
}

const MAIN_FIRST = ["main", "saved"] as const;
const SAVED_FIRST = ["saved", "main"] as const;

/**
 * My Glossary (SPEC §2, §4): the signed-in learner's saved words of one
 * language beside the main language, the pair remembered, the free counter,
 * a detail card per word, and removal.
 */
export function MyGlossary({ glossaryLanguages, renderPronounce }: MyGlossaryProps) {
  const savedWords = useSavedWords({ signedIn: true });
  const refs = useUserGlossary(true);
  const [chosen, setChosen] = useState(loadGlossaryPreferences);
  const [swapped, setSwapped] = useState(false);
  const [openWordId, setOpenWordId] = useState<number | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);

  const savedLanguages = useMemo(
    () => (refs.data ? languagesWithSavedWords(refs.data.savedWords, LANGUAGE_CODES) : undefined),
    [refs.data],
  );
  const pair: GlossaryPair | null =
    savedLanguages && glossaryLanguages ? resolveGlossaryPair(chosen, savedLanguages, glossaryLanguages) : null;
  const resolved = pair !== null;
  const { mainLanguage, savedLanguage } = pair ?? { mainLanguage: null, savedLanguage: null };

  // The pair shown is the one remembered, a switch made because a language ran out of words included.
  useEffect(() => {
    if (resolved) saveGlossaryPreferences({ mainLanguage, savedLanguage });
  }, [resolved, mainLanguage, savedLanguage]);

  const glossary = useMyGlossary(savedLanguage);
  const words = glossary.data?.words;
  const wordKeys = useMemo(() => words?.map((w) => w.wordKey) ?? [], [words]);
  const mainWords = useWordsInLanguage(wordKeys, mainLanguage);
  const openWord = words?.find((w) => w.id === openWordId);

  const error = refs.error ?? glossary.error;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive p-4 text-destructive">
        <p className="flex items-center gap-2">
          <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
          Failed to load your glossary. Please try again.
        </p>
        <Button variant="outline" onClick={() => void (refs.error ? refs.refetch() : glossary.refetch())}>
          Try again
        </Button>
      </div>
    );
  }
  if (savedLanguages?.length === 0) return <GlossaryEmptyState />;
  if (!savedLanguage) return <Loading what="your glossary" />;

  const sides = swapped ? SAVED_FIRST : MAIN_FIRST;
  const counts = new Map<string, number>();
  for (const ref of refs.data?.savedWords ?? []) counts.set(ref.languageCode, (counts.get(ref.languageCode) ?? 0) + 1);

  async function remove(word: { id: number; languageCode: string }) {
    const saved = await savedWords.toggle(
      { entryId: word.id, languageCode: word.languageCode },
      { onLoginRequired: () => setLoginPrompt(true) },
    );
    if (saved === false) setOpenWordId(null);
  }

  return (
    <div className="flex flex-col gap-5">
      {glossary.data && <FreeCounter wordCount={glossary.data.wordCount} wordLimit={glossary.data.wordLimit} />}

      {mainLanguage ? (
        <LanguagePairBar
          sides={sides}
          mainLanguage={mainLanguage}
          savedLanguage={savedLanguage}
          mainOptions={mainLanguageOptions(glossaryLanguages ?? [], savedLanguage)}
          savedOptions={(savedLanguages ?? []).map((code) => ({ code, count: counts.get(code) ?? 0 }))}
          onMainLanguage={(code) => setChosen({ mainLanguage: code, savedLanguage })}
          onSavedLanguage={(code) => setChosen(withSavedLanguage({ mainLanguage, savedLanguage }, code))}
          onSwap={() => setSwapped((s) => !s)}
        />
      ) : (
        <p className="text-muted-foreground">No other language has a glossary yet, so there is nothing to show beside your words.</p>
      )}

      {mainWords.isError && (
        <p role="alert" className="text-destructive">
          Some translations could not be loaded. Reload the page to try again.
        </p>
      )}
      {!glossary.data ? (
        <Loading what="your words" />
      ) : (
        mainLanguage && (
          <GlossaryTable
            sides={sides}
            mainLanguage={mainLanguage}
            savedLanguage={savedLanguage}
            words={glossary.data.words}
            mainWords={mainWords.byKey}
            onOpen={(word) => setOpenWordId(word.id)}
          />
        )
      )}

      {mainLanguage && (
        <SavedWordDialog
          word={openWord}
          mainLanguage={mainLanguage}
          mainEntry={openWord && mainWords.byKey.get(openWord.wordKey)}
          removing={openWord !== undefined && savedWords.isPending(openWord.id)}
          onRemove={(word) => void remove(word)}
          onClose={() => setOpenWordId(null)}
          renderPronounce={renderPronounce}
        />
      )}
      <LoginRequiredDialog
        open={loginPrompt}
        onOpenChange={setLoginPrompt}
        description="Your session has ended. Log in again to change your glossary."
      />
    </div>
  );
}

/** SPEC §2: the free plan's counter, count/5; subscribers have no limit and see none. */
function FreeCounter({ wordCount, wordLimit }: { wordCount: number; wordLimit: number | null }) {
  if (wordLimit === null) return null;
  return (
    <p className="text-muted-foreground">
      <span className="font-semibold text-foreground">
        {wordCount}/{wordLimit}
      </span>{" "}
      words saved on the free plan.
      {wordCount >= wordLimit && (
        <>
          {" "}
          <Link to="/unlimited" className="font-medium text-primary underline underline-offset-4">
            Get Unlimited to save more
          </Link>
        </>
      )}
    </p>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin motion-reduce:animate-none" />
      Loading {what}…
    </p>
  );
}
