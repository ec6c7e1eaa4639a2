import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/** Helpers for the home-screen browser tests (the shell's own live in ../support). */

export const PREFERENCES_KEY = "polyglot-language-preferences";

/** Stores a language choice before the app starts, as a returning learner would have it. */
export async function rememberLanguages(context: BrowserContext, mainLanguage: string, translationLanguages: string[]) {
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PREFERENCES_KEY, JSON.stringify({ mainLanguage, translationLanguages })],
  );
}

export const flashButton = (page: Page) => page.locator("button[data-mode]");
export const cards = (page: Page) => page.getByRole("article");
export const helpMessage = (page: Page) => page.locator("#flash-help");

/** Opens a picker by its trigger's accessible name and returns its panel. */
export async function openPicker(page: Page, trigger: RegExp) {
  await page.getByRole("button", { name: trigger }).click();
  const panel = page.getByRole("dialog");
  await panel.waitFor();
  return panel;
}

/** Chooses translation languages by name in the translations picker, then closes it. */
export async function chooseTranslations(page: Page, names: string[]) {
  const panel = await openPicker(page, /^Translation languages/);
  for (const name of names) await panel.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await page.keyboard.press("Escape");
  await panel.waitFor({ state: "detached" });
}

/** Presses Flash and waits until the cards of a new flash are on screen; returns their count. */
export async function flashOnce(page: Page, press: () => Promise<void> = () => flashButton(page).click()) {
  const before = await page.locator("[data-flash]").getAttribute("data-flash", { timeout: 50 }).catch(() => null);
  await press();
  await expect
    .poll(() => page.locator("[data-flash]").getAttribute("data-flash", { timeout: 1000 }).catch(() => null))
    .not.toBe(before);
  return cards(page).count();
}
