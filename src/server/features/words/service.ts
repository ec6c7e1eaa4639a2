import type { Kysely, Selectable } from "kysely";
import { joinExamples } from "../../../shared/examples.js";
import { LANGUAGES, languageByCode, type LanguageCode } from "../../../shared/languages.js";
import { FLASH_MESSAGES, type RandomWordRequest, type WordEntry } from "../../../shared/words.js";
import type { Database, EntriesTable } from "../../db/schema.js";
import { badRequest } from "../../http/errors.js";

export type EntryRow = Pick<
  Selectable<EntriesTable>,
  "id" | "word_key" | "word" | "phonetic" | "category" | "difficulty" | "examples" | "language_code"
>;

export const ENTRY_COLUMNS = [
  "id", "word_key", "word", "phonetic", "category", "difficulty", "examples", "language_code",
] as const;

export function toWordEntry(row: EntryRow): WordEntry {
  const examples = JSON.parse(row.examples) as string[];
  return { ...row, difficulty: row.difficulty as WordEntry["difficulty"], examples, example: joinExamples(examples) };
}

export function createWordsService(db: Kysely<Database>, selectable: readonly LanguageCode[]) {
  const offered = new Set<string>(selectable);

  async function installedCodes(): Promise<Set<string>> {
    const rows = await db.selectFrom("glossaries").select("language_code").where("word_count", ">", 0).execute();
    return new Set(rows.map((r) => r.language_code));
  }

  /** One seek on (language, rand) from a random point, wrapping around once. */
  async function pickKey(main: string, translations: string[], point: number): Promise<string | undefined> {
    const from = (comparison: ">=" | "<") =>
      db
        .selectFrom("entries as e")
        .select("e.word_key")
        .where("e.language_code", "=", main)
        .where("e.rand", comparison, point)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("entries as t")
              .select("t.id")
              .whereRef("t.word_key", "=", "e.word_key")
              .where("t.language_code", "in", translations),
          ),
        )
        .orderBy("e.rand")
        .limit(1)
        .executeTakeFirst();
    return ((await from(">=")) ?? (await from("<")))?.word_key;
  }

  return {
    languages() {
      return LANGUAGES.map((l) => ({ ...l, selectable: offered.has(l.code) }));
    },

    /** Selectable codes that have a glossary with at least one word. */
    async availableCodes(): Promise<string[]> {
      const installed = await installedCodes();
      return LANGUAGES.map((l) => l.code).filter((c) => offered.has(c) && installed.has(c));
    },

    /**
     * Applies SPEC §5 to a flash request: the main language must have a
     * glossary and at least one translation must; translations without one
     * are dropped from the answer.
     */
    async resolveFlash(request: RandomWordRequest): Promise<{ main: LanguageCode; translations: LanguageCode[] }> {
      for (const code of [request.mainLanguage, ...request.translationLanguages]) {
        if (!offered.has(code)) throw badRequest(`${languageByCode(code)!.name} is not offered`);
      }
      const installed = await installedCodes();
      if (!installed.has(request.mainLanguage)) throw badRequest(FLASH_MESSAGES.mainWithoutGlossary);
      const translations = request.translationLanguages.filter((c) => installed.has(c));
      if (translations.length === 0) throw badRequest(FLASH_MESSAGES.translationsWithoutGlossary);
      return { main: request.mainLanguage, translations };
    },

    async randomWordKey(main: string, translations: string[]): Promise<string | undefined> {
      return pickKey(main, translations, Math.random());
    },

    /** The entries of one word key, in the order of `languages`. */
    async entriesFor(wordKey: string, languages: string[]): Promise<WordEntry[]> {
      const rows = await db
        .selectFrom("entries")
        .select(ENTRY_COLUMNS)
        .where("word_key", "=", wordKey)
        .where("language_code", "in", languages)
        .execute();
      return rows.map(toWordEntry).sort((a, b) => languages.indexOf(a.language_code) - languages.indexOf(b.language_code));
    },
  };
}

export type WordsService = ReturnType<typeof createWordsService>;
