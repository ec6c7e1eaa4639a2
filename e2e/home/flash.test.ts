import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.js";
import { useBrowserApp } from "../support/browser-app.js";
import { cards, chooseTranslations, flashButton, flashOnce, helpMessage, openPicker, rememberLanguages } from "./home-page.js";

// Every flash in this file is the same visitor (one address): a quota that never runs out here.
const app = useBrowserApp({ env: { FLASH_QUOTA_ANON: "1000" } });

describe("flashing a word (SPEC §2 Home)", () => {
  it("picks English → Spanish and French, flashes, and shows three cards with word, phonetic and examples", async () => {
    const page = await app.openPage();
    await page.goto("/");
    // English is the default main language; nothing is translated yet.
    await page.getByRole("button", { name: "Main language: English", exact: true }).waitFor();
    await expect.poll(() => helpMessage(page).textContent()).toBe("Select atleast two languages in the selection above");
    expect(await flashButton(page).isDisabled()).toBe(true);

    await chooseTranslations(page, ["Spanish", "French"]);
    const trigger = page.getByRole("button", { name: "Translation languages: Spanish plus French", exact: true });
    expect(await trigger.textContent()).toContain("+1");
    expect(await helpMessage(page).textContent()).toBe("");

    expect(await flashOnce(page)).toBe(3);
    const languages = await cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute("lang")));
    expect(languages).toEqual(["en", "es", "fr"]);
    for (const card of await cards(page).all()) {
      expect((await card.getByRole("heading", { level: 2 }).textContent())?.trim()).not.toBe("");
      expect(await card.locator("header + div p").first().textContent()).toMatch(/\S/); // phonetic
      expect(await card.getByRole("listitem").count()).toBeGreaterThan(0);
      expect(await card.getByRole("button", { name: /^Pronounce/ }).isVisible()).toBe(true);
      expect(await card.getByRole("button", { name: /^Save/ }).isVisible()).toBe(true);
    }
    expect(await cards(page).first().getByText("Main", { exact: true }).isVisible()).toBe(true);
    expect(await cards(page).nth(1).getByText("Main", { exact: true }).count()).toBe(0);
    // The Spanish examples carry their English translation on a line of its own.
    expect(await cards(page).nth(1).locator("li [lang=en]").first().textContent()).toMatch(/^\(.+\)$/);

    await page.waitForTimeout(700); // the 600 ms flash animation has ended
    await expectNoAxeViolations(page, "home with cards");

    // The choice is remembered.
    await page.reload();
    await page.getByRole("button", { name: "Translation languages: Spanish plus French", exact: true }).waitFor();
  });

  it("never offers the main language as a translation, and changing it clears the cards", async () => {
    const page = await app.openPage();
    await rememberLanguages(page.context(), "en", ["es", "fr"]);
    await page.goto("/");
    await flashOnce(page);

    const translations = await openPicker(page, /^Translation languages/);
    const english = translations.getByRole("button", { name: /^English/ });
    expect(await english.getAttribute("aria-disabled")).toBe("true");
    await english.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(await english.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.press("Escape");

    const main = await openPicker(page, /^Main language/);
    await main.getByRole("button", { name: /^Spanish/ }).click();
    await expect.poll(() => cards(page).count()).toBe(0);
    await page.getByRole("button", { name: "Translation languages: French", exact: true }).waitFor();
    expect(await flashOnce(page)).toBe(2);
    expect(await cards(page).first().getAttribute("lang")).toBe("es");
  });

  it("flashes with Space and Enter on the page, but not while a control has focus", async () => {
    const page = await app.openPage();
    await rememberLanguages(page.context(), "en", ["it"]);
    await page.goto("/");
    await flashButton(page).waitFor();
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    expect(await flashOnce(page, () => page.keyboard.press("Space"))).toBe(2);
    expect(await flashOnce(page, () => page.keyboard.press("Enter"))).toBe(2);

    const shown = await page.locator("[data-flash]").getAttribute("data-flash");
    await page.getByRole("button", { name: /^Main language/ }).focus();
    await page.keyboard.press("Space"); // opens the picker instead
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    expect(await page.locator("[data-flash]").getAttribute("data-flash")).toBe(shown);
  });

  it("asks a visitor to log in before saving a word", async () => {
    const page = await app.openPage();
    await rememberLanguages(page.context(), "en", ["es"]);
    await page.goto("/");
    await flashOnce(page);
    await cards(page).first().getByRole("button", { name: /^Save/ }).click();
    const dialog = page.getByRole("dialog", { name: "Login required" });
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/auth?mode=login");
    await expectNoAxeViolations(page, "login-required prompt");
  });

  it("saves a word for a signed-in learner and removes it again", async () => {
    const page = await app.openPage();
    await app.signUp(page.context());
    await rememberLanguages(page.context(), "en", ["es"]);
    await page.goto("/");
    await flashOnce(page);
    const save = cards(page).nth(1).getByRole("button", { name: /^Save .* to your glossary$/ });
    await save.click();
    await page.getByText("Word added to your personal glossary.").waitFor();
    const remove = cards(page).nth(1).getByRole("button", { name: /^Remove .* from your glossary$/ });
    expect(await remove.getAttribute("aria-pressed")).toBe("true");
    await remove.click();
    await page.getByText("Word removed from your personal glossary.").waitFor();
    expect(await save.getAttribute("aria-pressed")).toBe("false");
  });

  it("explains how to install a voice when none speaks the language, and can stop explaining", async () => {
    const page = await app.openPage();
    // A browser with no installed voices (as many Linux desktops are).
    await page.context().addInitScript(() => {
      Object.defineProperty(speechSynthesis, "getVoices", { value: () => [] });
    });
    await rememberLanguages(page.context(), "en", ["th"]);
    await page.goto("/");
    await flashOnce(page);
    await cards(page).nth(1).getByRole("button", { name: /^Pronounce/ }).click();
    const dialog = page.getByRole("dialog", { name: "Install a Thai voice" });
    await dialog.waitFor({ timeout: 5000 });
    await expectNoAxeViolations(page, "voice-install help");
    await dialog.getByRole("button", { name: "Don't show again" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("ttsInfoDismissed"))).toBe("1");
  });

  it.each(["light", "dark"] as const)("passes axe-core with cards of every difficulty in the %s theme", async (colorScheme) => {
    const page = await app.openPage({ colorScheme });
    await rememberLanguages(page.context(), "en", ["es", "ja"]);
    // A fixed word, so every difficulty colour is on screen at once.
    const entry = (id: number, language: string, word: string, difficulty: string) => ({
      id,
      word_key: "sample",
      word,
      phonetic: "/ˈsæmpəl/",
      category: "basics",
      difficulty,
      example: "",
      examples: [`A *${word}* here. (An example.)`],
      language_code: language,
    });
    await page.route("**/api/random-word", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({
          wordKey: "sample",
          entries: [entry(1, "en", "sample", "easy"), entry(2, "es", "muestra", "medium"), entry(3, "ja", "見本", "hard")],
        }),
      }),
    );
    await page.goto("/");
    await flashOnce(page);
    expect(await page.locator("[data-difficulty]").evaluateAll((els) => els.map((e) => e.getAttribute("data-difficulty")))).toEqual([
      "easy",
      "medium",
      "hard",
    ]);
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page, `home with cards, ${colorScheme} theme`);
  });

  it.each([
    ["**/api/languages", "Failed to load languages"],
    ["**/api/available-languages", "Failed to load available languages"],
  ])("says so when %s cannot be loaded", async (route, message) => {
    const page = await app.openPage();
    await page.route(route, (r) => r.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable","message":"x"}' }));
    app.expectConsoleError(/status of 503/);
    await page.goto("/");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(message);
    expect(await flashButton(page).count()).toBe(0);
  });

  it("shows the error banner when the word cannot be loaded", async () => {
    const page = await app.openPage();
    await rememberLanguages(page.context(), "en", ["es"]);
    await page.route("**/api/random-word", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal_error","message":"x"}' }));
    app.expectConsoleError(/status of 500/);
    await page.goto("/");
    await flashButton(page).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Failed to load random word. Please try again.");
  });
});
