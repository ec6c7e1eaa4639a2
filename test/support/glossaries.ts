import type { GlossaryEntry, GlossaryFile } from "../../src/shared/glossary-file.js";
import type { LanguageCode } from "../../src/shared/languages.js";

/** A small, valid glossary for tests: one entry per key, words tagged with language and key. */
export function makeGlossary(language: LanguageCode, keys: string[], overrides: Partial<GlossaryEntry> = {}): GlossaryFile {
  return {
    format: "polyglot-glossary",
    version: 1,
    language,
    entries: keys.map((key) => makeEntry(language, key, overrides)),
  };
}

export function makeEntry(language: string, key: string, overrides: Partial<GlossaryEntry> = {}): GlossaryEntry {
  return {
    key,
    word: `${language}-${key}`,
    phonetic: `/${key}/`,
    category: "basics",
    difficulty: "easy",
    examples: [`A *${key}* here. (An example.)`, `Another *${key}*. (Another example.)`],
    ...overrides,
  };
}

export function keys(count: number, prefix = "word"): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}_${i}`);
}
