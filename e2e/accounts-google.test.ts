import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, describe, expect, it } from "vitest";
import { randomEmail } from "../test/support/accounts.js";
import { freePort } from "../test/support/server-process.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { useBrowserApp } from "./support/browser-app.js";

// A local OpenID provider stands in for accounts.google.com; it consents at once and names this learner.
const email = randomEmail("google");
const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
await provider.start(0, "127.0.0.1");
const claims = { sub: `google-${email}`, email, email_verified: true, name: "Gabi Google" };
provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
provider.service.on("beforeUserinfo", (response) => Object.assign(response.body as object, claims));
afterAll(() => provider.stop());

// Google sends the learner back to PUBLIC_URL: it must be this server's URL, so the port is chosen first.
const port = await freePort();
const app = useBrowserApp({
  env: {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: "polyglot-e2e-client",
    GOOGLE_CLIENT_SECRET: "polyglot-e2e-secret",
    GOOGLE_ISSUER_URL: provider.issuer.url!,
  },
});

describe("Google sign-in in the browser", () => {
  it("offers the button when configured, and signs in through the provider back to /", async () => {
    const page = await app.openPage();
    await page.goto("/auth");
    const google = page.getByRole("button", { name: "Continue with Google" });
    await google.waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "/auth with Google");

    await google.click();
    await page.waitForURL((url) => url.origin === app.server.url && url.pathname === "/");
    await page.getByRole("button", { name: `Account menu for ${email}` }).waitFor();
  });

  it("says Google login failed when the provider sends the learner back with an error", async () => {
    const page = await app.openPage();
    await page.goto("/auth?mode=login&error=access_denied");
    expect(await page.getByRole("alert").textContent()).toBe("Google login failed: access denied");
  });
});
