import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { expectNoAxeViolations } from "./support/axe.js";
import { useBrowserApp } from "./support/browser-app.js";

const app = useBrowserApp();

const VISITOR_PAGES = ["/", "/auth", "/auth?mode=register", "/reset-password", "/unlimited", "/payment-success", "/blog", "/blog/nothing", "/missing"];
const MEMBER_PAGES = ["/", "/account", "/my-glossary", "/unlimited"];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
}

describe.each(["light", "dark"] as const)("axe-core in the %s theme", (colorScheme) => {
  it("finds no violation on any page a visitor can open", async () => {
    const page = await app.openPage({ colorScheme });
    for (const path of VISITOR_PAGES) {
      await visit(page, path);
      await expectNoAxeViolations(page, `${path} (${colorScheme})`);
    }
  });

  it("finds no violation on the pages of a signed-in administrator, menus open included", async () => {
    const page = await app.openPage({ colorScheme });
    const email = await app.signUp(page.context(), { admin: colorScheme === "dark" });
    for (const path of colorScheme === "dark" ? [...MEMBER_PAGES, "/admin"] : MEMBER_PAGES) {
      await visit(page, path);
      await expectNoAxeViolations(page, `${path} (${colorScheme}, signed in)`);
    }
    await page.getByRole("button", { name: `Account menu for ${email}` }).click();
    await page.getByRole("menu").waitFor();
    await expectNoAxeViolations(page, `user menu (${colorScheme})`);
  });

  it("finds no violation in the shell's dialogs", async () => {
    const page = await app.openPage({ colorScheme });
    await visit(page, "/blog");
    for (const [button, dialog] of [
      ["Get app", "Install Polyglot"],
      ["Contact", "Contact us"],
      ["Terms", "Terms of Service"],
      ["Privacy", "Privacy Policy"],
      ["My Glossary", "Login required"],
    ]) {
      await page.getByRole("button", { name: button!, exact: true }).click();
      await page.getByRole("dialog", { name: dialog }).waitFor();
      if (button === "Contact") {
        await page.getByRole("button", { name: "Send Message" }).click();
        await page.getByText("Subject is required").waitFor();
      }
      await expectNoAxeViolations(page, `${dialog} dialog (${colorScheme})`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
  });
});
