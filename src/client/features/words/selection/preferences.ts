/**
 * The language choice is remembered in localStorage (SPEC §3). A stored value
 * is accepted only when its types hold; anything else is ignored, so a value
 * written by an older or tampered client can never break the page.
 */
export const PREFERENCES_KEY = "polyglot-language-preferences";

export interface LanguagePreferences {
  mainLanguage: string;
  translationLanguages: string[];
}

export const EMPTY_PREFERENCES: LanguagePreferences = { mainLanguage: "", translationLanguages: [] };

export function parsePreferences(raw: string | null): LanguagePreferences | null {
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
  return { mainLanguage, translationLanguages: translationLanguages as string[] };
}

export function loadPreferences(storage: Storage | undefined = safeLocalStorage()): LanguagePreferences {
  return parsePreferences(storage?.getItem(PREFERENCES_KEY) ?? null) ?? EMPTY_PREFERENCES;
}

export function savePreferences(preferences: LanguagePreferences, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or disabled (private mode): the choice lasts for this visit only.
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
