import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cards, flashOnce, rememberLanguages } from "./home/home-page.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { useBrowserApp } from "./support/browser-app.js";

// Each test is a new free account; flashes never run out here.
const app = useBrowserApp({ env: { FLASH_QUOTA_USER: "1000" } });

const GLOSSARY_PREFERENCES_KEY = "polyglot-glossary-preferences";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordOf = async (card: Locator) => (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
const table = (page: Page) => page.getByRole("table");
const headers = (page: Page) => table(page).getByRole("columnheader").allTextContents();
const savedLanguagePicker = (page: Page) => page.getByLabel("Saved words in", { exact: true });

/** Saves the word of one card and waits until the card shows it saved. */
async function saveCard(page: Page, card: Locator) {
  await card.getByRole("button", { name: /^Save .* to your glossary$/ }).click();
  const saved = card.getByRole("button", { name: /^Remove .* from your glossary$/ });
  await saved.waitFor();
  expect(await saved.getAttribute("aria-pressed")).toBe("true");
}

/** A new account with English as main language and the given translations, on the home page. */
async function signedInHome(translations: string[]) {
  const page = await app.openPage();
  await app.signUp(page.context());
  await rememberLanguages(page.context(), "en", translations);
  await page.goto("/");
  await page.getByRole("button", { name: /^Account menu for / }).waitFor();
  return page;
}

/** Flashes until a word not seen yet comes up (a random word may repeat); returns its word key. */
async function flashNewWord(page: Page, seen: Set<string>) {
  for (;;) {
    await flashOnce(page);
    const key = (await page.locator("[data-word-key]").getAttribute("data-word-key"))!;
    if (!seen.has(key)) {
      seen.add(key);
      return key;
    }
  }
}

async function storedPreferences(page: Page) {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GLOSSARY_PREFERENCES_KEY)) ?? "null");
}

describe("the personal glossary in the browser (SPEC §2 My glossary, §4, §8)", () => {
  it("saves three words in two languages, studies them side by side, swaps, opens a word and removes it", async () => {
    const page = await signedInHome(["es", "fr"]);
    const seen = new Set<string>();

    // First word: its Spanish and French cards. Second word: its Spanish card.
    await flashNewWord(page, seen);
    const first = { en: await wordOf(cards(page).nth(0)), es: await wordOf(cards(page).nth(1)), fr: await wordOf(cards(page).nth(2)) };
    await saveCard(page, cards(page).nth(1));
    await page.getByText("Word added to your personal glossary.").waitFor();
    await saveCard(page, cards(page).nth(2));
    await flashNewWord(page, seen);
    const second = { en: await wordOf(cards(page).nth(0)), es: await wordOf(cards(page).nth(1)) };
    expect(await cards(page).nth(1).getByRole("button", { name: /^Save / }).getAttribute("aria-pressed")).toBe("false");
    await saveCard(page, cards(page).nth(1));

    await page.getByRole("link", { name: "My Glossary" }).click();
    await page.waitForURL((url) => url.pathname === "/my-glossary");
    await table(page).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Glossary");
    await page.getByText("3/5", { exact: true }).waitFor();

    // Spanish comes first (the language table's order), beside English.
    expect(await savedLanguagePicker(page).inputValue()).toBe("es");
    expect(await page.getByLabel("Main language", { exact: true }).inputValue()).toBe("en");
    expect(await savedLanguagePicker(page).locator("option").allTextContents()).toEqual(["Spanish (2)", "French (1)"]);
    expect(await headers(page)).toEqual([expect.stringContaining("English"), expect.stringContaining("Spanish")]);
    const rows = table(page).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    for (const [row, word] of [first, second].entries()) {
      const cells = rows.nth(row).getByRole("cell");
      await expect.poll(() => cells.nth(0).getByRole("button").count()).toBe(1); // the English word has loaded
      expect(await cells.nth(0).getByRole("button").getAttribute("lang")).toBe("en");
      expect(await cells.nth(0).textContent()).toContain(word.en);
      expect(await cells.nth(1).getByRole("button").getAttribute("lang")).toBe("es");
      expect(await cells.nth(1).textContent()).toContain(word.es);
    }
    await expectNoAxeViolations(page, "/my-glossary with words");

    await page.getByRole("button", { name: "Swap columns" }).click();
    expect(await headers(page)).toEqual([expect.stringContaining("Spanish"), expect.stringContaining("English")]);
    expect(await rows.nth(0).getByRole("cell").nth(0).textContent()).toContain(first.es);

    // French has one word; the pair is remembered with the languages' names.
    await savedLanguagePicker(page).selectOption("fr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.nth(0).textContent()).toContain(first.fr);
    await expect.poll(() => storedPreferences(page)).toEqual({
      mainLanguage: "en",
      translationLanguages: ["fr"],
      mainLanguageName: "English",
      translationLanguageNames: ["French"],
    });

    // The detail card: every field, pronunciation, and the English word.
    await table(page).getByRole("button", { name: new RegExp(`^${escape(first.fr)}`) }).click();
    const detail = page.getByRole("dialog", { name: first.fr });
    await detail.waitFor();
    expect(await detail.getByText(/^Definition: \S/).count()).toBe(1);
    expect(await detail.getByText(/^Difficulty: (easy|medium|hard)$/).count()).toBe(1);
    expect(await detail.getByText("In English", { exact: true }).count()).toBe(1);
    await detail.getByText(first.en, { exact: true }).waitFor();
    expect(await detail.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await detail.getByRole("button", { name: `Pronounce ${first.fr}` }).isEnabled()).toBe(true);
    expect(await detail.getByRole("button", { name: `Pronounce ${first.en}` }).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, "/my-glossary with the detail card open");

    // Removing French's only word: the view switches to Spanish, which still has words.
    await detail.getByRole("button", { name: "Remove from glossary" }).click();
    await page.getByText("Word removed from your personal glossary.").waitFor();
    await detail.waitFor({ state: "detached" });
    await expect.poll(() => savedLanguagePicker(page).inputValue()).toBe("es");
    await page.getByText("2/5", { exact: true }).waitFor();
    expect(await savedLanguagePicker(page).locator("option").allTextContents()).toEqual(["Spanish (2)"]);
    await expect.poll(() => storedPreferences(page)).toMatchObject({ translationLanguages: ["es"] });

    await page.reload();
    await table(page).waitFor();
    expect(await savedLanguagePicker(page).inputValue()).toBe("es");
    expect(await headers(page)).toEqual([expect.stringContaining("English"), expect.stringContaining("Spanish")]);
  });

  it("shows the subscription prompt at the sixth save of a free account", async () => {
    const page = await signedInHome(["es", "fr", "it", "ja", "ko"]);
    expect(await flashOnce(page)).toBe(6);
    for (let i = 0; i < 5; i++) await saveCard(page, cards(page).nth(i));

    app.expectConsoleError(/status of 402/);
    const sixth = cards(page).nth(5).getByRole("button", { name: /^Save .* to your glossary$/ });
    await sixth.click();
    const prompt = page.getByRole("dialog", { name: "Subscription required" });
    await prompt.waitFor();
    expect(await prompt.getByRole("link", { name: "See Unlimited" }).getAttribute("href")).toBe("/unlimited");
    await expectNoAxeViolations(page, "subscription-required prompt");
    await prompt.getByRole("button", { name: "Not now" }).click();
    expect(await sixth.getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByText("Failed to save word. Please try again.").count()).toBe(0);

    await page.goto("/my-glossary");
    await table(page).waitFor();
    await page.getByText("5/5", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Get Unlimited to save more" }).waitFor();
  });

  it("leads an empty glossary back to Flash, in the dark theme too", async () => {
    const page = await app.openPage({ colorScheme: "dark" });
    await app.signUp(page.context());
    await page.goto("/my-glossary");
    await page.getByRole("heading", { name: "Your glossary is empty" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "/my-glossary empty, dark theme");
    await page.getByRole("link", { name: "Flash a word" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("asks a visitor to log in for My Glossary, and sends a visitor on /my-glossary to /auth", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "My Glossary" }).click();
    await page.getByRole("dialog", { name: "Login required" }).waitFor();
    await page.goto("/my-glossary");
    await page.waitForURL((url) => url.pathname === "/auth");
  });
});
