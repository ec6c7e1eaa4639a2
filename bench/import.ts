// Benchmark: import a 100,000-entry glossary file through the upload path
// (streamed from disk, validated entry by entry, written in batches in one
// transaction) on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set, PostgreSQL. Prints entries/s and the peak RSS growth during the import.
// Targets (bench/README.md): ≥ 50,000 entries/s on SQLite, peak RSS growth ≤ 150 MB.
//   npm run bench:import [-- --entries 100000]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { connectDatabase } from "../src/server/db/connect.js";
import { migrateToLatest } from "../src/server/db/migrations.js";
import { importUploadedGlossary } from "../src/server/features/glossaries/upload.js";
import { createTestDatabase, tempDir } from "../test/support/databases.js";

const { values } = parseArgs({ options: { entries: { type: "string", default: "100000" } } });
const count = Number(values.entries);

function writeFile(): string {
  const file = path.join(tempDir("polyglot-bench-import-"), "glossary.json");
  const out = fs.openSync(file, "w");
  fs.writeSync(out, '{"format":"polyglot-glossary","version":1,"language":"es","entries":[\n');
  for (let i = 0; i < count; i++) {
    const entry = {
      key: `concept_${i}`,
      word: `la palabra ${i}`,
      phonetic: `/paˈlaβɾa ${i}/`,
      category: "basics",
      difficulty: ["easy", "medium", "hard"][i % 3],
      examples: [`Esta es la *palabra ${i}* de hoy. (This is word ${i} of the day.)`, `Repito la *palabra ${i}* dos veces. (I repeat word ${i} twice.)`],
    };
    fs.writeSync(out, (i ? ",\n" : "") + JSON.stringify(entry));
  }
  fs.writeSync(out, "\n]}\n");
  fs.closeSync(out);
  return file;
}

async function measure(label: string, url: string, file: string) {
  const handle = connectDatabase(url);
  await migrateToLatest(handle.db, handle.dialect);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const { wordCount } = await importUploadedGlossary(handle.db, fs.createReadStream(file, { highWaterMark: 64 * 1024 }), () => "bench");
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await handle.close();
  const row = { label, wordCount, seconds, rate: wordCount / seconds, growthMb: (peak - baseline) / 1024 / 1024 };
  console.log(`| ${label} | ${wordCount.toLocaleString("en")} | ${seconds.toFixed(2)} s | ${Math.round(row.rate).toLocaleString("en")} | ${row.growthMb.toFixed(0)} MB |`);
  return row;
}

const file = writeFile();
console.log(`File: ${count.toLocaleString("en")} entries, ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB\n`);
console.log("| database | entries | time | entries/s | peak RSS growth |");
console.log("|---|---:|---:|---:|---:|");
await measure("SQLite", path.join(tempDir("polyglot-bench-db-"), "bench.db"), file);
if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
  const database = await createTestDatabase("postgres");
  await measure("PostgreSQL", database.url, file);
  await database.destroy();
}
