// Benchmark: POST /api/random-word against GET /healthz in the same run, on
// glossaries of 1,000 and 1,000,000 concepts. Targets (bench/README.md):
// random-word ≥ 60% of /healthz throughput; p50 at 1M within 1.3× of p50 at 1k.
//   npm run bench:random-word [-- --seconds 8 --connections 10]
import autocannon from "autocannon";
import { parseArgs } from "node:util";
import { connectDatabase } from "../src/server/db/connect.js";
import { migrateToLatest } from "../src/server/db/migrations.js";
import { importGlossary, IMPORT_BATCH_SIZE } from "../src/server/features/glossaries/import.js";
import type { GlossaryEntry } from "../src/shared/glossary-file.js";
import type { LanguageCode } from "../src/shared/languages.js";
import { tempDir } from "../test/support/databases.js";
import { startServer } from "../test/support/server-process.js";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "8" }, connections: { type: "string", default: "10" } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

async function* generated(language: LanguageCode, concepts: number): AsyncGenerator<GlossaryEntry[]> {
  for (let start = 0; start < concepts; start += IMPORT_BATCH_SIZE) {
    const batch: GlossaryEntry[] = [];
    for (let i = start; i < Math.min(concepts, start + IMPORT_BATCH_SIZE); i++) {
      batch.push({
        key: `concept_${i}`,
        word: `${language} word ${i}`,
        phonetic: `/wɜːd ${i}/`,
        category: "basics",
        difficulty: "easy",
        examples: [`An example with *word ${i}*. (Translation.)`, `Another *word ${i}* here. (Translation.)`],
      });
    }
    yield batch;
  }
}

async function makeDatabase(concepts: number): Promise<string> {
  const url = `${tempDir("polyglot-bench-")}/bench.db`;
  const handle = connectDatabase(url);
  await migrateToLatest(handle.db, handle.dialect);
  const started = Date.now();
  for (const language of ["en", "es"] as const) {
    await importGlossary(handle.db, { language, source: "upload", sourceHash: "bench", batches: generated(language, concepts) });
  }
  console.log(`  generated ${concepts.toLocaleString("en")} concepts × 2 languages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
  return url;
}

interface Figures { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(url: string, init: { method?: "GET" | "POST"; body?: string }): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    method: init.method ?? "GET",
    body: init.body,
    headers: init.body ? { "content-type": "application/json" } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const FLASH = JSON.stringify({ mainLanguage: "en", translationLanguages: ["es"] });
const rows: Record<string, Figures> = {};
for (const concepts of [1_000, 1_000_000]) {
  console.log(`Glossary of ${concepts.toLocaleString("en")} concepts:`);
  const databaseUrl = await makeDatabase(concepts);
  const server = await startServer({
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDir("polyglot-bench-data-"),
    FLASH_QUOTA_ANON: "1000000000",
  });
  try {
    await load(`${server.url}/healthz`, {}); // warm-up is the first second of each run; run healthz twice
    rows[`healthz @${concepts}`] = await load(`${server.url}/healthz`, {});
    rows[`random-word @${concepts}`] = await load(`${server.url}/api/random-word`, { method: "POST", body: FLASH });
  } finally {
    await server.stop();
  }
}

console.log(`\n${connections} connections, ${duration} s per run, server in its own process\n`);
console.log("| run | req/s | p50 ms | p99 ms | errors | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const [name, f] of Object.entries(rows)) {
  console.log(`| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.non2xx} |`);
}
const ratio = (a: number, b: number) => (b === 0 ? NaN : a / b);
const small = rows["random-word @1000"]!;
const large = rows["random-word @1000000"]!;
const throughputSmall = ratio(small.rps, rows["healthz @1000"]!.rps);
const throughputLarge = ratio(large.rps, rows["healthz @1000000"]!.rps);
const p50Growth = ratio(large.p50, small.p50);
console.log(`\nrandom-word / healthz throughput: ${(throughputSmall * 100).toFixed(0)}% at 1k, ${(throughputLarge * 100).toFixed(0)}% at 1M (target ≥ 60%)`);
console.log(`p50 at 1M / p50 at 1k: ${p50Growth.toFixed(2)}× (target ≤ 1.3×)`);
