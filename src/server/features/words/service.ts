import { sql, type Kysely, type Selectable } from "kysely";
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

const INSTALLED_TTL_MS = 2_000;

function inLanguageOrder(entries: WordEntry[], languages: string[]): WordEntry[] {
  return entries.sort((a, b) => languages.indexOf(a.language_code) - languages.indexOf(b.language_code));
}

export function createWordsService(db: Kysely<Database>, selectable: readonly LanguageCode[]) {
  const offered = new Set<string>(selectable);

  // Which languages have a glossary changes only on import, but is asked on
  // every flash: a short-lived cache saves a query per flash. Another process's
  // import shows here within INSTALLED_TTL_MS.
  let installed: { codes: Set<string>; at: number } | undefined;
  async function installedCodes(): Promise<Set<string>> {
    if (installed && Date.now() - installed.at < INSTALLED_TTL_MS) return installed.codes;
    const rows = await db.selectFrom("glossaries").select("language_code").where("word_count", ">", 0).execute();
    installed = { codes: new Set(rows.map((r) => r.language_code)), at: Date.now() };
    return installed.codes;
  }

  /**
   * The entries of a random word in one statement: a seek on (language, rand)
   * from a random point finds the word, a probe on (key, language) checks it
   * exists in a translation; wraps around once when the point is past the last.
   * Written as one `sql` template rather than the query builder because this
   * is the hottest query and building it costs more than running it.
   */
  async function randomEntries(main: string, translations: string[], point: number): Promise<EntryRow[]> {
    const from = async (comparison: ">=" | "<") => {
      const { rows } = await sql<EntryRow>`
        SELECT id, word_key, word, phonetic, category, difficulty, examples, language_code
        FROM entries
        WHERE language_code IN (${sql.join([main, ...translations])})
          AND word_key = (
            SELECT e.word_key FROM entries e
            WHERE e.language_code = ${main} AND e.rand ${sql.raw(comparison)} ${point}
              AND EXISTS (SELECT 1 FROM entries t WHERE t.word_key = e.word_key AND t.language_code IN (${sql.join(translations)}))
            ORDER BY e.rand
            LIMIT 1)`.execute(db);
      return rows;
    };
    const rows = await from(">=");
    return rows.length ? rows : from("<");
  }

  return {
    /** Called after an import in this process, so a new glossary is offered at once. */
    forgetInstalled() {
      installed = undefined;
    },

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

    /** A random word present in `main` and at least one translation: its entries, main language first. */
    async randomWord(main: string, translations: string[]): Promise<{ wordKey: string; entries: WordEntry[] } | undefined> {
      const languages = [main, ...translations];
      const rows = await randomEntries(main, translations, Math.random());
      if (rows.length === 0) return undefined;
      return { wordKey: rows[0]!.word_key, entries: inLanguageOrder(rows.map(toWordEntry), languages) };
    },

    /** The entries of one word key, in the order of `languages`. */
    async entriesFor(wordKey: string, languages: string[]): Promise<WordEntry[]> {
      const rows = await db
        .selectFrom("entries")
        .select(ENTRY_COLUMNS)
        .where("word_key", "=", wordKey)
        .where("language_code", "in", languages)
        .execute();
      return inLanguageOrder(rows.map(toWordEntry), languages);
    },
  };
}

export type WordsService = ReturnType<typeof createWordsService>;
