// Renders the app icons (PNG) from the logo drawing with the machine's Chromium,
// so no image tool is needed. The PNGs are committed; run this again only when
// the logo changes:  npx tsx scripts/make-icons.ts
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const OUT = path.resolve(import.meta.dirname, "../src/client/public");
const BRAND = "#4338ca";
const CARD = `<rect x="14" y="12" width="36" height="40" rx="6" fill="#fff"/><path d="M35 17 23 35h8l-3 12 13-19h-8z" fill="#f59e0b"/>`;

/** "any" icons: the rounded tile. Maskable and Apple icons: full bleed, the card inside the safe zone. */
const roundTile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${CARD}</svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">${CARD}</g></svg>`;

const icons = [
  { file: "icons/icon-192.png", size: 192, svg: roundTile },
  { file: "icons/icon-512.png", size: 512, svg: roundTile },
  { file: "icons/maskable-192.png", size: 192, svg: fullBleed },
  { file: "icons/maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    fs.mkdirSync(path.dirname(path.join(OUT, file)), { recursive: true });
    fs.writeFileSync(path.join(OUT, file), png);
    console.log(`${file} (${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
