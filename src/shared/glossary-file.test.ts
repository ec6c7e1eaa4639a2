import { describe, expect, it } from "vitest";
import { formatJsonPath, validateGlossary } from "./glossary-file.js";

const entry = (over: Record<string, unknown> = {}) => ({
  key: "apple",
  word: "la manzana",
  phonetic: "/maŋˈθana/",
  category: "food",
  difficulty: "easy",
  examples: ["Una *manzana*. (An apple.)"],
  ...over,
});
const file = (entries: unknown[], over: Record<string, unknown> = {}) => ({
  format: "polyglot-glossary",
  version: 1,
  language: "es",
  entries,
  ...over,
});
const problems = (raw: unknown) => {
  const result = validateGlossary(raw);
  return result.ok ? [] : result.problems.map((p) => `${formatJsonPath(p.path)}: ${p.message}`);
};

describe("glossary validation", () => {
  it("accepts a valid file", () => {
    expect(validateGlossary(file([entry(), entry({ key: "bank_money", gloss: "bank (money)" })])).ok).toBe(true);
  });

  it.each([
    [file([entry()], { format: "other" }), 'format: format must be "polyglot-glossary"'],
    [file([entry()], { version: 2 }), "version: version must be 1"],
    [file([entry()], { language: "xx" }), 'language: unknown language "xx"'],
    [file([]), "entries: entries must hold at least one entry"],
    [file([entry({ key: "Apple Pie" })]), "entries[0].key: key must be lowercase letters and digits"],
    [file([entry({ key: "a".repeat(65) })]), "entries[0].key: key is longer than 64 characters"],
    [file([entry({ word: "  " })]), "entries[0].word: word must not be empty"],
    [file([entry({ word: "x".repeat(101) })]), "entries[0].word: word is longer than 100 characters"],
    [file([entry({ difficulty: "hardest" })]), 'entries[0].difficulty: difficulty must be easy, medium or hard, not "hardest"'],
    [file([entry({ examples: [] })]), "entries[0].examples: examples must hold at least one example"],
    [file([entry({ examples: ["ok", 3] })]), "entries[0].examples[1]: example must be a string"],
    [file([entry({ examples: ["y".repeat(501)] })]), "entries[0].examples[0]: example is longer than 500 characters"],
    [file([entry({ colour: "red" })]), 'entries[0]: Unrecognized key: "colour"'],
    [file([entry(), entry()]), 'entries[1].key: duplicate word key "apple" (first used at entries[0])'],
  ])("reports %#", (raw, expected) => {
    expect(problems(raw).join("\n")).toContain(expected);
  });

  it("reports every problem at once, duplicates included, in entry order", () => {
    const found = problems(file([entry({ word: "" }), entry({ difficulty: "x" }), entry()]));
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/^entries\[0\]\.word/);
    expect(found.filter((p) => p.includes("duplicate"))).toHaveLength(2);
  });

  it("formats JSON paths the way a reader writes them", () => {
    expect(formatJsonPath(["entries", 3, "examples", 0])).toBe("entries[3].examples[0]");
    expect(formatJsonPath([])).toBe("");
  });
});
