import type { GlossaryPair } from "./preferences.js";

/** The main language when the learner has not chosen one (as on the home page, SPEC §4). */
export const DEFAULT_MAIN_LANGUAGE = "en";

/**
 * The pair shown, from the one chosen (or remembered) and what exists now
 * (SPEC §4 glossary view): if the chosen saved language has no saved words,
 * another language that has some is shown, preferably not the main language;
 * with no saved words at all the selection is cleared. The main language is
 * one with a glossary and never the saved language.
 */
export function resolveGlossaryPair(
  chosen: GlossaryPair | null,
  savedLanguages: readonly string[],
  glossaryLanguages: readonly string[],
): GlossaryPair {
  const wanted = chosen?.savedLanguage;
  const savedLanguage =
    wanted && savedLanguages.includes(wanted)
      ? wanted
      : (savedLanguages.find((code) => code !== chosen?.mainLanguage) ?? savedLanguages[0] ?? null);
  const mainOptions = mainLanguageOptions(glossaryLanguages, savedLanguage);
  const mainLanguage =
    [chosen?.mainLanguage, DEFAULT_MAIN_LANGUAGE].find((code) => code && mainOptions.includes(code)) ?? mainOptions[0] ?? null;
  return { mainLanguage, savedLanguage };
}

/** The languages the main column may use: those with a glossary, except the saved language. */
export function mainLanguageOptions(glossaryLanguages: readonly string[], savedLanguage: string | null): string[] {
  return glossaryLanguages.filter((code) => code !== savedLanguage);
}

/** Choosing the main language as the saved language exchanges the two, so the pair stays a pair. */
export function withSavedLanguage(pair: GlossaryPair, savedLanguage: string): GlossaryPair {
  return {
    mainLanguage: savedLanguage === pair.mainLanguage ? pair.savedLanguage : pair.mainLanguage,
    savedLanguage,
  };
}

/** The languages with saved words, in the order of the language table, once each. */
export function languagesWithSavedWords(savedWords: readonly { languageCode: string }[], order: readonly string[]): string[] {
  const present = new Set(savedWords.map((w) => w.languageCode));
  return [...order.filter((code) => present.has(code)), ...[...present].filter((code) => !order.includes(code))];
}
