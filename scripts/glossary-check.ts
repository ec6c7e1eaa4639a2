/**
 * Offline verifier of the predefined glossaries (docs/glossary-content.md).
 * Exits non-zero only when a strict check fails (schema, alignment, fields);
 * spelling, phonetic form, romanization and duplicates are reported as
 * percentages with the flagged items.
 *
 *   npm run -s glossary:check -- [--json | --markdown] [--root DIR] [--lang es,fr] [--fast] [--all | --limit N]
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isLanguageCode, type LanguageCode } from "../src/shared/languages.js";
import { checkContent } from "./glossary-check/check.js";
import { ALL_LANGUAGES, contentRoot } from "./glossary-check/load.js";
import { markdownReport } from "./glossary-check/markdown.js";
import { textLanguage, textSummary } from "./glossary-check/report.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    markdown: { type: "boolean", default: false },
    root: { type: "string", default: path.join(repo, "content") },
    lang: { type: "string" },
    fast: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
    limit: { type: "string", default: "20" },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log(`usage: npm run glossary:check -- [--json | --markdown] [--root DIR] [--lang es,fr] [--fast] [--all | --limit N]
  --root DIR   a folder with concepts.json and glossaries/<code>.json (default: content/)
  --lang       only these languages (default: ${ALL_LANGUAGES.join(",")})
  --fast       strict checks, counts, duplicates and phonetic form only (no spelling, no romanization)
  --all        list every flagged item (default: the first ${values.limit} of each list)
  (use npm run -s for --json or --markdown output without npm's banner)`);
  process.exit(0);
}

const languages = values.lang ? values.lang.split(",").map((s) => s.trim()) : [...ALL_LANGUAGES];
const unknown = languages.filter((code) => !isLanguageCode(code));
if (unknown.length) {
  console.error(`unknown language code(s): ${unknown.join(", ")}`);
  process.exit(2);
}
const limit = values.all ? 0 : Number.parseInt(values.limit, 10) || 0;
const quiet = values.json || values.markdown;

const report = await checkContent(contentRoot(path.resolve(values.root)), {
  languages: languages as LanguageCode[],
  fast: values.fast,
  // The text report is printed as each language finishes: a full run takes a while.
  onLanguage: quiet ? undefined : (l) => console.log(`${textLanguage(l, limit)}\n`),
});

if (values.json) console.log(JSON.stringify(report, null, 2));
else if (values.markdown) console.log(markdownReport(report, limit));
else console.log(textSummary(report, limit));
process.exitCode = report.failed ? 1 : 0;
