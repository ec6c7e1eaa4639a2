import { describe, expect, it } from "vitest";
import { useBrowserApp } from "./support/browser-app.js";

const app = useBrowserApp();

describe("header", () => {
  it("remembers the chosen theme across a reload, and follows the system until then", async () => {
    const page = await app.openPage({ colorScheme: "dark" });
    await page.goto("/");
    const htmlClass = () => page.evaluate(() => document.documentElement.className);
    await expect.poll(htmlClass).toBe("dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await htmlClass()).toBe("light");
    await page.reload();
    await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    expect(await htmlClass()).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("polyglot-theme"))).toBe("light");
  });

  it("explains installing the app in the Get app dialog", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Get app" }).click();
    const dialog = page.getByRole("dialog", { name: "Install Polyglot" });
    await dialog.waitFor();
    expect(await dialog.getByText("Scroll down and tap “Add to Home Screen”.").isVisible()).toBe(true);
    expect(await dialog.getByText("Computer (Chrome or Edge)").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("asks a visitor to log in when they open My Glossary", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "My Glossary" }).click();
    const dialog = page.getByRole("dialog", { name: "Login required" });
    await dialog.waitFor();
    expect(await dialog.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/auth?mode=login");
    expect(await dialog.getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe("/auth?mode=register");
    await dialog.getByRole("link", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
  });

  it("logs out from the user menu: toast, storage cleared, back home as a visitor", async () => {
    const page = await app.openPage();
    const email = await app.signUp(page.context());
    await page.goto("/blog");
    await page.evaluate(() => {
      localStorage.setItem("polyglot-language-preferences", JSON.stringify({ mainLanguage: "en", translationLanguages: ["es"] }));
      localStorage.setItem("ttsInfoDismissed", "1");
      localStorage.setItem("polyglot-theme", "dark");
      sessionStorage.setItem("something", "x");
    });
    await page.getByRole("button", { name: `Account menu for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByText("You have been successfully logged out").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Login" }).waitFor();
    const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: sessionStorage.length }));
    expect(storage.session).toBe(0);
    expect(storage.local["polyglot-theme"]).toBe("dark");
    expect(storage.local["polyglot-language-preferences"]).toBeUndefined();
    expect(storage.local["ttsInfoDismissed"]).toBeUndefined();
    // What is left besides the theme was written after logout, for the visitor the learner now is.
    const others = Object.keys(storage.local).filter((key) => key !== "polyglot-theme");
    expect(others.every((key) => key.includes("anon"))).toBe(true);
  });

  it("opens Account Settings from the user menu by keyboard", async () => {
    const page = await app.openPage();
    const email = await app.signUp(page.context());
    await page.goto("/");
    const trigger = page.getByRole("button", { name: `Account menu for ${email}` });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const item = page.getByRole("menuitem", { name: "Account Settings" });
    await item.waitFor();
    expect(await item.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/account");
  });
});

describe("footer", () => {
  it("validates the contact form on submit only, with the SPEC §5 messages", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Subject").focus();
    expect(await dialog.getByText("Please enter a valid email address").count()).toBe(0);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await dialog.getByText("Please enter a valid email address").waitFor();
    expect(await dialog.getByText("Subject is required").isVisible()).toBe(true);
    expect(await dialog.getByText("Message must be at least 10 characters long").isVisible()).toBe(true);
    expect(await dialog.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends a contact message and thanks the sender", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.getByLabel("Email").fill("learner@example.com");
    await dialog.getByLabel("Subject").fill("A word in Thai");
    await dialog.getByLabel("Message").fill("The phonetic text of one Thai word looks wrong to me.");
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await dialog.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText("Message sent").waitFor();
    await dialog.waitFor({ state: "hidden" });
  });

  it("tells the sender when the message could not be sent", async () => {
    const page = await app.openPage();
    app.expectConsoleError(/status of 503/);
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "Down" }) }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.getByLabel("Email").fill("learner@example.com");
    await dialog.getByLabel("Subject").fill("Hello");
    await dialog.getByLabel("Message").fill("Just saying hello to the team.");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Failed to send message. Please try again.").waitFor();
    expect(await dialog.isVisible()).toBe(true);
  });

  it.each([
    ["Terms", "Terms of Service"],
    ["Privacy", "Privacy Policy"],
  ])("opens and closes the %s dialog by keyboard", async (button, title) => {
    const page = await app.openPage();
    await page.goto("/");
    const trigger = page.getByRole("button", { name: button, exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    expect(await dialog.getByText("Last updated: 8/21/2025").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("links to the blog", async () => {
    const page = await app.openPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await page.waitForURL((url) => url.pathname === "/blog");
    await page.getByText("Coming Soon!").waitFor();
  });
});
