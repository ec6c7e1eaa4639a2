import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from "kysely";
import type { DialectName } from "./connect.js";

/**
 * One set of migrations for both dialects. The few differences (auto-increment
 * ids, floating point) are named here, nowhere else. Migrations only ever add.
 */
function migrations(dialect: DialectName): Record<string, Migration> {
  const idColumn = (db: Kysely<unknown>, table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) =>
        dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  const real = dialect === "postgres" ? sql`double precision` : sql`real`;

  return {
    "0001_glossaries": {
      async up(db) {
        await db.schema
          .createTable("languages")
          .addColumn("code", "varchar(8)", (c) => c.primaryKey())
          .addColumn("name", "varchar(64)", (c) => c.notNull())
          .execute();
        await idColumn(db, "glossaries")
          .addColumn("language_code", "varchar(8)", (c) => c.notNull().unique().references("languages.code"))
          .addColumn("name", "varchar(64)", (c) => c.notNull())
          .addColumn("word_count", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("source", "varchar(16)", (c) => c.notNull())
          .addColumn("source_hash", "varchar(64)", (c) => c.notNull())
          .addColumn("generation", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("imported_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await idColumn(db, "entries")
          .addColumn("glossary_id", "integer", (c) => c.notNull().references("glossaries.id").onDelete("cascade"))
          .addColumn("language_code", "varchar(8)", (c) => c.notNull())
          .addColumn("word_key", "varchar(64)", (c) => c.notNull())
          .addColumn("word", "text", (c) => c.notNull())
          .addColumn("phonetic", "text", (c) => c.notNull())
          .addColumn("category", "varchar(40)", (c) => c.notNull())
          .addColumn("difficulty", "varchar(8)", (c) => c.notNull())
          .addColumn("examples", "text", (c) => c.notNull())
          .addColumn("gloss", "text")
          .addColumn("rand", real, (c) => c.notNull())
          .addColumn("generation", "integer", (c) => c.notNull())
          .addUniqueConstraint("entries_language_key", ["language_code", "word_key"])
          .execute();
        // Random choice seeks on (language, rand); alignment checks seek on (key, language).
        await db.schema.createIndex("entries_language_rand").on("entries").columns(["language_code", "rand"]).execute();
        await db.schema.createIndex("entries_key_language").on("entries").columns(["word_key", "language_code"]).execute();
      },
    },
    "0002_quota": {
      async up(db) {
        await db.schema
          .createTable("quota_counters")
          .addColumn("subject", "varchar(160)", (c) => c.notNull())
          .addColumn("window_id", "integer", (c) => c.notNull())
          .addColumn("used", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("quota_counters_pk", ["subject", "window_id"])
          .execute();
        await db.schema.createIndex("quota_counters_window").on("quota_counters").column("window_id").execute();
        await db.schema
          .createTable("flash_totals")
          .addColumn("user_id", "varchar(64)", (c) => c.primaryKey())
          .addColumn("total", "integer", (c) => c.notNull())
          .execute();
      },
    },
    "0003_accounts": {
      async up(db) {
        await db.schema
          .createTable("administrators")
          .addColumn("email", "varchar(254)", (c) => c.primaryKey())
          .addColumn("granted_at", "varchar(32)", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("rate_limit_hits")
          .addColumn("key", "varchar(300)", (c) => c.notNull())
          .addColumn("window_start", "bigint", (c) => c.notNull())
          .addColumn("count", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("rate_limit_hits_pk", ["key", "window_start"])
          .execute();
        await db.schema
          .createTable("subscriptions")
          .addColumn("user_id", "varchar(64)", (c) => c.primaryKey())
          .addColumn("status", "varchar(32)", (c) => c.notNull())
          .addColumn("current_period_end", "varchar(32)")
          .addColumn("cancel_at_period_end", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await idColumn(db, "contact_messages")
          .addColumn("email", "varchar(254)", (c) => c.notNull())
          .addColumn("subject", "varchar(200)", (c) => c.notNull())
          .addColumn("message", "text", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .execute();
      },
    },
    "0004_saved_words": {
      async up(db) {
        // Saved words are kept by (language, word key), not by entry row, so a
        // re-import that replaces entries never drops them (docs/saved-words.md).
        await db.schema
          .createTable("saved_words")
          .addColumn("user_id", "varchar(64)", (c) => c.notNull())
          .addColumn("language_code", "varchar(8)", (c) => c.notNull())
          .addColumn("word_key", "varchar(64)", (c) => c.notNull())
          .addColumn("created_at", "varchar(32)", (c) => c.notNull())
          .addPrimaryKeyConstraint("saved_words_pk", ["user_id", "language_code", "word_key"])
          .execute();
        await db.schema.createIndex("saved_words_language_key").on("saved_words").columns(["language_code", "word_key"]).execute();
        await db.schema
          .createTable("saved_word_counts")
          .addColumn("user_id", "varchar(64)", (c) => c.primaryKey())
          .addColumn("count", "integer", (c) => c.notNull())
          .execute();
      },
    },
  };
}

/** Runs pending migrations; safe to call at every start and from several processes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider, migrationTableName: "app_migrations", migrationLockTableName: "app_migrations_lock" });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
