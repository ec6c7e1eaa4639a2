import { FLASH_MESSAGES } from "../../../../shared/flash-messages.js";
import type { LanguagePreferences } from "./preferences.js";

/** SPEC §4: the main language defaults to English once English has a glossary and nothing is chosen. */
export const DEFAULT_MAIN_LANGUAGE = "en";

/** Changing the main language removes it from the translations (SPEC §4). */
export function withMainLanguage(preferences: LanguagePreferences, code: string): LanguagePreferences {
  return { mainLanguage: code, translationLanguages: preferences.translationLanguages.filter((c) => c !== code) };
}

/** Changing the translations drops any equal to the main language, and repeats (SPEC §4). */
export function withTranslationLanguages(preferences: LanguagePreferences, codes: readonly string[]): LanguagePreferences {
  const unique = [...new Set(codes)].filter((c) => c !== preferences.mainLanguage);
  return { mainLanguage: preferences.mainLanguage, translationLanguages: unique };
}

/** Adds or removes one translation language, keeping the order in which they were chosen. */
export function toggleTranslation(preferences: LanguagePreferences, code: string): LanguagePreferences {
  const chosen = preferences.translationLanguages;
  return withTranslationLanguages(
    preferences,
    chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code],
  );
}

export function withDefaultMain(preferences: LanguagePreferences, available: readonly string[]): LanguagePreferences {
  if (preferences.mainLanguage || !available.includes(DEFAULT_MAIN_LANGUAGE)) return preferences;
  return withMainLanguage(preferences, DEFAULT_MAIN_LANGUAGE);
}

export type FlashReadiness =
  | { ready: true }
  /** `message` is null while glossaries are still loading: nothing to tell yet. */
  | { ready: false; message: string | null };

/**
 * SPEC §5: generation is allowed only when glossaries have loaded, a main
 * language is set and has a glossary, at least one translation is selected,
 * and at least one of them has a glossary. The first unmet rule names the message.
 */
export function flashReadiness(
  preferences: LanguagePreferences,
  available: readonly string[] | undefined,
): FlashReadiness {
  if (!available) return { ready: false, message: null };
  if (!preferences.mainLanguage) return { ready: false, message: FLASH_MESSAGES.noMainLanguage };
  if (!available.includes(preferences.mainLanguage)) return { ready: false, message: FLASH_MESSAGES.mainWithoutGlossary };
  if (preferences.translationLanguages.length === 0) return { ready: false, message: FLASH_MESSAGES.noTranslationLanguage };
  if (!preferences.translationLanguages.some((c) => available.includes(c)))
    return { ready: false, message: FLASH_MESSAGES.translationsWithoutGlossary };
  return { ready: true };
}
