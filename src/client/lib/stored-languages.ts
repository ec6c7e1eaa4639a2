/**
 * A language choice kept in localStorage ({mainLanguage, translationLanguages},
 * SPEC §3), read back only when its types hold: a value written by an older or
 * tampered client can never break a page. Used by the home page's choice and
 * by My Glossary's pair.
 */
export interface StoredLanguages {
  mainLanguage: string;
  translationLanguages: string[];
}

export function parseStoredLanguages(raw: string | null): StoredLanguages | null {
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

/** localStorage throws on access in some privacy modes; treat that as "no storage". */
export function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Writes `value` as JSON; a full or disabled storage keeps the choice for this visit only. */
export function writeStored(key: string, value: unknown, storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode).
  }
}
