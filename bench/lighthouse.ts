// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× CPU slowdown) on `/`
// of a production server in its own process, with Debian's Chromium.
// Bars (bench/README.md): performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95.
//   npm run bench:lighthouse [-- --runs 3 --path /]
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium.js";
import { tempDir } from "../test/support/databases.js";
import { startServer } from "../test/support/server-process.js";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, path: { type: "string", default: "/" } } });
const runs = Number(values.runs);

const BARS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 95 } as const;
type Category = keyof typeof BARS;

const root = path.resolve(import.meta.dirname, "..");
execFileSync(process.execPath, ["scripts/ensure-client-build.mjs"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });

const server = await startServer({ NODE_ENV: "production", DATA_DIR: tempDir("polyglot-lighthouse-") });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
  userDataDir: tempDir("polyglot-lighthouse-profile-"),
});
const results: { scores: Record<Category, number>; metrics: Record<string, string>; failing: string[] }[] = [];
try {
  const url = new URL(values.path, server.url).toString();
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error("Lighthouse returned no result");
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      (Object.keys(BARS) as Category[]).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(
      ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"].map(
        (id) => [id, audits[id]?.displayValue ?? "?"],
      ),
    );
    // Every scored audit below full marks, so a lost point names its cause.
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]!))
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`);
    results.push({ scores, metrics, failing: [...new Set(failing)] });
    console.log(`run ${run}: ${JSON.stringify(scores)} ${JSON.stringify(metrics)}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
console.log(`\nLighthouse ${values.path} (mobile preset), median of ${runs} runs:\n`);
console.log("| category | score | bar |");
console.log("|---|---:|---:|");
for (const id of Object.keys(BARS) as Category[]) {
  const score = median(results.map((r) => r.scores[id]));
  console.log(`| ${id} | ${score} | ${id === "performance" || id === "seo" ? "≥ " : ""}${BARS[id]}${score < BARS[id] ? " (missed)" : ""} |`);
}
const last = results.at(-1)!;
console.log(`\nLast run: ${Object.entries(last.metrics).map(([k, v]) => `${k} ${v}`).join(", ")}`);
if (last.failing.length) console.log(`Audits below full marks in the last run:\n  ${last.failing.join("\n  ")}`);
