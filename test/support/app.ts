import type { FastifyInstance } from "fastify";
import { buildApp, type AppDeps } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import type { DatabaseHandle } from "../../src/server/db/connect.js";
import { importGlossary, inBatches } from "../../src/server/features/glossaries/import.js";
import type { GlossaryFile } from "../../src/shared/glossary-file.js";
import { tempDir } from "./databases.js";

export const TEST_SECRET = "test-secret-that-is-long-enough-for-hmac-0123456789";

/** The app as main.ts builds it, on a test database, with environment overrides. */
export async function testApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  extra: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir(), ...env });
  return buildApp({ config, database, secret: TEST_SECRET, ...extra });
}

export async function installGlossaries(database: DatabaseHandle, files: GlossaryFile[]): Promise<void> {
  for (const file of files) {
    await importGlossary(database.db, {
      language: file.language,
      source: "upload",
      sourceHash: "test",
      batches: inBatches(file.entries),
    });
  }
}
