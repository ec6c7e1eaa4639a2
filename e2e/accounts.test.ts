import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { randomEmail } from "../test/support/accounts.js";
import { freePort } from "../test/support/server-process.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { TEST_PASSWORD, useBrowserApp } from "./support/browser-app.js";

// Mail links are built from PUBLIC_URL: it must be this server's own URL, so the port is chosen first.
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const app = useBrowserApp({ env: { PORT: String(port), PUBLIC_URL: origin } });

const NEW_PASSWORD = "Grammar-Fox-7";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await button(page, "Sign In").click();
}

/** Opens a mail link the way a learner would: it must point at this server. */
async function openLink(page: Page, link: string) {
  expect(link.startsWith(`${origin}/`), link).toBe(true);
  await page.goto(link);
}

async function settled(page: Page) {
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
}

describe("accounts in the browser (SPEC §2 Auth, Reset password, Account settings)", () => {
  it("registers, verifies by mail, signs in, changes the password, logs out and signs in with the new one", async () => {
    const page = await app.openPage();
    const email = randomEmail("journey");

    await page.goto("/auth?mode=register");
    expect(await button(page, "Continue with Google").count()).toBe(0); // no Google client id on this server
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(TEST_PASSWORD);
    await button(page, "Create Account").click();
    await page.getByText("Check your email to verify your account. Then come back and sign in.", { exact: true }).waitFor();
    await page.getByText("Registration successful").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Sign In");

    const verification = await app.mailbox.waitFor(email, /Verify your email/);
    await openLink(page, verification.links[0]!);
    await page.getByText("Your email is verified. You can now sign in.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    // Typed carelessly: the form trims and lowercases the email.
    await signIn(page, `  ${email.toUpperCase()} `, TEST_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Login successful").waitFor();
    const menu = button(page, `Account menu for ${email}`);
    await menu.click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    const info = page.getByRole("region", { name: "Account Information" });
    await info.getByText(email).waitFor();
    expect(await info.getByText("Standard User").isVisible()).toBe(true);

    await field(page, "Current password").fill(TEST_PASSWORD);
    await field(page, "New password").fill(NEW_PASSWORD);
    await field(page, "Confirm new password").fill(NEW_PASSWORD);
    await button(page, "Update Password").click();
    await page.getByText("Password updated").waitFor();
    expect(await field(page, "Current password").inputValue()).toBe("");

    await menu.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByText("You have been successfully logged out").waitFor();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Login" }).waitFor();

    // The old password is refused (the browser logs the 401 of that request).
    app.expectConsoleError(/status of 401/);
    await signIn(page, email, TEST_PASSWORD);
    await page.getByText("Email or password is incorrect. Please check your credentials and try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await menu.waitFor();
  });

  it("recovers a forgotten password: forgot on /auth, mail, link, new password, sign in; the link works once", async () => {
    const email = await app.signUp((await app.openPage()).context());
    const page = await app.openPage();

    await page.goto("/auth");
    await field(page, "Email").fill(email);
    await button(page, "Forgot password?").click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    expect(await dialog.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Password reset email sent! Check your inbox.").waitFor();
    await dialog.waitFor({ state: "detached" });

    const mail = await app.mailbox.waitFor(email, /Reset your Polyglot password/);
    const link = mail.links[0]!;
    await openLink(page, link);
    await field(page, "New password").fill(NEW_PASSWORD);
    await field(page, "Confirm new password").fill(NEW_PASSWORD);
    await button(page, "Reset Password").click();
    await page.getByText("Your password has been reset.", { exact: false }).waitFor();
    expect(await page.getByRole("link", { name: "Back to Home" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Go to Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");

    await field(page, "Email").fill(email);
    await field(page, "Password").fill(NEW_PASSWORD);
    await button(page, "Sign In").click();
    await page.waitForURL((url) => url.pathname === "/");
    await button(page, `Account menu for ${email}`).waitFor();

    // A used link shows the invalid-link card (the browser logs the 400 of that request).
    app.expectConsoleError(/status of 400/);
    await openLink(page, link);
    await field(page, "New password").fill("Another-Word-9");
    await field(page, "Confirm new password").fill("Another-Word-9");
    await button(page, "Reset Password").click();
    await page.getByText("Invalid reset link").waitFor();
    await page.getByRole("link", { name: "Request New Reset Link" }).waitFor();
  });

  it("shows every SPEC §5 message of the sign-in, create-account and forgot-password forms, and the password toggle", async () => {
    const page = await app.openPage();
    await page.goto("/auth?mode=login");
    const submit = button(page, "Sign In");
    expect(await submit.isDisabled()).toBe(true);

    await button(page, "Forgot password?").click();
    await page.getByText("Please enter your email address first").waitFor();
    expect(await field(page, "Email").evaluate((el) => el === document.activeElement)).toBe(true);

    await field(page, "Email").fill("not-an-email");
    expect(await submit.isDisabled()).toBe(true);
    await field(page, "Password").fill("whatever");
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText("Please enter a valid email address").waitFor();

    const password = field(page, "Password");
    expect(await password.getAttribute("type")).toBe("password");
    await button(page, "Show password").click();
    expect(await password.getAttribute("type")).toBe("text");
    await button(page, "Hide password").click();
    expect(await password.getAttribute("type")).toBe("password");

    await button(page, "Forgot password?").click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email", { exact: true }).fill("learner@nowhere");
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByText("Please enter a valid email address").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await button(page, "Create an account").click();
    await page.waitForURL((url) => url.searchParams.get("mode") === "register");
    expect(await page.locator("h1").textContent()).toBe("Create Account");
    await field(page, "Email").fill(randomEmail());
    await field(page, "Password").fill("12345");
    await button(page, "Create Account").click();
    await page.getByText("Password must be at least 6 characters").waitFor();
  });

  it("shows the reset form's messages, and the invalid-link card without a token", async () => {
    const page = await app.openPage();
    await page.goto("/reset-password?token=not-checked-until-sent");
    await field(page, "New password").fill("12345");
    await button(page, "Reset Password").click();
    await expect.poll(() => page.getByText("Password must be at least 6 characters").count()).toBe(2);
    await field(page, "Confirm new password").fill("1234567");
    await field(page, "New password").fill("7654321");
    await button(page, "Reset Password").click();
    await page.getByText("Passwords don't match").waitFor();

    await page.goto("/reset-password");
    await page.getByText("Invalid reset link").waitFor();
    await page.getByText("No reset token found in the URL.").waitFor();
    expect(await field(page, "New password").count()).toBe(0);
    await page.getByRole("link", { name: "Request New Reset Link" }).click();
    await page.getByRole("dialog", { name: "Reset your password" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("checks the change-password form, shows the signed-in card on /auth, and switches user there", async () => {
    const page = await app.openPage();
    const email = await app.signUp(page.context());
    await page.goto("/account");
    await button(page, "Update Password").click();
    await page.getByText("Current password is required").waitFor();
    expect(await page.getByText("Password must be at least 6 characters").count()).toBe(2);
    await field(page, "Current password").fill(TEST_PASSWORD);
    await field(page, "New password").fill(NEW_PASSWORD);
    await field(page, "Confirm new password").fill("Grammar-Fox-8");
    await button(page, "Update Password").click();
    await page.getByText("Passwords don't match").waitFor();

    await page.goto("/auth");
    await page.locator("main").getByText(email).waitFor();
    await page.getByRole("link", { name: "Go Back to Home" }).waitFor();
    await button(page, "Login as Different User").click();
    await page.getByText("You have been successfully logged out").waitFor();
    await field(page, "Email").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.getByRole("link", { name: "Login" }).waitFor();
  });

  it("has no axe-core violation on /auth (both modes, dialog open), /reset-password (form, invalid link) and /account", async () => {
    const page = await app.openPage();
    const schemes = ["light", "dark"] as const;
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      for (const path of ["/auth?mode=login", "/auth?mode=register", "/reset-password?token=abc", "/reset-password"]) {
        await page.goto(path);
        await settled(page);
        await expectNoAxeViolations(page, `${path} (${colorScheme})`);
      }
      await page.goto("/auth?mode=login&forgot=1");
      await page.getByRole("dialog", { name: "Reset your password" }).getByRole("button", { name: "Send Reset Link" }).click();
      await page.getByText("Please enter a valid email address").waitFor();
      await expectNoAxeViolations(page, `forgot-password dialog (${colorScheme})`);

      await page.goto("/auth?mode=login");
      await button(page, "Forgot password?").click();
      await page.getByText("Please enter your email address first").waitFor();
      await expectNoAxeViolations(page, `/auth with a message (${colorScheme})`);
    }

    await app.signUp(page.context());
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      for (const path of ["/account", "/auth"]) {
        await page.goto(path);
        await settled(page);
        await expectNoAxeViolations(page, `${path} signed in (${colorScheme})`);
      }
    }
  });
});
