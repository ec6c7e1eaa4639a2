import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useUser } from "../../features/accounts/api/get-user.js";
import { AdminBanner } from "../../features/admin/components/AdminBanner.js";
import { QuotaPrompts, useQuota } from "../../features/quota/index.js";
// Not the feature's index: that would bring the My Glossary page into the home chunk (JS budget).
import { useSavedWords } from "../../features/saved-words/use-saved-words.js";
import {
  FlashButton,
  LanguageSelectorBar,
  LoadError,
  NoGlossaries,
  ResultArea,
  SavedWordsContext,
  useFlash,
  useFlashShortcuts,
  useLanguageSelection,
} from "../../features/words/index.js";
import { usePageTitle } from "../page-title.js";

const HELP_ID = "flash-help";

/**
 * Home (SPEC §2): pick languages, press Flash, read and hear the cards. The
 * words feature flashes; the quota feature decides whether a flash may go and
 * which overlay or prompt a spent quota calls for; this page wires the two.
 */
export function HomePage() {
  usePageTitle(null);
  const { user } = useUser();
  // The cards' save buttons show and change the saved state through the saved-words feature.
  const savedWords = useSavedWords({ signedIn: Boolean(user) });
  const selection = useLanguageSelection(() => flash.clear());
  const { preferences, readiness } = selection;
  const quota = useQuota({
    user: user && { id: user.id, isAdmin: user.isAdmin },
    translationsSelected: preferences.translationLanguages.length > 0,
  });
  const flash = useFlash({
    allow: quota.allowFlash,
    onFlashed: quota.recordFlash,
    onQuotaExhausted: quota.recordExhausted,
  });

  // SPEC §4: the cards reset when the quota reaches 0.
  const { clear } = flash;
  useEffect(() => {
    if (quota.exhausted) clear();
  }, [quota.exhausted, clear]);

  const onFlash = () => {
    if (readiness.ready) void flash.flash(selection.request());
  };
  useFlashShortcuts(onFlash);

  const helpMessage = readiness.ready ? null : readiness.message;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">Polyglot: flash a word in several languages at once</h1>
      {user?.isAdmin && <AdminBanner wordKey={flash.word?.wordKey} />}

      {selection.error ? (
        <LoadError error={selection.error} />
      ) : selection.isLoading ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin motion-reduce:animate-none" />
          Loading languages…
        </p>
      ) : selection.available?.length === 0 ? (
        <NoGlossaries isAdmin={user?.isAdmin ?? false} />
      ) : (
        <>
          <LanguageSelectorBar
            languages={selection.languages}
            available={selection.available ?? []}
            mainLanguage={preferences.mainLanguage}
            translationLanguages={preferences.translationLanguages}
            onMainLanguage={selection.setMainLanguage}
            onToggleTranslation={selection.toggleTranslationLanguage}
          />
          <div className="flex flex-col items-center gap-3">
            <FlashButton
              mode={quota.buttonMode}
              disabled={!readiness.ready}
              loading={flash.status === "loading"}
              describedBy={helpMessage ? HELP_ID : undefined}
              onFlash={onFlash}
            />
            <p id={HELP_ID} role="status" className="min-h-6 text-center font-medium text-muted-foreground">
              {helpMessage}
            </p>
          </div>
          <SavedWordsContext value={savedWords}>
            <ResultArea status={flash.status} word={flash.word} languages={selection.allLanguages} signedIn={Boolean(user)} />
          </SavedWordsContext>
        </>
      )}

      <QuotaPrompts quota={quota} />
    </div>
  );
}
