import type { LanguageReport } from "./check.js";

/** One row of numbers per language, shared by the text and Markdown reports. */
export interface SummaryRow {
  code: string;
  entries: number;
  strict: string;
  phonetic: string;
  words: string;
  tokens: string;
  romanization: string;
  duplicateWords: string;
  duplicateExamples: number;
}

const pct = (p: number) => `${p}%`;

export function summaryRow(l: LanguageReport): SummaryRow {
  const spelling = l.spelling && "checker" in l.spelling ? l.spelling : undefined;
  return {
    code: l.code,
    entries: l.counts.entries,
    strict: l.failures.length ? `FAIL (${l.failures.length})` : "ok",
    phonetic: l.counts.entries ? pct(l.phonetic.percent) : "–",
    words: spelling ? pct(spelling.words.percent) : "–",
    tokens: spelling ? pct(spelling.tokens.percent) : "–",
    romanization: l.romanization ? pct(l.romanization.percent) : "–",
    duplicateWords: pct(l.duplicates.wordPercent),
    duplicateExamples: l.duplicates.examples.length,
  };
}

export const SUMMARY_HEADERS = [
  "lang", "entries", "strict", "phonetic form", "word spelling", "example tokens", "romanization", "dup. words", "dup. examples",
];

export const summaryCells = (r: SummaryRow): string[] => [
  r.code, String(r.entries), r.strict, r.phonetic, r.words, r.tokens, r.romanization, r.duplicateWords, String(r.duplicateExamples),
];

/** At most `limit` items (0 = all) and a note of how many were left out. */
export function capped<T>(items: readonly T[], limit: number): { shown: readonly T[]; more: number } {
  if (limit <= 0 || items.length <= limit) return { shown: items, more: 0 };
  return { shown: items.slice(0, limit), more: items.length - limit };
}

export function spellingLine(l: LanguageReport): string {
  if (!l.spelling) return `not run (${l.slowChecksSkipped ?? "no checker"})`;
  if ("skipped" in l.spelling) return l.spelling.skipped;
  const { words, tokens, checker } = l.spelling;
  return `${checker}: words ${words.percent}% (${words.ok}/${words.checked}), example tokens ${tokens.percent}% (${tokens.ok}/${tokens.checked})`;
}

export function countsLine(record: Record<string, number>): string {
  return Object.entries(record)
    .map(([k, n]) => `${k} ${n}`)
    .join(" · ");
}
