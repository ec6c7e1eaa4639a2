import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_WORD_MESSAGES } from "../../../shared/saved-words.js";
import { installGlossaries, testApp } from "../../../../test/support/app.js";
import { randomEmail, registerAndSignIn } from "../../../../test/support/accounts.js";
import { BrowserSession } from "../../../../test/support/browser-session.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { keys, makeGlossary } from "../../../../test/support/glossaries.js";
import { startMailbox, type Mailbox } from "../../../../test/support/mailbox.js";

describe.each(TEST_DIALECTS)("personal glossary on %s", (dialect) => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let app: FastifyInstance;
  let ip = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await installGlossaries(database, [
      makeGlossary("en", keys(80)),
      makeGlossary("es", keys(80)),
      { ...makeGlossary("fr", ["word_0"]), entries: [{ ...makeGlossary("fr", ["word_0"]).entries[0]!, gloss: "a glossed word" }] },
    ]);
    mailbox = await startMailbox();
    app = await testApp(database, { SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
    await database?.destroy();
  });

  async function learner() {
    const browser = new BrowserSession(app, `10.2.0.${++ip}`);
    await registerAndSignIn(browser, mailbox, randomEmail());
    return browser;
  }
  const entryId = async (language: string, key: string) =>
    (await database.db.selectFrom("entries").select("id").where("language_code", "=", language).where("word_key", "=", key).executeTakeFirstOrThrow()).id;
  const toggle = (browser: BrowserSession, id: number, languageCode = "es") => browser.post("/api/toggle-glossary-word", { entryId: id, languageCode });

  it("asks visitors to sign in", async () => {
    const visitor = new BrowserSession(app);
    expect((await toggle(visitor, await entryId("es", "word_1"))).statusCode).toBe(401);
    expect((await visitor.get("/api/user-glossary")).statusCode).toBe(401);
    expect((await visitor.get("/api/my-glossary?language=es")).statusCode).toBe(401);
  });

  it("saves and removes a word, and lists it with its definition", async () => {
    const browser = await learner();
    const id = await entryId("es", "word_3");
    expect((await toggle(browser, id)).json()).toEqual({ saved: true });
    expect((await browser.get("/api/user-glossary")).json()).toEqual({ savedWords: [{ entryId: id, languageCode: "es" }] });
    const mine = (await browser.get("/api/my-glossary?language=es")).json();
    expect(mine).toMatchObject({ hasSubscription: false, wordCount: 1, wordLimit: 5 });
    expect(mine.words).toEqual([
      expect.objectContaining({ id, word_key: "word_3", wordKey: "word_3", languageCode: "es", word: "es-word_3", definition: "en-word_3", difficulty: "easy" }),
    ]);
    expect((await toggle(browser, id)).json()).toEqual({ saved: false });
    expect((await browser.get("/api/my-glossary?language=es")).json()).toMatchObject({ words: [], wordCount: 0 });
  });

  it("uses the file's gloss as the definition when it has one", async () => {
    const browser = await learner();
    await toggle(browser, await entryId("fr", "word_0"), "fr");
    expect((await browser.get("/api/my-glossary?language=fr")).json().words[0].definition).toBe("a glossed word");
  });

  it("refuses the sixth word of a free account with 402", async () => {
    const browser = await learner();
    for (let i = 0; i < 5; i++) expect((await toggle(browser, await entryId("es", `word_${10 + i}`))).statusCode).toBe(200);
    const sixth = await toggle(browser, await entryId("es", "word_15"));
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json()).toEqual({ error: "subscription_required", message: SAVED_WORD_MESSAGES.limitReached });
    // Removing one makes room again.
    await toggle(browser, await entryId("es", "word_10"));
    expect((await toggle(browser, await entryId("es", "word_15"))).json()).toEqual({ saved: true });
  });

  it("keeps the limit exact under 50 parallel saves", async () => {
    const browser = await learner();
    const ids = await Promise.all(keys(50).map((k) => entryId("es", k)));
    const results = await Promise.all(ids.map((id) => toggle(browser, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(45);
    expect((await browser.get("/api/user-glossary")).json().savedWords).toHaveLength(5);
    expect((await browser.get("/api/my-glossary?language=es")).json().wordCount).toBe(5);
  });

  it("lets subscribers save without a limit", async () => {
    const browser = await learner();
    const { user } = (await browser.get("/api/user")).json();
    await database.db.insertInto("subscriptions").values({ user_id: user.id, status: "active", current_period_end: null, cancel_at_period_end: 0 }).execute();
    const results = await Promise.all(keys(12, "word").slice(0, 12).map(async (k) => toggle(browser, await entryId("es", k))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await browser.get("/api/my-glossary?language=es")).json()).toMatchObject({ hasSubscription: true, wordCount: 12, wordLimit: null });
  });

  it.each([
    [{ entryId: 999999, languageCode: "es" }, 404, "No word with id 999999"],
    [{ entryId: "x", languageCode: "es" }, 400, "entryId must be a number"],
    [{ entryId: 1.5, languageCode: "es" }, 400, "entryId must be a whole number"],
    [{ languageCode: "es" }, 400, "entryId must be a number"],
    [{ entryId: 1, languageCode: "xx" }, 400, 'Unknown language code "xx"'],
  ])("answers %j with %i", async (payload, status, message) => {
    const browser = await learner();
    const res = await browser.post("/api/toggle-glossary-word", payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("refuses a language that does not match the entry", async () => {
    const browser = await learner();
    const res = await toggle(browser, await entryId("es", "word_1"), "fr");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/is Spanish, not French/);
  });

  it("keeps saved words across a re-import, hides one whose word left and shows it when it returns", async () => {
    const browser = await learner();
    const kept = await entryId("es", "word_70");
    await toggle(browser, kept);
    await toggle(browser, await entryId("es", "word_71"));

    await installGlossaries(database, [makeGlossary("es", keys(80).filter((k) => k !== "word_71"))]);
    let mine = (await browser.get("/api/my-glossary?language=es")).json();
    expect(mine.words.map((w: { id: number }) => w.id)).toEqual([kept]);
    expect(mine.wordCount).toBe(1);

    await installGlossaries(database, [makeGlossary("es", keys(80))]);
    mine = (await browser.get("/api/my-glossary?language=es")).json();
    expect(mine.words.map((w: { wordKey: string }) => w.wordKey)).toEqual(["word_70", "word_71"]);
    expect(mine.words[0].id).toBe(kept);
    expect(mine.wordCount).toBe(2);
  });
});
