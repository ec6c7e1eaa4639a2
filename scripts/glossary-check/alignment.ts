import { WORD_KEY_PATTERN } from "../../src/shared/glossary-file.js";
import { CATEGORIES, DIFFICULTIES, str, type Concept, type Finding, type LooseEntry } from "./model.js";

const categories: ReadonlySet<string> = new Set(CATEGORIES);
const difficulties: ReadonlySet<string> = new Set(DIFFICULTIES);

/** concepts.json is the reference for every language, so its own mistakes are reported first. */
export function checkConcepts(concepts: readonly Concept[]): Finding[] {
  const failures: Finding[] = [];
  const seen = new Set<string>();
  concepts.forEach((c, i) => {
    const key = typeof c?.key === "string" ? c.key : "";
    const at = key || `concepts[${i}]`;
    if (!WORD_KEY_PATTERN.test(key)) failures.push({ key: at, message: `${at}: key is not a valid word key` });
    if (seen.has(key)) failures.push({ key, message: `${key}: duplicate key in concepts.json` });
    seen.add(key);
    if (!str(c?.en).trim()) failures.push({ key: at, message: `${at}: English word is blank` });
    if (!categories.has(str(c?.category)))
      failures.push({ key: at, message: `${at}: category ${JSON.stringify(c?.category)} is not in the closed list` });
    if (!difficulties.has(str(c?.difficulty)))
      failures.push({ key: at, message: `${at}: difficulty ${JSON.stringify(c?.difficulty)} is not easy, medium or hard` });
  });
  return failures;
}

/**
 * Every concept key in every file, nothing else, with the concept's category and
 * difficulty. Order is only a warning: the importer does not depend on it.
 */
export function checkAlignment(
  entries: readonly LooseEntry[],
  concepts: readonly Concept[],
): { failures: Finding[]; warnings: Finding[] } {
  const failures: Finding[] = [];
  const warnings: Finding[] = [];
  const byKey = new Map(concepts.map((c) => [c.key, c]));
  const present = new Set<string>();

  entries.forEach((entry, index) => {
    const key = str(entry.key);
    if (!key) return; // the schema check already reports a missing key
    present.add(key);
    const category = str(entry.category);
    if (category && !categories.has(category))
      failures.push({ key, message: `${key}: category "${category}" is not in the closed list of 24` });
    const concept = byKey.get(key);
    if (!concept) {
      failures.push({ key, message: `${key}: key is not in concepts.json (entries[${index}])` });
      return;
    }
    if (category !== concept.category)
      failures.push({ key, message: `${key}: category "${category}" differs from the concept's "${concept.category}"` });
    const difficulty = str(entry.difficulty);
    if (difficulty !== concept.difficulty)
      failures.push({
        key,
        message: `${key}: difficulty "${difficulty}" differs from the concept's "${concept.difficulty}"`,
      });
  });

  for (const concept of concepts)
    if (!present.has(concept.key)) failures.push({ key: concept.key, message: `${concept.key}: key is missing` });

  const order = firstOrderDifference(entries.map((e) => str(e.key)), concepts.map((c) => c.key));
  if (order) warnings.push(order);
  return { failures, warnings };
}

/** Compares the shared keys only, so a missing key is not also reported as an order problem. */
function firstOrderDifference(keys: string[], conceptKeys: string[]): Finding | undefined {
  const inFile = new Set(keys);
  const inConcepts = new Set(conceptKeys);
  const a = keys.filter((k) => inConcepts.has(k));
  const b = conceptKeys.filter((k) => inFile.has(k));
  const i = a.findIndex((k, n) => k !== b[n]);
  if (i < 0) return undefined;
  return {
    key: a[i],
    message: `${a[i]}: order differs from concepts.json (expected "${b[i]}" at this position)`,
  };
}
