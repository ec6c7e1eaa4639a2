import { parseExample } from "../../src/shared/examples.js";
import { examplesOf, keyOf, percent, str, type LooseEntry } from "./model.js";

export interface DuplicateGroup {
  text: string;
  keys: string[];
}

export interface DuplicatesResult {
  /** Share of entries whose word is also the word of another key (homonyms can be legitimate). */
  wordPercent: number;
  words: DuplicateGroup[];
  examples: DuplicateGroup[];
}

const normalise = (s: string) => s.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

/** The spoken sentence: emphasis and the translation do not make two examples different. */
const exampleBody = (example: string) =>
  normalise(parseExample(example).segments.map((s) => s.text).join(""));

export function findDuplicates(entries: readonly LooseEntry[]): DuplicatesResult {
  const words = new Map<string, string[]>();
  const examples = new Map<string, string[]>();
  entries.forEach((entry, index) => {
    const key = keyOf(entry, index);
    const word = normalise(str(entry.word));
    if (word) words.set(word, [...(words.get(word) ?? []), key]);
    for (const example of new Set(examplesOf(entry).map(exampleBody)))
      if (example) examples.set(example, [...(examples.get(example) ?? []), key]);
  });
  // An example repeated inside one entry counts as a duplicate too.
  entries.forEach((entry, index) => {
    const bodies = examplesOf(entry).map(exampleBody);
    if (new Set(bodies).size < bodies.length) {
      const repeated = bodies.find((b, i) => bodies.indexOf(b) !== i)!;
      examples.set(repeated, [...(examples.get(repeated) ?? []), keyOf(entry, index)]);
    }
  });
  const groups = (map: Map<string, string[]>) =>
    [...map].filter(([, keys]) => keys.length > 1).map(([text, keys]) => ({ text, keys }));
  const wordGroups = groups(words);
  const duplicated = wordGroups.reduce((n, g) => n + g.keys.length, 0);
  return {
    wordPercent: entries.length ? percent(duplicated, entries.length) : 0,
    words: wordGroups,
    examples: groups(examples),
  };
}
