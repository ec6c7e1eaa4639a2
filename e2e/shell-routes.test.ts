import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserApp } from "./support/browser-app.js";

const app = useBrowserApp();

/** The title once the page's own code has set it (pages load on demand). */
async function titleOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  await page.waitForFunction(() => document.title !== "");
  return page.title();
}

describe("the app shell's routes (SPEC §2)", () => {
  it.each([
    ["/", "Polyglot – Language Flashcards"],
    ["/auth", "Sign In | Polyglot"],
    ["/auth?mode=register", "Create Account | Polyglot"],
    ["/reset-password?token=abc", "Reset Password | Polyglot"],
    ["/unlimited", "Polyglot Unlimited | Polyglot"],
    ["/payment-success", "Payment Successful | Polyglot"],
    ["/blog", "Blog | Polyglot"],
    ["/blog/a-post-that-does-not-exist", "Post not found | Polyglot"],
    ["/no/such/page", "Page Not Found | Polyglot"],
  ])("%s renders with the title %s", async (path, title) => {
    const page = await app.openPage();
    expect(await titleOf(page, path)).toBe(title);
  });

  it("shows the not-found screen for unknown paths", async () => {
    const page = await app.openPage();
    await page.goto("/definitely-not-a-page");
    await expect.poll(() => page.locator("h1").textContent()).toBe("404 Page Not Found");
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });

  it.each(["/account", "/my-glossary", "/admin"])("sends a visitor from %s to /auth", async (path) => {
    const page = await app.openPage();
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === "/auth");
    await expect.poll(() => page.title()).toBe("Sign In | Polyglot");
  });

  it.each([
    ["/signin?next=1", "/auth?next=1&mode=login"],
    ["/signup", "/auth?mode=register"],
    ["/verify?token=xyz", "/auth?token=xyz"],
    ["/signup?mode=login", "/auth?mode=login"],
  ])("redirects %s to %s, keeping the query string", async (from, to) => {
    const page = await app.openPage();
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === "/auth");
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(to);
  });

  it("lets a signed-in learner into /account and /my-glossary, and sends a non-admin from /admin to /", async () => {
    const page = await app.openPage();
    const email = await app.signUp(page.context());
    expect(await titleOf(page, "/account")).toBe("Account Settings | Polyglot");
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    expect(await page.getByText("Standard User").isVisible()).toBe(true);
    expect(await titleOf(page, "/my-glossary")).toBe("My Glossary | Polyglot");
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0);
  });

  it("lets an administrator into /admin and shows the Admin link", async () => {
    const page = await app.openPage();
    await app.signUp(page.context(), { admin: true });
    expect(await titleOf(page, "/admin")).toBe("Admin | Polyglot");
    expect(await page.getByRole("link", { name: "Admin" }).isVisible()).toBe(true);
  });

  it("says so when a checkout was canceled and then cleans the URL", async () => {
    const page = await app.openPage();
    await page.goto("/unlimited?canceled=true");
    await page.getByText("Checkout canceled").waitFor();
    await page.waitForURL((url) => url.search === "");
    expect(new URL(page.url()).pathname).toBe("/unlimited");
  });

  it("offers the plan honestly: $3/month, 9 languages, no checkout yet", async () => {
    const page = await app.openPage();
    await page.goto("/unlimited");
    await page.getByText("$3").waitFor();
    expect(await page.getByText("Learn words in 9 languages without limits.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Subscribe" }).isDisabled()).toBe(true);
  });

  it("links the payment confirmation to / and /account", async () => {
    const page = await app.openPage();
    await page.goto("/payment-success");
    expect(await page.getByRole("link", { name: "Start Learning" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Account Settings" }).getAttribute("href")).toBe("/account");
  });
});

describe("installability", () => {
  it("registers the service worker at /sw.js and serves the manifest", async () => {
    const page = await app.openPage();
    await page.goto("/");
    const scriptUrl = await page.evaluate(async () => {
      const registration = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((r) => setTimeout(() => r(null), 20_000))]);
      return registration?.active?.scriptURL ?? `not active: ${(await navigator.serviceWorker.getRegistrations()).length} registrations`;
    });
    expect(scriptUrl).toBe(app.url("/sw.js"));
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Polyglot", display: "standalone", start_url: "/" });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });
});
