import { parseStoredLanguages, safeLocalStorage, writeStored, type StoredLanguages } from "../../../lib/stored-languages.js";

/**
 * The language choice is remembered in localStorage (SPEC §3). A stored value
 * is accepted only when its types hold; anything else is ignored, so a value
 * written by an older or tampered client can never break the page.
 */
export const PREFERENCES_KEY = "polyglot-language-preferences";

export type LanguagePreferences = StoredLanguages;

export const EMPTY_PREFERENCES: LanguagePreferences = { mainLanguage: "", translationLanguages: [] };

export function parsePreferences(raw: string | null): LanguagePreferences | null {
  return parseStoredLanguages(raw);
}

export function loadPreferences(storage: Storage | undefined = safeLocalStorage()): LanguagePreferences {
  return parsePreferences(storage?.getItem(PREFERENCES_KEY) ?? null) ?? EMPTY_PREFERENCES;
}

export function savePreferences(preferences: LanguagePreferences, storage: Storage | undefined = safeLocalStorage()): void {
  writeStored(PREFERENCES_KEY, preferences, storage);
}
