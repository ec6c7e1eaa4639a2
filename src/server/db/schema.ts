import type { ColumnType, Generated } from "kysely";

/** Table types of the application's own tables (better-auth keeps its own). */
export interface Database {
  languages: LanguagesTable;
  glossaries: GlossariesTable;
  entries: EntriesTable;
  quota_counters: QuotaCountersTable;
  flash_totals: FlashTotalsTable;
  administrators: AdministratorsTable;
  rate_limit_hits: RateLimitHitsTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
  saved_words: SavedWordsTable;
  saved_word_counts: SavedWordCountsTable;
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

/** Administrators granted by an operator (`npm run admin`), besides ADMIN_EMAILS. */
export interface AdministratorsTable {
  email: string;
  granted_at: string;
}

/** Fixed-window counters of the rate limiter shared by all server processes. */
export interface RateLimitHitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface SubscriptionsTable {
  user_id: string;
  /** Stripe's subscription status: active, trialing, past_due, canceled… */
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: number;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface SavedWordsTable {
  user_id: string;
  language_code: string;
  word_key: string;
  created_at: string;
}

/** Live saved words per account: the row the save limit is enforced on. */
export interface SavedWordCountsTable {
  user_id: string;
  count: number;
}
