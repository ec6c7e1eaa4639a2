import type { LanguageCode } from "../../src/shared/languages.js";
import { spellCheckerFor } from "./checkers.js";
import { examplesOf, keyOf, percent, str, type Finding, type LooseEntry } from "./model.js";
import { exampleTokens, hyphenParts, wordTokens } from "./tokens.js";

export interface UnknownToken {
  token: string;
  count: number;
  keys: string[];
}

export type SpellingResult =
  | { skipped: string }
  | {
      checker: string;
      words: { checked: number; ok: number; percent: number; flagged: Finding[] };
      tokens: { checked: number; ok: number; percent: number; unknown: UnknownToken[] };
    };

export async function checkSpelling(code: LanguageCode, entries: readonly LooseEntry[]): Promise<SpellingResult> {
  const checker = await spellCheckerFor(code);
  if (typeof checker === "string") return { skipped: checker };

  const perEntry = entries.map((entry, index) => ({
    key: keyOf(entry, index),
    word: str(entry.word),
    wordTokens: wordTokens(code, str(entry.word)),
    exampleTokens: examplesOf(entry).flatMap((e) => exampleTokens(code, e)),
  }));
  // Each distinct word (and its hyphen parts) is checked once.
  const distinct = new Set<string>();
  for (const e of perEntry)
    for (const t of [...e.wordTokens, ...e.exampleTokens]) [t, ...hyphenParts(t)].forEach((w) => distinct.add(w));
  const known = checker.check([...distinct]);
  const ok = (t: string) => known.get(t) === true || (hyphenParts(t).length > 0 && hyphenParts(t).every((p) => known.get(p)));

  const flagged: Finding[] = [];
  const unknown = new Map<string, UnknownToken>();
  let tokensChecked = 0;
  let tokensOk = 0;
  for (const e of perEntry) {
    const bad = e.wordTokens.filter((t) => !ok(t));
    if (bad.length) flagged.push({ key: e.key, message: `${e.key}: "${e.word}" — unknown: ${bad.join(", ")}` });
    for (const t of e.exampleTokens) {
      tokensChecked++;
      if (ok(t)) {
        tokensOk++;
        continue;
      }
      const u = unknown.get(t) ?? { token: t, count: 0, keys: [] };
      u.count++;
      if (!u.keys.includes(e.key)) u.keys.push(e.key);
      unknown.set(t, u);
    }
  }
  const wordsOk = entries.length - flagged.length;
  return {
    checker: checker.name,
    words: { checked: entries.length, ok: wordsOk, percent: percent(wordsOk, entries.length), flagged },
    tokens: {
      checked: tokensChecked,
      ok: tokensOk,
      percent: percent(tokensOk, tokensChecked),
      unknown: [...unknown.values()].sort((a, b) => b.count - a.count || a.token.localeCompare(b.token)),
    },
  };
}
