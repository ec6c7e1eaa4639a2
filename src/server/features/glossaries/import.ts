import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { GlossaryEntry } from "../../../shared/glossary-file.js";
import { languageByCode, type LanguageCode } from "../../../shared/languages.js";
import type { Database } from "../../db/schema.js";
import { recountSavedWords } from "../saved-words/service.js";

export interface ImportSource {
  language: LanguageCode;
  /** "predefined" for content/glossaries, "upload" for an administrator's file. */
  source: "predefined" | "upload";
  sourceHash: string;
  /** Validated entries, in batches; a generator keeps large files out of memory. */
  batches: AsyncIterable<GlossaryEntry[]> | Iterable<GlossaryEntry[]>;
}

/** Rows per INSERT: 11 columns × 1,000 rows stays under both dialects' parameter limits (SQLite 32,766; PostgreSQL 65,535). */
export const IMPORT_BATCH_SIZE = 1000;

export function* inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

export function hashContent(content: string | Buffer): string {
  return crypto.createHash("sha256").update(content).digest("hex");
}

/**
 * Replaces one language's glossary, all or nothing, in one transaction.
 * Entries are upserted by (language, key) so an entry whose key persists keeps
 * its id; entries not stamped with this import's generation are removed.
 */
export async function importGlossary(db: Kysely<Database>, input: ImportSource): Promise<{ wordCount: number }> {
  const language = languageByCode(input.language)!;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("languages")
      .values({ code: language.code, name: language.name })
      .onConflict((oc) => oc.column("code").doNothing())
      .execute();
    const now = new Date().toISOString();
    const glossary = await trx
      .insertInto("glossaries")
      .values({
        language_code: language.code,
        name: language.name,
        word_count: 0,
        source: input.source,
        source_hash: input.sourceHash,
        generation: 1,
        imported_at: now,
      })
      .onConflict((oc) =>
        oc.column("language_code").doUpdateSet({
          generation: sql`glossaries.generation + 1`,
          source: input.source,
          source_hash: input.sourceHash,
          imported_at: now,
        }),
      )
      .returning(["id", "generation"])
      .executeTakeFirstOrThrow();

    for await (const batch of input.batches) {
      if (batch.length === 0) continue;
      await trx
        .insertInto("entries")
        .values(
          batch.map((e) => ({
            glossary_id: glossary.id,
            language_code: language.code,
            word_key: e.key,
            word: e.word,
            phonetic: e.phonetic,
            category: e.category,
            difficulty: e.difficulty,
            examples: JSON.stringify(e.examples),
            gloss: e.gloss ?? null,
            rand: Math.random(),
            generation: glossary.generation,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["language_code", "word_key"]).doUpdateSet((eb) => ({
            word: eb.ref("excluded.word"),
            phonetic: eb.ref("excluded.phonetic"),
            category: eb.ref("excluded.category"),
            difficulty: eb.ref("excluded.difficulty"),
            examples: eb.ref("excluded.examples"),
            gloss: eb.ref("excluded.gloss"),
            generation: eb.ref("excluded.generation"),
          })),
        )
        .execute();
    }

    await trx
      .deleteFrom("entries")
      .where("language_code", "=", language.code)
      .where("generation", "<>", glossary.generation)
      .execute();
    const { count } = await trx
      .selectFrom("entries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("language_code", "=", language.code)
      .executeTakeFirstOrThrow();
    const wordCount = Number(count);
    await trx.updateTable("glossaries").set({ word_count: wordCount }).where("id", "=", glossary.id).execute();
    await recountSavedWords(trx, language.code);
    return { wordCount };
  });
}
