import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page once its animations have settled and expects zero
 * violations. (A toast caught fading in has blended, lower-contrast colours
 * that no reader sees for more than a moment.) The source is evaluated through
 * the DevTools protocol rather than added as a <script> tag, which the app's
 * CSP (no inline scripts) would rightly refuse.
 */
export async function expectNoAxeViolations(page: Page, what = page.url()): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity), undefined, {
    timeout: 5_000,
  });
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  const readable = (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  expect(readable, `axe-core violations on ${what}`).toEqual([]);
}
