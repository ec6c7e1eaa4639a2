import { languageByCode } from "../../../shared/languages.js";
import { parseStoredLanguages, safeLocalStorage, writeStored } from "../../lib/stored-languages.js";

/**
 * The glossary's language pair, remembered in localStorage (SPEC §3): the main
 * language and the saved language as `translationLanguages` (one of them),
 * with the selected languages' names stored beside the codes. A stored value
 * is accepted only when the types of the pair hold; the names are written for
 * whoever reads the storage and not trusted on the way back (the codes decide).
 */
export const GLOSSARY_PREFERENCES_KEY = "polyglot-glossary-preferences";

export interface GlossaryPair {
  mainLanguage: string | null;
  /** The saved language shown beside the main one; null when nothing is saved. */
  savedLanguage: string | null;
}

export interface StoredGlossaryPreferences {
  mainLanguage: string;
  translationLanguages: string[];
  mainLanguageName: string;
  translationLanguageNames: string[];
}

export function parseGlossaryPreferences(raw: string | null): GlossaryPair | null {
  const stored = parseStoredLanguages(raw);
  if (!stored) return null;
  return { mainLanguage: stored.mainLanguage || null, savedLanguage: stored.translationLanguages[0] ?? null };
}

export function toStoredPreferences(pair: GlossaryPair): StoredGlossaryPreferences {
  const name = (code: string) => languageByCode(code)?.name ?? code;
  const translations = pair.savedLanguage ? [pair.savedLanguage] : [];
  return {
    mainLanguage: pair.mainLanguage ?? "",
    translationLanguages: translations,
    mainLanguageName: pair.mainLanguage ? name(pair.mainLanguage) : "",
    translationLanguageNames: translations.map(name),
  };
}

export function loadGlossaryPreferences(storage: Storage | undefined = safeLocalStorage()): GlossaryPair | null {
  return parseGlossaryPreferences(storage?.getItem(GLOSSARY_PREFERENCES_KEY) ?? null);
}

export function saveGlossaryPreferences(pair: GlossaryPair, storage: Storage | undefined = safeLocalStorage()): void {
  writeStored(GLOSSARY_PREFERENCES_KEY, toStoredPreferences(pair), storage);
}
