import { languageByCode } from "../../../shared/languages.js";

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
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { mainLanguage, translationLanguages } = value as Record<string, unknown>;
  if (typeof mainLanguage !== "string") return null;
  if (!Array.isArray(translationLanguages) || !translationLanguages.every((c) => typeof c === "string")) return null;
  return { mainLanguage: mainLanguage || null, savedLanguage: (translationLanguages[0] as string | undefined) ?? null };
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
  try {
    storage?.setItem(GLOSSARY_PREFERENCES_KEY, JSON.stringify(toStoredPreferences(pair)));
  } catch {
    // Storage full or disabled (private mode): the pair lasts for this visit only.
  }
}

/** localStorage throws on access in some privacy modes; treat that as "no storage". */
function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
