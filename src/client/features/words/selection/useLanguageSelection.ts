import { useCallback, useMemo, useState } from "react";
import type { RandomWordRequest } from "../../../../shared/words.js";
import { useAvailableLanguages } from "../api/available-languages.js";
import { useLanguages } from "../api/languages.js";
import { loadPreferences, savePreferences, type LanguagePreferences } from "./preferences.js";
import { flashReadiness, toggleTranslation, withDefaultMain, withMainLanguage } from "./rules.js";

/**
 * The learner's language choice: the languages and glossaries from the server,
 * the remembered preferences, and the SPEC §4 rules for changing them.
 * `onChange` runs after every change (the home page clears the shown word).
 */
export function useLanguageSelection(onChange: () => void) {
  const languages = useLanguages();
  const available = useAvailableLanguages();
  const [stored, setStored] = useState(loadPreferences);

  const preferences = useMemo(
    () => (available.data ? withDefaultMain(stored, available.data) : stored),
    [stored, available.data],
  );

  const update = useCallback(
    (change: (current: LanguagePreferences) => LanguagePreferences) => {
      const next = change(preferences);
      setStored(next);
      savePreferences(next);
      onChange();
    },
    [preferences, onChange],
  );

  const offered = useMemo(() => languages.data?.filter((l) => l.selectable) ?? [], [languages.data]);

  return {
    /** The languages the pickers offer. */
    languages: offered,
    /** Every language the server knows (names and locales of cards). */
    allLanguages: languages.data ?? [],
    available: available.data,
    isLoading: languages.isPending || available.isPending,
    error: languages.error ?? available.error,
    preferences,
    readiness: flashReadiness(preferences, available.data),
    /** The flash request: only languages with a glossary (a stored choice may hold others). */
    request: (): RandomWordRequest => ({
      mainLanguage: preferences.mainLanguage,
      translationLanguages: preferences.translationLanguages.filter((c) => available.data?.includes(c)),
    }) as RandomWordRequest,
    setMainLanguage: (code: string) => update((p) => withMainLanguage(p, code)),
    toggleTranslationLanguage: (code: string) => update((p) => toggleTranslation(p, code)),
  };
}
