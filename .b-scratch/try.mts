import { chromium } from "playwright-core";
import { startServer } from "/work/main/test/support/server-process.js";
import fs from "node:fs"; import os from "node:os"; import path from "node:path";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "b-try-"));
const server = await startServer({ DATA_DIR: dataDir, ...(JSON.parse(process.env.EXTRA_ENV ?? "{}")) });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));
try {
  await page.goto(server.url + "/");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "/tmp/bwork/home.png" });
  await page.getByRole("button", { name: /^Translation languages/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "/tmp/bwork/picker.png" });
  await page.getByRole("button", { name: "Spanish", exact: false }).last().click();
  await page.getByRole("button", { name: /French/ }).last().click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Flash", exact: true }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "/tmp/bwork/cards.png", fullPage: true });
} finally {
  await browser.close(); await server.stop();
}
