import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The raw connection target, for better-auth and diagnostics. */
  url: string;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return url.startsWith("postgres://") || url.startsWith("postgresql://");
}

/**
 * Opens the database named by `url`: a PostgreSQL URL, or else a SQLite file
 * path (relative paths are resolved against the working directory).
 */
export function connectDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    // BIGINT counts come back as strings by default; ours fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closes (a restart, an administrator) must
    // not crash the process: the pool drops it and opens a new one when needed.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost while idle: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", url, close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  // Flash reads touch random pages of a large glossary: keep them in memory.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 1073741824");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", url, close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query afresh; preparing costs more than running the
 * small indexed queries of a flash. Reusing prepared statements by SQL text
 * (bounded, the SQL of our queries varies only with IN-list lengths) makes
 * the hot path several times cheaper.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== "prepare") return Reflect.get(target, property, receiver);
      return (source: string) => {
        let statement = cache.get(source);
        if (!statement) {
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
          statement = target.prepare(source);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
}
