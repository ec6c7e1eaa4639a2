import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREDEFINED_GLOSSARY_LANGUAGES } from "../../../shared/languages.js";
import { installGlossaries } from "../../../../test/support/app.js";
import { createTestDatabase, tempDir, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { keys, makeEntry, makeGlossary } from "../../../../test/support/glossaries.js";
import { importGlossary, inBatches } from "./import.js";
import { seedGlossaries } from "./predefined.js";

describe.each(TEST_DIALECTS)("glossary import on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.destroy());

  const entriesOf = (language: string) =>
    database.db.selectFrom("entries").selectAll().where("language_code", "=", language).orderBy("word_key").execute();
  const glossaryOf = (language: string) =>
    database.db.selectFrom("glossaries").selectAll().where("language_code", "=", language).executeTakeFirstOrThrow();

  it("replaces a language's entries but keeps the id of every key that persists", async () => {
    await installGlossaries(database, [makeGlossary("es", ["apple", "bread", "cat"])]);
    const before = new Map((await entriesOf("es")).map((e) => [e.word_key, e]));

    const next = makeGlossary("es", ["apple", "cat", "dog"]);
    next.entries[0] = makeEntry("es", "apple", { word: "la manzana", difficulty: "medium", examples: ["Una *manzana*. (An apple.)"] });
    await installGlossaries(database, [next]);

    const after = new Map((await entriesOf("es")).map((e) => [e.word_key, e]));
    expect([...after.keys()]).toEqual(["apple", "cat", "dog"]);
    expect(after.get("apple")!.id).toBe(before.get("apple")!.id);
    expect(after.get("apple")!.rand).toBe(before.get("apple")!.rand);
    expect(after.get("cat")!.id).toBe(before.get("cat")!.id);
    expect(after.get("apple")).toMatchObject({ word: "la manzana", difficulty: "medium" });
    expect(JSON.parse(after.get("apple")!.examples)).toEqual(["Una *manzana*. (An apple.)"]);
    expect((await glossaryOf("es")).word_count).toBe(3);
  });

  it("imports large files in batches within one transaction", async () => {
    const big = makeGlossary("fr", keys(1_234));
    const { wordCount } = await installGlossaries(database, [big]).then(() => glossaryOf("fr")).then((g) => ({ wordCount: g.word_count }));
    expect(wordCount).toBe(1_234);
  });

  it("leaves the database unchanged when an import fails midway", async () => {
    await installGlossaries(database, [makeGlossary("it", keys(50, "old"))]);
    const before = await entriesOf("it");
    const glossaryBefore = await glossaryOf("it");
    async function* failing() {
      yield [makeEntry("it", "new_1")];
      yield [makeEntry("it", "new_2")];
      throw new Error("disk on fire");
    }
    await expect(
      importGlossary(database.db, { language: "it", source: "upload", sourceHash: "x", batches: failing() }),
    ).rejects.toThrow("disk on fire");
    expect(await entriesOf("it")).toEqual(before);
    expect(await glossaryOf("it")).toEqual(glossaryBefore);
  });

  it("rolls back when a batch breaks a constraint", async () => {
    const before = await entriesOf("it");
    const batches = inBatches([makeEntry("it", "fine"), makeEntry("it", "broken", { word: null as unknown as string })], 1);
    await expect(importGlossary(database.db, { language: "it", source: "upload", sourceHash: "y", batches })).rejects.toThrow();
    expect(await entriesOf("it")).toEqual(before);
  });

  it("seeds missing predefined glossaries, re-imports changed ones and leaves uploads alone", async () => {
    const contentDir = tempDir();
    const write = (code: string, words: string[]) =>
      fs.writeFileSync(path.join(contentDir, `${code}.json`), JSON.stringify(makeGlossary(code as "en", words)));
    for (const code of PREDEFINED_GLOSSARY_LANGUAGES) write(code, ["hello", "water"]);

    const first = await seedGlossaries(database.db, contentDir);
    // es, fr and it were uploaded by the tests above and are not overwritten.
    expect(first.map((s) => s.code).sort()).toEqual(PREDEFINED_GLOSSARY_LANGUAGES.filter((c) => !["es", "fr", "it"].includes(c)).sort());
    expect(await seedGlossaries(database.db, contentDir)).toEqual([]);

    write("ja", ["hello", "water", "tea"]);
    expect(await seedGlossaries(database.db, contentDir)).toEqual([{ code: "ja", wordCount: 3 }]);
    expect((await glossaryOf("es")).word_count).toBe(3);
    const languages = await database.db.selectFrom("languages").select("code").execute();
    expect(languages.length).toBeGreaterThanOrEqual(13);
  });
});
