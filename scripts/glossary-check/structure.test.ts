import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../src/shared/languages.js";
import { checkConcepts } from "./alignment.js";
import { ALL_LANGUAGES, contentRoot, loadConcepts, loadGlossary } from "./load.js";
import type { LoadedGlossary, LooseEntry } from "./model.js";
import { checkStructure } from "./structure.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = contentRoot(path.join(here, "fixtures", "good"));
const badFixtures = contentRoot(path.join(here, "fixtures", "bad"));
const content = contentRoot(path.join(here, "..", "..", "content"));

const messages = (g: LoadedGlossary, concepts: Parameters<typeof checkStructure>[1]) =>
  checkStructure(g, concepts).failures.map((f) => f.message);

/** A copy of the good Spanish fixture with one entry changed. */
async function spanishWith(change: (entries: LooseEntry[]) => void): Promise<LoadedGlossary> {
  const good = await loadGlossary(fixtures, "es");
  const raw = structuredClone(good.raw) as { entries: LooseEntry[] };
  change(raw.entries);
  return { ...good, raw, entries: raw.entries };
}

const entry = (entries: LooseEntry[], key: string) => entries.find((e) => e.key === key)!;

describe("structural checks on the fixtures", async () => {
  const { concepts } = await loadConcepts(fixtures);

  it.each(ALL_LANGUAGES)("the good %s fixture passes", async (code: LanguageCode) => {
    expect(messages(await loadGlossary(fixtures, code), concepts)).toEqual([]);
  });

  it("the fixture concept list passes", () => {
    expect(checkConcepts(concepts)).toEqual([]);
  });

  it("fails a missing key", async () => {
    const g = await spanishWith((entries) => entries.splice(entries.findIndex((e) => e.key === "red"), 1));
    expect(messages(g, concepts)).toEqual(["red: key is missing"]);
  });

  it("fails a key that is not a concept", async () => {
    const g = await spanishWith((entries) => (entry(entries, "red").key = "crimson"));
    expect(messages(g, concepts)).toEqual(
      expect.arrayContaining(["crimson: key is not in concepts.json (entries[3])", "red: key is missing"]),
    );
  });

  it("fails a wrong category and a wrong difficulty", async () => {
    const g = await spanishWith((entries) => {
      entry(entries, "apple").category = "fruit";
      entry(entries, "eat").difficulty = "hard";
    });
    expect(messages(g, concepts)).toEqual([
      'apple: category "fruit" is not in the closed list of 24',
      'apple: category "fruit" differs from the concept\'s "food"',
      'eat: difficulty "hard" differs from the concept\'s "easy"',
    ]);
  });

  it("fails a category of the closed list that is not the concept's", async () => {
    const g = await spanishWith((entries) => (entry(entries, "apple").category = "nature"));
    expect(messages(g, concepts)).toEqual(['apple: category "nature" differs from the concept\'s "food"']);
  });

  it("fails an example without emphasis", async () => {
    const g = await spanishWith((entries) => {
      (entry(entries, "water").examples as string[])[0] = "El agua está fría. (The water is cold.)";
    });
    expect(messages(g, concepts)).toEqual(["water: example 1 has no *emphasis*"]);
  });

  it("fails empty emphasis and an unpaired asterisk", async () => {
    const g = await spanishWith((entries) => {
      (entry(entries, "water").examples as string[])[0] = "El ** está frío. (It is cold.)";
      (entry(entries, "water").examples as string[])[1] = "El *agua* está *fría. (The water is cold.)";
    });
    expect(messages(g, concepts)).toEqual(["water: example 1 has no *emphasis*", "water: example 2 has an unpaired *"]);
  });

  it("fails a missing translation parenthetical", async () => {
    const g = await spanishWith((entries) => {
      (entry(entries, "bank_money").examples as string[])[1] = "Necesito ir al *banco* hoy.";
    });
    expect(messages(g, concepts)).toEqual(["bank_money: example 2 has no trailing (English translation)"]);
  });

  it("does not ask English examples for a translation", async () => {
    const en = await loadGlossary(fixtures, "en");
    expect((en.entries[0]!.examples as string[])[0]).not.toMatch(/\)$/);
    expect(messages(en, concepts)).toEqual([]);
  });

  it("fails a translation that is not English", async () => {
    const zh = await loadGlossary(fixtures, "zh");
    (zh.entries[0]!.examples as string[])[0] = "这个*苹果*很甜。(这个苹果很甜。)";
    expect(messages(zh, concepts)).toEqual(['apple: example 1 translation "(这个苹果很甜。)" is not English']);
  });

  it("fails fewer than two examples and a blank phonetic", async () => {
    const g = await spanishWith((entries) => {
      entry(entries, "red").examples = ["Lleva un vestido *rojo*. (She is wearing a red dress.)"];
      entry(entries, "red").phonetic = " ";
    });
    expect(messages(g, concepts)).toEqual(["red: phonetic is blank", "red: has 1 example(s), needs at least 2"]);
  });

  it("reports schema problems with their path and key", async () => {
    const g = await spanishWith((entries) => Object.assign(entry(entries, "eat"), { note: "extra" }));
    expect(messages(g, concepts)).toEqual([expect.stringMatching(/^entries\[4\] \(eat\): .*note/)]);
  });

  it("fails a file whose language is not its name", async () => {
    const g = await spanishWith(() => undefined);
    (g.raw as { language: string }).language = "it";
    expect(messages(g, concepts)).toEqual(['language is "it" but the file is es.json']);
  });

  it("fails a missing file", async () => {
    expect(messages(await loadGlossary(badFixtures, "fr"), concepts)).toEqual([
      expect.stringMatching(/fr\.json is missing/),
    ]);
  });

  it("only warns about order", async () => {
    const g = await spanishWith((entries) => entries.reverse());
    const result = checkStructure(g, concepts);
    expect(result.failures).toEqual([]);
    expect(result.warnings.map((w) => w.message)).toEqual([
      'eat: order differs from concepts.json (expected "apple" at this position)',
    ]);
  });

  it("finds every problem of the bad fixture file, each naming its key", async () => {
    expect(messages(await loadGlossary(badFixtures, "es"), concepts)).toEqual([
      'apple: category "fruit" is not in the closed list of 24',
      'apple: category "fruit" differs from the concept\'s "food"',
      "red: key is missing",
      "water: example 1 has no *emphasis*",
      "bank_money: example 2 has no trailing (English translation)",
    ]);
  });

  it("checks the concept list itself", () => {
    const broken = [
      { ...concepts[0]!, category: "fruit" },
      { ...concepts[1]!, key: concepts[0]!.key },
    ];
    expect(checkConcepts(broken).map((f) => f.message)).toEqual([
      'apple: category "fruit" is not in the closed list',
      "apple: duplicate key in concepts.json",
    ]);
  });
});

describe("structural checks on the real content", async () => {
  const loaded = await loadConcepts(content);

  it("content/concepts.json is readable and valid", () => {
    expect(loaded.problem).toBeUndefined();
    expect(checkConcepts(loaded.concepts).map((f) => f.message)).toEqual([]);
  });

  it.each(ALL_LANGUAGES)("content/glossaries/%s.json has no strict failures", async (code: LanguageCode) => {
    expect(messages(await loadGlossary(content, code), loaded.concepts)).toEqual([]);
  });
});
