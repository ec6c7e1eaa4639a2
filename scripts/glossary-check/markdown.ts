import type { Report } from "./check.js";
import { capped, spellingLine, SUMMARY_HEADERS, summaryCells, summaryRow } from "./summary.js";

const escape = (s: string) => s.replace(/\|/g, "\\|").replace(/\*/g, "\\*");

/** A report section for docs/glossary-content.md: the summary table and the flagged items per language. */
export function markdownReport(report: Report, limit: number): string {
  const out: string[] = [];
  out.push(`## Verification report`, "");
  out.push(
    `\`npm run glossary:check\`, ${new Date().toISOString().slice(0, 10)}: ${report.concepts.count} concepts, ` +
      `strict checks ${report.failed ? "**failed**" : "passed"}. Percentages are of entries (phonetic form, word ` +
      `spelling, romanization) or of example word tokens; only schema, alignment and field rules are strict.`,
    "",
  );
  out.push(
    "Checkers: spelling with nspell and the npm `dictionary-xx` packages (en, es, fr, ru, vi); it and sv with " +
      "Debian's hunspell (`apt-get install hunspell hunspell-it hunspell-sv`), because nspell never finishes " +
      "loading dictionary-it and accepts any string with dictionary-sv's compound rules; no offline checker for " +
      "th, zh, ja, ko. Romanization against pinyin-pro (zh), kuroshiro + kuromoji (ja) and es-hangul (ko).",
    "",
  );
  out.push(`| ${SUMMARY_HEADERS.join(" | ")} |`, `|${SUMMARY_HEADERS.map(() => "---").join("|")}|`);
  for (const l of report.languages) out.push(`| ${summaryCells(summaryRow(l)).join(" | ")} |`);
  out.push("");
  for (const l of report.languages) {
    out.push(`### ${l.code} ${l.name}`, "");
    out.push(`- phonetic form (${l.phonetic.system}): ${l.phonetic.percent}%`);
    out.push(`- spelling: ${escape(spellingLine(l))}`);
    if (l.spelling && "checker" in l.spelling && l.spelling.tokens.unknown.length) {
      const { shown, more } = capped(l.spelling.tokens.unknown, limit);
      const tokens = shown.map((u) => `${u.token} ×${u.count}`).join(", ");
      out.push(`- unknown example tokens: ${escape(tokens)}${more ? ` … and ${more} more` : ""}`);
    }
    if (l.romanization) out.push(`- romanization against ${escape(l.romanization.reference)}: ${l.romanization.percent}%`);
    const items: string[] = [
      ...l.failures.map((f) => `strict: ${f.message}`),
      ...l.phonetic.flagged.map((f) => `phonetic: ${f.message}`),
      ...(l.spelling && "checker" in l.spelling ? l.spelling.words.flagged.map((f) => `spelling: ${f.message}`) : []),
      ...(l.romanization?.mismatches ?? []).map((m) => `romanization: ${m.key}: ${m.word} "${m.phonetic}", reference "${m.expected}"`),
      ...l.duplicates.words.map((g) => `same word: "${g.text}" = ${g.keys.join(", ")}`),
    ];
    const { shown, more } = capped(items, limit);
    for (const item of shown) out.push(`- ${escape(item)}`);
    if (more) out.push(`- … and ${more} more`);
    out.push("");
  }
  return out.join("\n");
}
