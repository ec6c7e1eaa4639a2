import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.js";
import { useBrowserApp } from "../support/browser-app.js";

// Only languages that have no glossary are offered: as on a fresh install before any import.
const app = useBrowserApp({ env: { SELECTABLE_LANGUAGES: "de,pt" } });

describe("no glossaries at all (SPEC §2)", () => {
  it("tells a visitor to contact the administrator", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByText("No glossaries are available yet.").waitFor();
    expect(await page.getByText("Please contact the administrator to add glossaries.").isVisible()).toBe(true);
    expect(await page.locator("button[data-mode]").count()).toBe(0);
    await expectNoAxeViolations(page, "home without glossaries");
  });

  it("tells an administrator to upload glossaries in the admin panel", async () => {
    const page = await app.openPage();
    await app.signUp(page.context(), { admin: true });
    await page.goto("/");
    await page.getByText("No glossaries are available yet.").waitFor();
    await page.getByText("Upload or import glossaries in the admin panel to start flashing words.").waitFor();
  });
});
