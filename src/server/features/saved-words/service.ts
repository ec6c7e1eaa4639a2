import { sql, type Kysely } from "kysely";
import { languageByCode } from "../../../shared/languages.js";
import { FREE_SAVED_WORD_LIMIT } from "../../../shared/limits.js";
import { SAVED_WORD_MESSAGES, type SavedWord } from "../../../shared/saved-words.js";
import type { Database } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../http/errors.js";
import type { AccountViewer } from "../accounts/service.js";

/**
 * The personal glossary. Free accounts hold at most FREE_SAVED_WORD_LIMIT
 * words: the limit is a conditional upsert on the account's counter row, taken
 * inside the save's transaction, so parallel saves can never pass it.
 */
export function createSavedWordsService(db: Kysely<Database>) {
  const limitOf = (viewer: AccountViewer) => (viewer.subscribed ? null : FREE_SAVED_WORD_LIMIT);

  async function liveCount(userId: string): Promise<number> {
    const row = await db.selectFrom("saved_word_counts").select("count").where("user_id", "=", userId).executeTakeFirst();
    return row?.count ?? 0;
  }

  return {
    limitOf,
    liveCount,

    /** Saves the entry if it is not saved, removes it if it is; returns whether it is saved now. */
    async toggle(viewer: AccountViewer, entryId: number, languageCode: string): Promise<boolean> {
      const entry = await db.selectFrom("entries").select(["language_code", "word_key"]).where("id", "=", entryId).executeTakeFirst();
      if (!entry) throw notFound(`No word with id ${entryId}`);
      if (entry.language_code !== languageCode) {
        const actual = languageByCode(entry.language_code)?.name ?? entry.language_code;
        throw badRequest(`Word ${entryId} is ${actual}, not ${languageByCode(languageCode)?.name ?? languageCode}`);
      }
      const limit = limitOf(viewer);
      const key = { user_id: viewer.userId, language_code: entry.language_code, word_key: entry.word_key };

      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("saved_words")
          .where("user_id", "=", key.user_id)
          .where("language_code", "=", key.language_code)
          .where("word_key", "=", key.word_key)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) {
          await trx.updateTable("saved_word_counts").set({ count: sql`count - 1` }).where("user_id", "=", key.user_id).where("count", ">", 0).execute();
          return false;
        }
        const { rows } = await sql<{ count: number }>`
          INSERT INTO saved_word_counts (user_id, count) VALUES (${key.user_id}, 1)
          ON CONFLICT (user_id) DO UPDATE SET count = saved_word_counts.count + 1
          ${limit === null ? sql`` : sql`WHERE saved_word_counts.count < ${limit}`}
          RETURNING count`.execute(trx);
        if (rows.length === 0) throw new AppError(402, "subscription_required", SAVED_WORD_MESSAGES.limitReached);
        const inserted = await trx
          .insertInto("saved_words")
          .values({ ...key, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.columns(["user_id", "language_code", "word_key"]).doNothing())
          .returning("word_key")
          .executeTakeFirst();
        // A parallel request saved the same word first: give the count back.
        if (!inserted) {
          await trx.updateTable("saved_word_counts").set({ count: sql`count - 1` }).where("user_id", "=", key.user_id).execute();
        }
        return true;
      });
    },

    /** SPEC §3 saved glossary records of the account's words that exist in a glossary. */
    async savedRefs(userId: string) {
      return db
        .selectFrom("saved_words as s")
        .innerJoin("entries as e", (join) => join.onRef("e.language_code", "=", "s.language_code").onRef("e.word_key", "=", "s.word_key"))
        .select(["e.id as entryId", "e.language_code as languageCode"])
        .where("s.user_id", "=", userId)
        .orderBy("s.created_at")
        .execute();
    },

    /** The account's saved words of one language, with the English word (or gloss) as definition. */
    async wordsIn(userId: string, language: string): Promise<SavedWord[]> {
      const rows = await db
        .selectFrom("saved_words as s")
        .innerJoin("entries as e", (join) => join.onRef("e.language_code", "=", "s.language_code").onRef("e.word_key", "=", "s.word_key"))
        .leftJoin("entries as en", (join) => join.onRef("en.word_key", "=", "s.word_key").on("en.language_code", "=", "en"))
        .select(["e.id", "e.word_key", "e.language_code", "e.word", "e.phonetic", "e.examples", "e.difficulty", "e.gloss", "en.word as english"])
        .where("s.user_id", "=", userId)
        .where("s.language_code", "=", language)
        .orderBy("s.created_at")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        word_key: r.word_key,
        wordKey: r.word_key,
        languageCode: r.language_code,
        word: r.word,
        phonetic: r.phonetic,
        definition: r.gloss ?? r.english ?? r.word_key.replace(/_/g, " "),
        examples: JSON.parse(r.examples) as string[],
        difficulty: r.difficulty as SavedWord["difficulty"],
      }));
    },
  };
}

export type SavedWordsService = ReturnType<typeof createSavedWordsService>;

/**
 * After an import changed a language's entries, recounts the live saved words
 * of every account that saved words in it: a saved word whose entry vanished
 * stops counting (and shows again if its key comes back).
 */
export async function recountSavedWords(trx: Kysely<Database>, language: string): Promise<void> {
  await sql`
    UPDATE saved_word_counts SET count = (
      SELECT count(*) FROM saved_words s
      JOIN entries e ON e.language_code = s.language_code AND e.word_key = s.word_key
      WHERE s.user_id = saved_word_counts.user_id)
    WHERE user_id IN (SELECT user_id FROM saved_words WHERE language_code = ${language})`.execute(trx);
}
