import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../shared/accounts.js";
import { testApp } from "../../../../test/support/app.js";
import { linkPath, randomEmail, registerAndSignIn } from "../../../../test/support/accounts.js";
import { BrowserSession } from "../../../../test/support/browser-session.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { startMailbox, type Mailbox } from "../../../../test/support/mailbox.js";

describe.each(TEST_DIALECTS)("accounts on %s", (dialect) => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let app: FastifyInstance;
  const admin = randomEmail("admin");

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    mailbox = await startMailbox();
    app = await testApp(database, { SMTP_URL: mailbox.url, ADMIN_EMAILS: admin, PUBLIC_URL: "http://localhost:3000" });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
    await database?.destroy();
  });

  it("signs up, verifies by mail, signs in and reads the user", async () => {
    const browser = new BrowserSession(app);
    const email = randomEmail();
    expect((await browser.get("/api/user")).statusCode).toBe(401);
    await registerAndSignIn(browser, mailbox, email);
    const res = await browser.get("/api/user");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, hasSubscription: false, isAdmin: false, dailyWordCount: 0, totalWordCount: 0 });
    expect((await browser.get("/api/_whoami")).json()).toEqual({ authenticated: true, email });
    expect((await browser.get("/api/me")).json()).toEqual({ isAdmin: false });
    const mail = mailbox.received.find((m) => m.to.includes(email))!;
    expect(mail.html).toContain("Verify email");
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it("hides Google sign-in when no client id is configured", async () => {
    expect((await app.inject({ url: "/api/auth-options" })).json()).toEqual({ google: false });
  });

  it("sets the session in an HttpOnly cookie", async () => {
    const browser = new BrowserSession(app);
    const signIn = await registerAndSignIn(browser, mailbox, randomEmail());
    const cookie = String(signIn.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses an unverified sign-in with a clear message", async () => {
    const browser = new BrowserSession(app);
    const email = randomEmail();
    await browser.post("/api/auth/sign-up/email", { email, password: "Vocabulary-42", name: "x" });
    const res = await browser.post("/api/auth/sign-in/email", { email, password: "Vocabulary-42" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: "email_not_verified", message: expect.stringMatching(/verif/i) });
    expect((await browser.get("/api/user")).statusCode).toBe(401);
  });

  it("answers the same for known and unknown emails", async () => {
    const browser = new BrowserSession(app);
    const known = randomEmail();
    await registerAndSignIn(browser, mailbox, known);
    const unknown = randomEmail();
    const other = new BrowserSession(app, "127.0.0.2");
    const strip = (body: string) => body.replace(/"id":"[^"]+"/g, "").replace(/"(createdAt|updatedAt)":"[^"]+"/g, "").replace(/"(email|name)":"[^"]+"/g, "");

    const [signUpKnown, signUpUnknown] = [
      await other.post("/api/auth/sign-up/email", { email: known, password: "Another-pass-1", name: "a" }),
      await other.post("/api/auth/sign-up/email", { email: unknown, password: "Another-pass-1", name: "a" }),
    ];
    expect(signUpKnown.statusCode).toBe(signUpUnknown.statusCode);
    expect(strip(signUpKnown.body)).toBe(strip(signUpUnknown.body));
    await mailbox.waitFor(known, /already have a Polyglot account/);

    const wrongPassword = await other.post("/api/auth/sign-in/email", { email: known, password: "Wrong-pass-1" });
    const noAccount = await other.post("/api/auth/sign-in/email", { email: randomEmail(), password: "Wrong-pass-1" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(noAccount.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(noAccount.body);

    const forgotKnown = await other.post("/api/forgot-password", { email: known });
    const forgotUnknown = await other.post("/api/forgot-password", { email: randomEmail() });
    expect(forgotKnown.statusCode).toBe(200);
    expect(forgotKnown.json().message).toBe(forgotUnknown.json().message);
  });

  it("takes about as long to refuse an unknown email as a wrong password", async () => {
    const browser = new BrowserSession(app, "127.0.0.3");
    const known = randomEmail();
    await registerAndSignIn(browser, mailbox, known);
    const time = async (email: string) => {
      const started = performance.now();
      await new BrowserSession(app, "127.0.0.4").post("/api/auth/sign-in/email", { email, password: "Wrong-pass-1" });
      return performance.now() - started;
    };
    const samples = async (email: () => string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await time(email()));
      return times.sort((a, b) => a - b)[2]!;
    };
    const knownMedian = await samples(() => known);
    const unknownMedian = await samples(() => randomEmail());
    // Both verify a password hash (a dummy one for unknown emails): neither is an order of magnitude faster.
    expect(unknownMedian).toBeGreaterThan(knownMedian / 3);
  });

  it("resets a forgotten password by mail: single-use link, old password and sessions gone", async () => {
    const browser = new BrowserSession(app, "127.0.0.5");
    const email = randomEmail();
    await registerAndSignIn(browser, mailbox, email);
    expect((await browser.get("/api/user")).statusCode).toBe(200);

    const forgot = await new BrowserSession(app, "127.0.0.5").post("/api/forgot-password", { email });
    expect(forgot.json().resetLink).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const mail = await mailbox.waitFor(email, /Reset your Polyglot password/);
    const token = new URL(mail.links[0]!).searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits

    const mismatch = await browser.post("/api/reset-password", { token, newPassword: "Brand-new-42", confirmPassword: "Brand-new-43" });
    expect(mismatch.json()).toMatchObject({ error: "validation_error", message: ACCOUNT_MESSAGES.passwordsDontMatch });
    const reset = await browser.post("/api/reset-password", { token, newPassword: "Brand-new-42", confirmPassword: "Brand-new-42" });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await browser.get("/api/user")).statusCode).toBe(401);
    const again = await browser.post("/api/reset-password", { token, newPassword: "Other-new-42", confirmPassword: "Other-new-42" });
    expect(again.json()).toMatchObject({ error: "invalid_token" });
    const fresh = new BrowserSession(app, "127.0.0.5");
    expect((await fresh.post("/api/auth/sign-in/email", { email, password: "Vocabulary-42" })).statusCode).toBe(401);
    expect((await fresh.post("/api/auth/sign-in/email", { email, password: "Brand-new-42" })).statusCode).toBe(200);
  });

  it("changes the password, keeping this session and ending the others", async () => {
    const email = randomEmail();
    const here = new BrowserSession(app, "127.0.0.6");
    await registerAndSignIn(here, mailbox, email);
    const elsewhere = new BrowserSession(app, "127.0.0.7");
    expect((await elsewhere.post("/api/auth/sign-in/email", { email, password: "Vocabulary-42" })).statusCode).toBe(200);

    const wrong = await here.post("/api/change-password", { currentPassword: "nope-nope", newPassword: "Changed-pass-9" });
    expect(wrong.json()).toEqual({ error: "invalid_password", message: "Current password is incorrect" });
    const missing = await here.post("/api/change-password", { currentPassword: "", newPassword: "Changed-pass-9" });
    expect(missing.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    const ok = await here.post("/api/change-password", { currentPassword: "Vocabulary-42", newPassword: "Changed-pass-9" });
    expect(ok.statusCode, ok.body).toBe(200);

    expect((await here.get("/api/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
    expect((await new BrowserSession(app).post("/api/change-password", { currentPassword: "x", newPassword: "Changed-pass-9" })).statusCode).toBe(401);
  });

  it.each([
    ["abc", ACCOUNT_MESSAGES.passwordTooShort],
    ["x".repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
    ["password1", ACCOUNT_MESSAGES.commonPassword],
    ["qwerty123", ACCOUNT_MESSAGES.commonPassword],
  ])("refuses the password %j on sign-up", async (password, message) => {
    const res = await new BrowserSession(app, "127.0.1.1").post("/api/auth/sign-up/email", { email: randomEmail(), password, name: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("stores passwords as argon2id with m = 19 MiB, t = 2", async () => {
    const email = randomEmail();
    await registerAndSignIn(new BrowserSession(app, "127.0.1.2"), mailbox, email);
    const { rows } = await sql<{ password: string }>`
      SELECT a.password FROM account a JOIN "user" u ON u.id = a."userId" WHERE u.email = ${email}`.execute(database.db);
    expect(rows[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("limits sign-in attempts per account, whatever the address", async () => {
    const email = randomEmail();
    await registerAndSignIn(new BrowserSession(app, "127.0.2.1"), mailbox, email);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await new BrowserSession(app, `127.0.3.${i}`).post("/api/auth/sign-in/email", { email, password: "Wrong-pass-1" });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits sign-in attempts per address", async () => {
    const browser = new BrowserSession(app, "127.0.4.1");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await browser.post("/api/auth/sign-in/email", { email: randomEmail(), password: "Wrong-pass-1" })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it("recognises administrators from ADMIN_EMAILS and from grants", async () => {
    const browser = new BrowserSession(app, "127.0.5.1");
    await registerAndSignIn(browser, mailbox, admin);
    expect((await browser.get("/api/me")).json()).toEqual({ isAdmin: true });
    expect((await browser.get("/api/user")).json().user.isAdmin).toBe(true);
  });

  it("identifies by session only: identity headers and bodies are ignored", async () => {
    const browser = new BrowserSession(app, "127.0.6.1");
    expect((await browser.get("/api/user", { "x-user-email": admin })).statusCode).toBe(401);
    expect((await browser.get("/api/_whoami", { "x-user-email": admin })).json()).toEqual({ authenticated: false, email: null });
  });

  it("accepts a bearer token for non-browser clients", async () => {
    const browser = new BrowserSession(app, "127.0.7.1");
    const signIn = await registerAndSignIn(browser, mailbox, randomEmail());
    const token = signIn.headers["set-auth-token"] as string;
    expect(token).toBeTruthy();
    const res = await app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it("refuses cookie-authenticated writes from another site", async () => {
    const browser = new BrowserSession(app, "127.0.8.1");
    await registerAndSignIn(browser, mailbox, randomEmail());
    const res = await browser.post("/api/change-password", { currentPassword: "Vocabulary-42", newPassword: "Changed-pass-9" }, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("csrf_rejected");
  });

  it("counts a signed-in learner's flashes against the account quota", async () => {
    const browser = new BrowserSession(app, "127.0.9.1");
    await registerAndSignIn(browser, mailbox, randomEmail());
    const record = (await browser.get("/api/word-limit-check")).json();
    expect(record).toMatchObject({ limit: 40, state: "auth" });
  });

  it("follows verification links that are absolute and built from PUBLIC_URL", async () => {
    const email = randomEmail();
    await new BrowserSession(app, "127.0.10.1").post("/api/auth/sign-up/email", { email, password: "Vocabulary-42", name: "x" });
    const mail = await mailbox.waitFor(email, /Verify/);
    expect(linkPath(mail.links[0]!)).toMatch(/^\/api\/auth\/verify-email\?token=/);
  });
});
