import type { ColumnType, Generated } from "kysely";

/** Table types of the application's own tables (better-auth keeps its own). */
export interface Database {
  languages: LanguagesTable;
  glossaries: GlossariesTable;
  entries: EntriesTable;
  quota_counters: QuotaCountersTable;
  flash_totals: FlashTotalsTable;
}

export interface LanguagesTable {
  code: string;
  name: string;
}

export interface GlossariesTable {
  id: Generated<number>;
  language_code: string;
  name: string;
  word_count: number;
  /** "predefined" (content/glossaries) or "upload" (an administrator's file). */
  source: string;
  /** sha256 of the imported file; a changed predefined file is re-imported at start. */
  source_hash: string;
  /** Bumped by each import; entries not stamped with the current one are removed. */
  generation: number;
  imported_at: ColumnType<string, string, string>;
}

export interface EntriesTable {
  id: Generated<number>;
  glossary_id: number;
  language_code: string;
  word_key: string;
  word: string;
  phonetic: string;
  category: string;
  difficulty: string;
  /** JSON array of strings. */
  examples: string;
  gloss: string | null;
  /** Uniform random number fixed at insert: random choice is an index seek on it. */
  rand: number;
  generation: number;
}

export interface QuotaCountersTable {
  /** "user:<id>" for accounts, "ip:<hash>" for visitors. */
  subject: string;
  window_id: number;
  used: number;
}

export interface FlashTotalsTable {
  user_id: string;
  total: number;
}
