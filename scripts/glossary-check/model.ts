import type { LanguageCode } from "../../src/shared/languages.js";

/** The closed category list of docs/glossary-content.md; predefined glossaries may use nothing else. */
export const CATEGORIES = [
  "basics", "people", "family", "body", "health", "food", "animals", "nature", "weather", "home",
  "clothing", "city", "travel", "work", "education", "time", "numbers", "colors", "emotions", "verbs",
  "adjectives", "leisure", "technology", "shopping",
] as const;

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;

/** One row of content/concepts.json. */
export interface Concept {
  key: string;
  en: string;
  sense: string;
  pos: string;
  category: string;
  difficulty: string;
}

/** A problem or observation about one entry; `message` always names the key so a list reads on its own. */
export interface Finding {
  key?: string;
  message: string;
}

/** An entry as the checks see it: the file may be invalid, so every field is optional and loosely typed. */
export interface LooseEntry {
  key?: unknown;
  word?: unknown;
  phonetic?: unknown;
  category?: unknown;
  difficulty?: unknown;
  examples?: unknown;
  gloss?: unknown;
}

/** A glossary file as read from disk, before any check. */
export interface LoadedGlossary {
  code: LanguageCode;
  path: string;
  /** Why the file could not be used at all (missing, not JSON); the language then fails. */
  unusable?: string;
  raw?: unknown;
  entries: LooseEntry[];
}

export const str = (value: unknown): string => (typeof value === "string" ? value : "");

export const examplesOf = (entry: LooseEntry): string[] =>
  Array.isArray(entry.examples) ? entry.examples.filter((e): e is string => typeof e === "string") : [];

export const keyOf = (entry: LooseEntry, index: number): string =>
  typeof entry.key === "string" && entry.key ? entry.key : `entries[${index}]`;

export const percent = (ok: number, total: number): number =>
  total === 0 ? 100 : Math.round((ok / total) * 1000) / 10;
