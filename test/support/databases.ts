import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connectDatabase, type DatabaseHandle, type DialectName } from "../../src/server/db/connect.js";
import { migrateToLatest } from "../../src/server/db/migrations.js";

/** SQLite always; PostgreSQL too whenever TEST_DATABASE_URL names one (CI sets it). */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends DatabaseHandle {
  /** Drops the database (PostgreSQL) or deletes the file (SQLite). */
  destroy(): Promise<void>;
}

/** A fresh, migrated database that belongs to one test file alone. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const url = dialect === "postgres" ? await createPostgresDatabase() : sqliteFile();
  const handle = connectDatabase(url);
  await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      if (dialect === "postgres") await dropPostgresDatabase(url);
      else fs.rmSync(path.dirname(url), { recursive: true, force: true });
    },
  };
}

export function tempDir(prefix = "polyglot-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function sqliteFile(): string {
  return path.join(tempDir(), "polyglot.db");
}

async function createPostgresDatabase(): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `polyglot_t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return base.toString();
}

async function dropPostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
