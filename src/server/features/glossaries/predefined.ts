import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { formatJsonPath, validateGlossary, type GlossaryFile } from "../../../shared/glossary-file.js";
import { LANGUAGES, PREDEFINED_GLOSSARY_LANGUAGES, type LanguageCode } from "../../../shared/languages.js";
import type { Database } from "../../db/schema.js";
import { hashContent, importGlossary, inBatches } from "./import.js";

export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, "../../../../content/glossaries");

export interface PredefinedFile {
  file: GlossaryFile;
  hash: string;
}

/** Reads and validates one predefined glossary; a broken committed file is a bug, so it throws. */
export async function readPredefined(contentDir: string, code: LanguageCode): Promise<PredefinedFile> {
  const filePath = path.join(contentDir, `${code}.json`);
  return parsePredefined(filePath, code, await fs.readFile(filePath, "utf8"));
}

function parsePredefined(filePath: string, code: LanguageCode, text: string): PredefinedFile {
  const result = validateGlossary(JSON.parse(text));
  if (!result.ok) {
    const first = result.problems.slice(0, 5).map((p) => `${formatJsonPath(p.path)}: ${p.message}`);
    throw new Error(`${filePath} is not a valid glossary:\n  ${first.join("\n  ")}`);
  }
  if (result.file.language !== code) throw new Error(`${filePath} declares language ${result.file.language}`);
  return { file: result.file, hash: hashContent(text) };
}

export async function importPredefined(db: Kysely<Database>, contentDir: string, code: LanguageCode) {
  const { file, hash } = await readPredefined(contentDir, code);
  return importGlossary(db, { language: code, source: "predefined", sourceHash: hash, batches: inBatches(file.entries) });
}

/**
 * Start-up seed: registers every language, imports each predefined glossary
 * that is missing, and re-imports a predefined one whose file has changed
 * since (never one an administrator uploaded over it).
 */
export async function seedGlossaries(db: Kysely<Database>, contentDir = DEFAULT_CONTENT_DIR) {
  await db
    .insertInto("languages")
    .values(LANGUAGES.map((l) => ({ code: l.code, name: l.name })))
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
  const installed = await db.selectFrom("glossaries").select(["language_code", "source", "source_hash"]).execute();
  const byCode = new Map(installed.map((g) => [g.language_code, g]));
  const imported: { code: LanguageCode; wordCount: number }[] = [];
  for (const code of PREDEFINED_GLOSSARY_LANGUAGES) {
    const current = byCode.get(code);
    if (current && current.source !== "predefined") continue;
    const filePath = path.join(contentDir, `${code}.json`);
    const text = await fs.readFile(filePath, "utf8").catch(() => undefined);
    // An operator may ship fewer languages; a missing file is skipped, not fatal.
    if (text === undefined) continue;
    if (current?.source_hash === hashContent(text)) continue;
    const { file, hash } = parsePredefined(filePath, code, text);
    const { wordCount } = await importGlossary(db, {
      language: code,
      source: "predefined",
      sourceHash: hash,
      batches: inBatches(file.entries),
    });
    imported.push({ code, wordCount });
  }
  return imported;
}
