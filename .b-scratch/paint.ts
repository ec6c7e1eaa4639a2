// Benchmark: from the Flash click to the new cards painted, measured in
// Chromium against a production server on localhost (bar: p95 ≤ 100 ms over
// 50 flashes; bench/README.md).
//   npm run bench:flash-paint [-- --flashes 50]
//
// The click's own event timestamp starts the clock; it stops in the first
// task after the frame that shows the new cards (a requestAnimationFrame
// callback, then a message posted from it, runs once that frame has painted).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { tempDir } from "../test/support/databases.js";
import { startServer } from "../test/support/server-process.js";

const { values } = parseArgs({ options: { flashes: { type: "string", default: "50" }, warmup: { type: "string", default: "5" } } });
const flashes = Number(values.flashes);
const warmup = Number(values.warmup);

const root = path.resolve(import.meta.dirname, "..");


const server = await startServer({
  NODE_ENV: "production",
  DATA_DIR: tempDir("polyglot-bench-paint-"),
  FLASH_QUOTA_ANON: "1000000",
});
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** Installed in the page: records the click time, then the paint time of the next new cards. */
function installProbe() {
  const probe = { clickAt: 0, results: [] as number[] };
  (window as unknown as { probe: typeof probe }).probe = probe;
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest("button[data-mode]")) return;
      probe.clickAt = event.timeStamp;
      const before = document.querySelector("[data-flash]")?.getAttribute("data-flash") ?? null;
      const observer = new MutationObserver(() => {
        const now = document.querySelector("[data-flash]")?.getAttribute("data-flash") ?? null;
        if (now === null || now === before) return;
        observer.disconnect(); (probe as any).dom = ((probe as any).dom ?? []).concat(performance.now() - probe.clickAt); (probe as any).fetch = (probe as any).fetch ?? []; { const e = performance.getEntriesByType('resource').filter((e) => e.name.includes('random-word')).at(-1) as PerformanceResourceTiming; (probe as any).fetch.push([e.startTime - probe.clickAt, e.requestStart - e.startTime, e.responseStart - e.requestStart, e.responseEnd - e.responseStart, performance.now() - e.responseEnd].map(Math.round).join('/')); }
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => probe.results.push(performance.now() - probe.clickAt);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-flash"] });
    },
    { capture: true },
  );
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem("polyglot-language-preferences", JSON.stringify({ mainLanguage: "en", translationLanguages: ["es", "fr"] }));
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const flash = page.getByRole("button", { name: "Flash", exact: true });
  await flash.waitFor();
  await page.evaluate(installProbe);

  for (let i = 1; i <= warmup + flashes; i++) {
    await flash.click();
    await page.waitForFunction((n) => (window as unknown as { probe: { results: number[] } }).probe.results.length >= n, i);
    await page.waitForTimeout(30);
  }
  const all = await page.evaluate(() => (window as unknown as { probe: { results: number[] } }).probe.results);
  const measured = all.slice(warmup).sort((a, b) => a - b);
  const at = (q: number) => measured[Math.min(measured.length - 1, Math.ceil(q * measured.length) - 1)]!;
  const mean = measured.reduce((s, v) => s + v, 0) / measured.length;
  console.log(`\nFlash click → cards painted, ${measured.length} flashes (after ${warmup} warm-up), Chromium ${browser.version()}, production server on localhost`);
  console.log(`p50 ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · mean ${mean.toFixed(1)} ms · max ${measured.at(-1)!.toFixed(1)} ms`);
  console.log(`bar: p95 ≤ 100 ms → ${at(0.95) <= 100 ? "ok" : "OVER"}`);
  console.log(await page.evaluate(() => JSON.stringify({dom: (window as any).probe.dom.slice(5).map((x: number) => Math.round(x)), fetch: (window as any).probe.fetch.slice(5, 25)})));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
