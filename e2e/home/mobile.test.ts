import { devices, type Locator, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.js";
import { useBrowserApp } from "../support/browser-app.js";
import { cards, flashButton, flashOnce, rememberLanguages } from "./home-page.js";

const app = useBrowserApp({ env: { FLASH_QUOTA_ANON: "1000" } });
const { defaultBrowserType: _, ...phone } = devices["Pixel 7"]!;

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function tapTwice(page: Page, at: { x: number; y: number }, pauseMs = 0) {
  await page.touchscreen.tap(at.x, at.y);
  if (pauseMs) await page.waitForTimeout(pauseMs);
  await page.touchscreen.tap(at.x, at.y);
}

const shownFlash = (page: Page) => page.locator("[data-flash]").getAttribute("data-flash");

describe("the home screen on a phone (SPEC §2)", () => {
  it("flashes a new word on a double tap outside buttons, selects and no-double-tap elements", async () => {
    const page = await app.openPage(phone);
    await rememberLanguages(page.context(), "en", ["es", "fr"]);
    await page.goto("/");
    await flashButton(page).waitFor();
    expect(page.viewportSize()!.width).toBeLessThan(768);

    // On the empty result area, then on a word of a card (text, not a control).
    const hint = page.getByText(/Double-tap the page for the next one/);
    expect(await flashOnce(page, async () => tapTwice(page, await centre(hint)))).toBe(3);
    const word = cards(page).first().getByRole("heading", { level: 2 });
    expect(await flashOnce(page, async () => tapTwice(page, await centre(word)))).toBe(3);
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page, "home with cards on a phone");

    const shown = await shownFlash(page);
    // Too slow: two taps 400 ms apart.
    await tapTwice(page, await centre(word), 400);
    // On a button.
    await tapTwice(page, await centre(cards(page).first().getByRole("button", { name: /^Save/ })));
    await page.keyboard.press("Escape"); // the second tap on Save opened the login prompt
    // On the language bar, which is marked no-double-tap (the gap between its two pickers).
    const arrow = await centre(page.locator(".no-double-tap > svg"));
    await tapTwice(page, arrow);
    await page.waitForTimeout(500);
    expect(await shownFlash(page)).toBe(shown);
  });

  it("does not flash on a double tap on a wide screen", async () => {
    const page = await app.openPage({ viewport: { width: 1024, height: 800 }, hasTouch: true });
    await rememberLanguages(page.context(), "en", ["es"]);
    await page.goto("/");
    await flashButton(page).waitFor();
    await tapTwice(page, await centre(page.getByText(/Space or Enter flashes too/)));
    await page.waitForTimeout(500);
    expect(await cards(page).count()).toBe(0);
  });
});
