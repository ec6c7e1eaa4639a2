import type { FastifyInstance } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../../test/support/app.js";
import { linkPath, randomEmail } from "../../../../test/support/accounts.js";
import { BrowserSession } from "../../../../test/support/browser-session.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";

/** Google sign-in end to end against a local OpenID provider standing in for accounts.google.com. */
describe.each(TEST_DIALECTS)("Google sign-in on %s", (dialect) => {
  let database: TestDatabase;
  let provider: OAuth2Server;
  let app: FastifyInstance;
  const email = randomEmail("google");

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    provider = new OAuth2Server();
    await provider.issuer.keys.generate("RS256");
    await provider.start(0, "127.0.0.1");
    const claims = { sub: `google-${email}`, email, email_verified: true, name: "Gabi Google" };
    provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
    provider.service.on("beforeUserinfo", (response) => Object.assign(response.body as object, claims));
    app = await testApp(database, {
      GOOGLE_CLIENT_ID: "polyglot-test-client",
      GOOGLE_CLIENT_SECRET: "polyglot-test-secret",
      GOOGLE_ISSUER_URL: provider.issuer.url!,
      PUBLIC_URL: "http://localhost:3000",
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.stop();
    await database?.destroy();
  });

  async function signInWithGoogle(browser: BrowserSession) {
    const start = await browser.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
    expect(start.statusCode, start.body).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(authorizeUrl.searchParams.get("prompt")).toBe("consent");
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");

    const consent = await fetch(authorizeUrl, { redirect: "manual" });
    const callback = consent.headers.get("location")!;
    const done = await browser.get(linkPath(callback));
    expect(done.statusCode, done.body).toBe(302);
    expect(done.headers.location).toBe("/");
    return (await browser.get("/api/user")).json().user;
  }

  it("tells the client that Google sign-in is offered", async () => {
    expect((await app.inject({ url: "/api/auth-options" })).json()).toEqual({ google: true });
  });

  it("creates the account on first sign-in and reuses it after", async () => {
    const first = await signInWithGoogle(new BrowserSession(app));
    expect(first).toMatchObject({ email, isAdmin: false });
    const second = await signInWithGoogle(new BrowserSession(app));
    expect(second.id).toBe(first.id);
  });
});
