import { parseExample } from "../../src/shared/examples.js";
import type { LanguageCode } from "../../src/shared/languages.js";
import { examplesOf, keyOf, str, type Finding, type LooseEntry } from "./model.js";

const MIN_EXAMPLES = 2;
/** Scripts that must not appear in the English translation of a non-Latin-script language. */
const NON_LATIN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Cyrillic}]/u;

/**
 * The content rules the schema cannot express: two examples, emphasis, the
 * English translation, no blank field (phonetic included, unlike uploads).
 */
export function checkFields(code: LanguageCode, entries: readonly LooseEntry[]): Finding[] {
  const failures: Finding[] = [];
  entries.forEach((entry, index) => {
    const key = keyOf(entry, index);
    const fail = (message: string) => failures.push({ key, message: `${key}: ${message}` });
    for (const field of ["word", "phonetic", "category", "difficulty"] as const)
      if (!str(entry[field]).trim()) fail(`${field} is blank`);
    if (entry.gloss !== undefined && !str(entry.gloss).trim()) fail("gloss is blank");
    const examples = examplesOf(entry);
    if (examples.length < MIN_EXAMPLES) fail(`has ${examples.length} example(s), needs at least ${MIN_EXAMPLES}`);
    examples.forEach((example, n) => {
      for (const problem of exampleProblems(code, example)) fail(`example ${n + 1} ${problem}`);
    });
  });
  return failures;
}

export function exampleProblems(code: LanguageCode, example: string): string[] {
  const problems: string[] = [];
  if (!example.trim()) return ["is blank"];
  const parsed = parseExample(example);
  const body = parsed.segments.map((s) => s.text).join("");
  if (!parsed.segments.some((s) => s.emphasis && s.text.trim())) problems.push("has no *emphasis*");
  // An odd asterisk would be shown literally; the renderer only pairs them.
  if (((example.match(/\*/g) ?? []).length & 1) === 1) problems.push("has an unpaired *");
  if (code === "en") return problems;
  if (!parsed.translation) problems.push("has no trailing (English translation)");
  else if (!/[A-Za-z]/.test(parsed.translation) || NON_LATIN.test(parsed.translation))
    problems.push(`translation "(${parsed.translation})" is not English`);
  if (parsed.translation && !body.trim()) problems.push("has a translation but no sentence");
  return problems;
}
