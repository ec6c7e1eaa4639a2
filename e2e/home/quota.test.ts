import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.js";
import { TEST_PASSWORD, useBrowserApp } from "../support/browser-app.js";
import { cards, flashButton, flashOnce, rememberLanguages } from "./home-page.js";

// The spec's visitor quota; a small account quota so a signed-in learner runs out quickly.
const app = useBrowserApp({ env: { FLASH_QUOTA_ANON: "20", FLASH_QUOTA_USER: "3" } });

const loginOverlay = (page: Page) => page.getByRole("dialog", { name: "Login to keep flashing" });
const subscribeOverlay = (page: Page) => page.getByRole("dialog", { name: "Subscribe to unlimited" });
const dailyLimit = (page: Page) => page.getByRole("dialog", { name: "Daily limit reached" });

async function homeWithLanguages(page: Page) {
  await rememberLanguages(page.context(), "en", ["es"]);
  await page.goto("/");
  await flashButton(page).waitFor();
}

async function flashTimes(page: Page, times: number) {
  for (let i = 0; i < times; i++) await flashOnce(page);
}

describe("flash quotas on the home page (SPEC §4)", () => {
  it("opens the login overlay after 20 flashes, keeps a dismissed one away, and closes it on sign-in", async () => {
    const account = await app.openPage();
    const email = await app.signUp(account.context());

    const page = await app.openPage();
    const otherTab = await app.openPage(); // loaded while the quota is still whole
    await homeWithLanguages(otherTab);
    await homeWithLanguages(page);

    await flashTimes(page, 19);
    expect(await loginOverlay(page).count()).toBe(0);
    await flashButton(page).click();
    await loginOverlay(page).waitFor();
    expect(await cards(page).count()).toBe(0); // the cards reset when the quota reaches 0
    expect(await flashButton(page).textContent()).toBe("Login to keep flashing");
    await expectNoAxeViolations(page, "login overlay");

    // Escape closes it; it stays away, also after a reload, and Flash now brings the daily-limit prompt.
    await page.keyboard.press("Escape");
    await loginOverlay(page).waitFor({ state: "detached" });
    await page.reload();
    await flashButton(page).waitFor();
    await expect.poll(() => flashButton(page).textContent()).toBe("Login to keep flashing");
    expect(await loginOverlay(page).count()).toBe(0);
    await flashButton(page).click();
    await dailyLimit(page).waitFor();
    expect(await dailyLimit(page).textContent()).toMatch(/You have used all 20 flashes of this 12-hour window\. Your flashes reset (tomorrow )?at /);
    expect(await dailyLimit(page).getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/auth?mode=login");
    await expectNoAxeViolations(page, "daily-limit prompt");
    await page.keyboard.press("Escape");
    await dailyLimit(page).waitFor({ state: "detached" });
    expect(await loginOverlay(page).count()).toBe(0);

    // The other tab still believes in its 20 flashes: the server's 429 opens the overlay there.
    app.expectConsoleError(/status of 429/);
    await flashButton(otherTab).click();
    await loginOverlay(otherTab).waitFor();

    // Logging in from the overlay ends it: back home as an account with its own quota.
    await loginOverlay(otherTab).getByRole("link", { name: "Log In" }).click();
    await otherTab.waitForURL((url) => url.pathname === "/auth");
    await otherTab.getByLabel("Email").fill(email);
    await otherTab.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await otherTab.getByRole("button", { name: "Sign In" }).click();
    await otherTab.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => flashButton(otherTab).textContent()).toBe("Flash");
    expect(await loginOverlay(otherTab).count()).toBe(0);
    expect(await flashOnce(otherTab)).toBe(2);
  });

  it("asks a signed-in learner to subscribe once the account quota is spent", async () => {
    const page = await app.openPage();
    await app.signUp(page.context());
    await homeWithLanguages(page);
    await flashTimes(page, 2);
    await flashButton(page).click();
    await subscribeOverlay(page).waitFor();
    expect(await subscribeOverlay(page).getByRole("link", { name: "See Unlimited" }).getAttribute("href")).toBe("/unlimited");
    await expectNoAxeViolations(page, "subscribe overlay");

    await subscribeOverlay(page).getByRole("button", { name: "Close" }).click();
    await subscribeOverlay(page).waitFor({ state: "detached" });
    expect(await flashButton(page).textContent()).toBe("Subscribe to unlimited");
    await flashButton(page).click();
    await dailyLimit(page).waitFor();
    expect(await dailyLimit(page).getByRole("link", { name: "See Unlimited" }).isVisible()).toBe(true);
  });

  it("never asks an administrator to subscribe, shows the admin banner, and resets usage with Reset All (Dev)", async () => {
    const page = await app.openPage();
    await app.signUp(page.context(), { admin: true }); // the one administrator of this server
    await homeWithLanguages(page);
    await flashTimes(page, 2);
    const wordKey = await page.locator("[data-word-key]").getAttribute("data-word-key");
    expect(await page.getByText(`Word key: ${wordKey}`).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Manage glossaries in the admin panel" }).getAttribute("href")).toBe("/admin");
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page, "home with the admin banner");

    await flashButton(page).click();
    await expect.poll(() => flashButton(page).textContent()).toBe("Subscribe to unlimited");
    expect(await subscribeOverlay(page).count()).toBe(0);
    await flashButton(page).click();
    await dailyLimit(page).waitFor();
    expect(await subscribeOverlay(page).count()).toBe(0);
    await page.keyboard.press("Escape");
    await dailyLimit(page).waitFor({ state: "detached" });

    await page.evaluate(() => {
      localStorage.setItem("polyglot-marker", "1");
      sessionStorage.setItem("polyglot-marker", "1");
    });
    await page.getByRole("button", { name: "Reset All (Dev)" }).click();
    await page.waitForEvent("load");
    expect(await page.evaluate(() => [localStorage.getItem("polyglot-marker"), sessionStorage.getItem("polyglot-marker")])).toEqual([
      null,
      null,
    ]);
    await expect.poll(() => flashButton(page).textContent()).toBe("Flash");
    expect(await flashOnce(page)).toBe(2);
  });
});
