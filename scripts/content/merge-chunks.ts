// Authoring tool: merges translator chunks (.content-work/<lang>/*.json, each an
// array of {key, word, phonetic, examples}) into content/glossaries/<lang>.json,
// taking category and difficulty from content/concepts.json so they agree in
// every language, in concept order. Prints what is missing or malformed.
//   npx tsx scripts/content/merge-chunks.ts <lang>
import fs from "node:fs";
import path from "node:path";
import { validateGlossary, formatJsonPath, type GlossaryEntry } from "../../src/shared/glossary-file.js";
import { isLanguageCode } from "../../src/shared/languages.js";

interface Concept { key: string; category: string; difficulty: GlossaryEntry["difficulty"] }
interface Chunk { key: string; word: string; phonetic: string; examples: string[]; gloss?: string }

const root = path.resolve(import.meta.dirname, "../..");
const lang = process.argv[2] ?? "";
if (!isLanguageCode(lang)) throw new Error(`usage: merge-chunks.ts <language code>, not "${lang}"`);

const concepts: Concept[] = JSON.parse(fs.readFileSync(path.join(root, "content/concepts.json"), "utf8"));
const chunkDir = path.join(root, ".content-work", lang);
const byKey = new Map<string, Chunk>();
const problems: string[] = [];
for (const name of fs.readdirSync(chunkDir).filter((n) => n.endsWith(".json")).sort()) {
  let items: Chunk[];
  try {
    items = JSON.parse(fs.readFileSync(path.join(chunkDir, name), "utf8"));
  } catch (error) {
    problems.push(`${name}: not valid JSON (${(error as Error).message})`);
    continue;
  }
  for (const item of items) {
    if (byKey.has(item.key)) problems.push(`${name}: key ${item.key} written twice (the later one wins)`);
    byKey.set(item.key, item);
  }
}

const known = new Set(concepts.map((c) => c.key));
for (const key of byKey.keys()) if (!known.has(key)) problems.push(`unknown key ${key} (not in concepts.json)`);

const entries: GlossaryEntry[] = [];
const missing: string[] = [];
for (const concept of concepts) {
  const chunk = byKey.get(concept.key);
  if (!chunk) { missing.push(concept.key); continue; }
  const entry: GlossaryEntry = {
    key: concept.key, word: chunk.word, phonetic: chunk.phonetic,
    category: concept.category, difficulty: concept.difficulty, examples: chunk.examples,
  };
  if (chunk.gloss) entry.gloss = chunk.gloss;
  entries.push(entry);
  if (!Array.isArray(chunk.examples) || chunk.examples.length < 2) problems.push(`${concept.key}: fewer than 2 examples`);
  for (const example of chunk.examples ?? []) {
    if (!/\*[^*]+\*/.test(example)) problems.push(`${concept.key}: no *emphasis* in "${example}"`);
    if (lang !== "en" && !/\([^()]+\)\s*$/.test(example)) problems.push(`${concept.key}: no trailing (English translation) in "${example}"`);
  }
  if (!chunk.phonetic?.trim()) problems.push(`${concept.key}: empty phonetic`);
}

const file = { format: "polyglot-glossary", version: 1, language: lang, entries };
const result = validateGlossary(file);
if (!result.ok) for (const p of result.problems) problems.push(`${formatJsonPath(p.path)}: ${p.message}`);
fs.writeFileSync(path.join(root, "content/glossaries", `${lang}.json`), JSON.stringify(file, null, 2) + "\n");

console.log(`${lang}: ${entries.length} entries written to content/glossaries/${lang}.json; ${missing.length} concepts missing`);
if (missing.length) console.log(`first missing: ${missing.slice(0, 10).join(", ")}`);
console.log(problems.length ? `${problems.length} problems:\n  ${problems.slice(0, 60).join("\n  ")}` : "no problems");
