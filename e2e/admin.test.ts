import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { randomEmail } from "../test/support/accounts.js";
import { cards, chooseTranslations, flashButton, flashOnce, openPicker } from "./home/home-page.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { useBrowserApp } from "./support/browser-app.js";

// Each test has its own administrator (an account registers once per server). German is
// offered in the pickers but has no glossary until one is uploaded.
const admins = { uploader: randomEmail("admin"), reviewer: randomEmail("admin"), importer: randomEmail("admin") };
const app = useBrowserApp({ env: { ADMIN_EMAILS: Object.values(admins).join(","), SELECTABLE_LANGUAGES: "en,es,de" } });

/** A small valid German glossary whose keys exist in the predefined English one. */
const GERMAN = {
  format: "polyglot-glossary",
  version: 1,
  language: "de",
  entries: [
    { key: "hello", word: "Hallo", phonetic: "/haˈloː/", category: "greetings", difficulty: "easy", examples: ["*Hallo*, wie geht's? (Hello, how are you?)"] },
    { key: "goodbye", word: "Auf Wiedersehen", phonetic: "/aʊf ˈviːdɐˌzeːən/", category: "greetings", difficulty: "easy", examples: ["*Auf Wiedersehen* und bis morgen! (Goodbye and see you tomorrow!)"] },
    { key: "please", word: "bitte", phonetic: "/ˈbɪtə/", category: "greetings", difficulty: "easy", examples: ["Ein Wasser, *bitte*. (A water, please.)"] },
  ],
};
const GERMAN_WORDS = GERMAN.entries.map((e) => e.word);

/** Two problems: a bad difficulty, and a key used twice. */
const BROKEN = {
  ...GERMAN,
  entries: [GERMAN.entries[0], { ...GERMAN.entries[1], difficulty: "trivial" }, { ...GERMAN.entries[2], key: "hello" }],
};

const table = (page: Page) => page.getByRole("table", { name: "Installed glossaries" });
const uploadButton = (page: Page) => page.getByRole("button", { name: "Upload", exact: true });

async function openAdmin(page: Page) {
  await page.goto("/admin");
  await table(page).waitFor();
}

async function chooseFile(page: Page, name: string, content: unknown) {
  const buffer = Buffer.from(typeof content === "string" ? content : JSON.stringify(content));
  await page.getByLabel("Glossary file").setInputFiles({ name, mimeType: "application/json", buffer });
}

async function rowTexts(page: Page) {
  const rows = await table(page).getByRole("row").all();
  return Promise.all(rows.map(async (row) => (await row.getByRole("cell").allTextContents()).join(" | ")));
}

describe("administration in the browser (SPEC §2 Admin, Home admin banner)", () => {
  it("uploads a glossary, sees it in the table, and flashes a word from it on the home page", async () => {
    const page = await app.openPage();
    await app.signUp(page.context(), { email: admins.uploader });
    await openAdmin(page);
    expect(await table(page).getByRole("columnheader").allTextContents()).toEqual(["Language", "Code", "Word Count"]);
    expect(await rowTexts(page)).toContain("English | en | 1,000");
    expect((await rowTexts(page)).some((row) => row.startsWith("German"))).toBe(false);

    await chooseFile(page, "de.json", GERMAN);
    await uploadButton(page).click();
    await page.getByText("German: 3 words imported from de.json.").waitFor();
    await expect.poll(() => rowTexts(page)).toContain("German | de | 3");
    await expectNoAxeViolations(page, "/admin after an upload");

    // Home through the header, without a reload: German can now be picked at once.
    await page.getByRole("link", { name: "Home", exact: true }).click();
    const main = await openPicker(page, /^Main language/);
    await main.getByRole("button", { name: /^German/ }).click();
    await page.getByRole("button", { name: "Main language: German", exact: true }).waitFor();
    await chooseTranslations(page, ["English"]);
    expect(await flashOnce(page)).toBe(2);
    const germanCard = cards(page).first();
    expect(await germanCard.getAttribute("lang")).toBe("de");
    expect(GERMAN_WORDS).toContain((await germanCard.getByRole("heading", { level: 2 }).textContent())?.trim());

    const wordKey = await page.locator("[data-word-key]").getAttribute("data-word-key");
    expect(["hello", "goodbye", "please"]).toContain(wordKey);
    await page.getByText(`Word key: ${wordKey}`).waitFor();
    expect(await page.getByRole("link", { name: "Manage glossaries in the admin panel" }).getAttribute("href")).toBe("/admin");
    expect(await page.getByRole("button", { name: "Reset All (Dev)" }).isVisible()).toBe(true);
    expect(await flashButton(page).textContent()).toBe("Flash");
    await page.waitForTimeout(700); // the 600 ms flash animation has ended
    await expectNoAxeViolations(page, "home with the admin banner");
  });

  it("asks for a file, lists a rejected file's problems, and changes nothing", async () => {
    const page = await app.openPage({ colorScheme: "dark" });
    await app.signUp(page.context(), { email: admins.reviewer });
    await openAdmin(page);
    const before = await rowTexts(page);

    await uploadButton(page).click();
    await page.getByText("No file selected").waitFor();
    await page.getByText("Please select a glossary file to upload").waitFor();

    app.expectConsoleError(/status of 400/); // the browser logs the refused upload
    await chooseFile(page, "de-broken.json", BROKEN);
    await uploadButton(page).click();
    await page.getByText("Upload failed").waitFor();
    const problems = page.getByRole("region", { name: "de-broken.json was not imported: 2 problems" });
    await problems.waitFor();
    expect(await problems.getByRole("listitem").allTextContents()).toEqual([
      'entries[1].difficulty: difficulty must be easy, medium or hard, not "trivial" (entry "goodbye")',
      'entries[2].key: duplicate word key "hello" (first used at entries[0])',
    ]);
    await expectNoAxeViolations(page, "/admin with an upload's problems (dark)");

    await chooseFile(page, "de.txt", GERMAN);
    await uploadButton(page).click();
    await page.getByRole("region", { name: "de.txt was not imported" }).getByText("The glossary file must be a .json file").waitFor();

    await chooseFile(page, "de-truncated.json", JSON.stringify(GERMAN).slice(0, 120));
    await uploadButton(page).click();
    await page.getByRole("region", { name: /^de-truncated\.json was not imported: \d+ problems?$/ }).waitFor();

    await page.reload();
    await table(page).waitFor();
    expect(await rowTexts(page)).toEqual(before);
  });

  it("imports a predefined glossary and shows its word count", async () => {
    const page = await app.openPage();
    await app.signUp(page.context(), { email: admins.importer });
    await openAdmin(page);
    expect(await page.getByRole("button", { name: /^Import / }).count()).toBe(11);
    await page.getByRole("button", { name: "Import Swedish" }).click();
    await page.getByText("Swedish: 1,000 words imported.").waitFor();
    await page.getByText("1,000 words imported", { exact: true }).waitFor();
    expect(await rowTexts(page)).toContain("Swedish | sv | 1,000");
  });

  it("sends a signed-in learner who is not an administrator from /admin to /", async () => {
    const page = await app.openPage();
    await app.signUp(page.context());
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/");
    await flashButton(page).waitFor();
    expect(await page.getByRole("link", { name: "Manage glossaries in the admin panel" }).count()).toBe(0);
    expect(await page.getByRole("table").count()).toBe(0);
  });
});
