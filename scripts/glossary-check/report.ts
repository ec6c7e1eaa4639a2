import path from "node:path";
import type { LanguageReport, Report } from "./check.js";
import { capped, countsLine, spellingLine, SUMMARY_HEADERS, summaryCells, summaryRow } from "./summary.js";

/** The human-readable report: one block per language, then a summary table. */
export function textLanguage(l: LanguageReport, limit: number): string {
  const out: string[] = [];
  const list = (title: string, items: readonly string[]) => {
    if (items.length === 0) return;
    const { shown, more } = capped(items, limit);
    out.push(`  ${title} (${items.length}):`);
    for (const item of shown) out.push(`      ${item}`);
    if (more) out.push(`      … ${more} more (--all or --json for every item)`);
  };
  const status = l.failures.length ? `FAIL (${l.failures.length} strict failures)` : "ok";
  out.push(`━━ ${l.code} ${l.name} — ${status}   ${path.relative(process.cwd(), l.file)}   [${l.seconds} s]`);
  out.push(`  entries      ${l.counts.entries}   difficulty: ${countsLine(l.counts.byDifficulty)}`);
  out.push(`  categories   ${countsLine(l.counts.byCategory)}`);
  list("✗ strict failures", l.failures.map((f) => f.message));
  list("! warnings", l.warnings.map((f) => f.message));
  out.push(`  duplicates   words ${l.duplicates.wordPercent}% of entries, identical examples ${l.duplicates.examples.length}`);
  list("same word", l.duplicates.words.map((g) => `"${g.text}" = ${g.keys.join(", ")}`));
  list("same example", l.duplicates.examples.map((g) => `"${g.text}" in ${g.keys.join(", ")}`));
  out.push(`  phonetic     ${l.phonetic.system}: ${l.phonetic.percent}% (${l.phonetic.ok}/${l.phonetic.checked})`);
  list("phonetic flagged", l.phonetic.flagged.map((f) => f.message));
  out.push(`  spelling     ${spellingLine(l)}`);
  if (l.spelling && "checker" in l.spelling) {
    list("unknown words", l.spelling.words.flagged.map((f) => f.message));
    list("unknown example tokens", l.spelling.tokens.unknown.map((u) => `${u.token} ×${u.count} (${u.keys.join(", ")})`));
  }
  if (l.romanization) {
    const r = l.romanization;
    out.push(`  romanization ${r.reference}: ${r.percent}% (${r.ok}/${r.checked})`);
    list("mismatches", r.mismatches.map((m) => `${m.key}: ${m.word} "${m.phonetic}" — reference "${m.expected}"`));
  }
  return out.join("\n");
}

export function textSummary(report: Report, limit: number): string {
  const out: string[] = [];
  out.push(`concepts.json: ${report.concepts.count} concepts`);
  for (const f of capped(report.concepts.failures, limit).shown) out.push(`  ✗ ${f.message}`);
  const rows = [SUMMARY_HEADERS, ...report.languages.map((l) => summaryCells(summaryRow(l)))];
  const widths = SUMMARY_HEADERS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) out.push(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd());
  out.push(`${report.failed ? "FAIL" : "OK"}: strict checks ${report.failed ? "failed" : "passed"} in ${report.seconds} s`);
  return out.join("\n");
}
