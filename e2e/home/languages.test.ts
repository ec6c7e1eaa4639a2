import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.js";
import { useBrowserApp } from "../support/browser-app.js";
import { cards, flashButton, flashOnce, helpMessage, openPicker, rememberLanguages } from "./home-page.js";

// German is offered but has no glossary; English is not offered, so nothing picks a main language by default.
const app = useBrowserApp({ env: { SELECTABLE_LANGUAGES: "es,fr,de" } });

describe("language choice and help messages (SPEC §5)", () => {
  it.each([
    ["nothing chosen", "", [], "Please select a main language first"],
    ["a main language without a glossary", "de", ["es"], "Selected main language has no glossary available"],
    ["no translation language", "es", [], "Select atleast two languages in the selection above"],
    ["only translations without a glossary", "es", ["de"], "Selected translation languages have no glossaries available"],
  ])("with %s, says so and keeps Flash disabled", async (_case, main, translations, message) => {
    const page = await app.openPage();
    await rememberLanguages(page.context(), main, translations);
    await page.goto("/");
    await expect.poll(() => helpMessage(page).textContent()).toBe(message);
    expect(await flashButton(page).isDisabled()).toBe(true);
    expect(await flashButton(page).getAttribute("aria-describedby")).toBe("flash-help");
    await page.keyboard.press("Space");
    expect(await cards(page).count()).toBe(0);
  });

  it("greys out a language without a glossary, which cannot be chosen", async () => {
    const page = await app.openPage();
    await rememberLanguages(page.context(), "es", ["fr"]);
    await page.goto("/");
    const panel = await openPicker(page, /^Main language/);
    expect(await panel.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.textContent))).toEqual([
      "🇪🇸Spanish",
      "🇫🇷French",
      "🇩🇪German(No glossary available yet)",
    ]);
    const german = panel.getByRole("button", { name: /^German/ });
    expect(await german.getAttribute("aria-disabled")).toBe("true");
    expect(await german.getAttribute("title")).toBe("No glossary available yet");
    await expectNoAxeViolations(page, "main-language picker");
    await german.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    expect(await panel.isVisible()).toBe(true);
    expect(await german.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Main language: Spanish", exact: true }).waitFor();

    // A stored choice of German is ignored when flashing: only languages with a glossary are asked for.
    await rememberLanguages(page.context(), "es", ["fr", "de"]);
    await page.reload();
    expect(await flashOnce(page)).toBe(2);
  });
});
