import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installGlossaries, testApp } from "../../../../test/support/app.js";
import { randomEmail, registerAndSignIn } from "../../../../test/support/accounts.js";
import { BrowserSession, multipart } from "../../../../test/support/browser-session.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { keys, makeEntry, makeGlossary } from "../../../../test/support/glossaries.js";
import { startMailbox, type Mailbox } from "../../../../test/support/mailbox.js";

describe.each(TEST_DIALECTS)("glossary administration on %s", (dialect) => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let app: FastifyInstance;
  let admin: BrowserSession;
  let learner: BrowserSession;
  const adminEmail = randomEmail("admin");

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await installGlossaries(database, [makeGlossary("en", keys(20)), makeGlossary("es", keys(20))]);
    mailbox = await startMailbox();
    app = await testApp(database, { SMTP_URL: mailbox.url, ADMIN_EMAILS: adminEmail, UPLOAD_MAX_BYTES: "200000" });
    admin = new BrowserSession(app, "10.3.0.1");
    await registerAndSignIn(admin, mailbox, adminEmail);
    learner = new BrowserSession(app, "10.3.0.2");
    await registerAndSignIn(learner, mailbox, randomEmail());
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
    await database?.destroy();
  });

  const snapshot = async () => ({
    glossaries: await database.db.selectFrom("glossaries").selectAll().orderBy("id").execute(),
    entries: await database.db.selectFrom("entries").selectAll().orderBy("id").execute(),
  });
  const upload = async (content: string | Buffer, name = "glossary.json", field = "glossaryFile", as = admin) => {
    const { body, contentType } = await multipart({ [field]: { name, content } });
    return as.post("/api/admin/glossaries", body, { "content-type": contentType });
  };
  const file = (over: object = {}, entries: unknown[] = [makeEntry("it", "ciao")]) =>
    JSON.stringify({ format: "polyglot-glossary", version: 1, language: "it", entries, ...over });

  it("answers 401 to visitors and 403 to learners on every admin route", async () => {
    const visitor = new BrowserSession(app);
    for (const [as, status] of [[visitor, 401], [learner, 403]] as const) {
      expect((await as.get("/api/admin/glossaries")).statusCode).toBe(status);
      expect((await upload(file(), "g.json", "glossaryFile", as)).statusCode).toBe(status);
      expect((await as.post("/api/admin/glossaries/import/es")).statusCode).toBe(status);
      expect((await as.post("/api/dev/reset-usage", {})).statusCode).toBe(status);
    }
  });

  it("lists the installed glossaries", async () => {
    const res = await admin.get("/api/admin/glossaries");
    expect(res.json()).toEqual([
      { id: expect.any(Number), name: "English", code: "en", wordCount: 20 },
      { id: expect.any(Number), name: "Spanish", code: "es", wordCount: 20 },
    ]);
  });

  it("imports a valid upload, which can be flashed at once", async () => {
    const before = await learner.post("/api/random-word", { mainLanguage: "it", translationLanguages: ["en"] });
    expect(before.json().message).toBe("Selected main language has no glossary available");
    const res = await upload(file({}, keys(20).map((k) => makeEntry("it", k))));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ language: "it", wordCount: 20 });
    const flash = await learner.post("/api/random-word", { mainLanguage: "it", translationLanguages: ["en"] });
    expect(flash.json().entries[0]).toMatchObject({ language_code: "it", word: expect.stringMatching(/^it-word_/) });
  });

  const longWord = "x".repeat(101);
  it.each([
    ["not JSON", "{ this is not json", "The file is not valid JSON"],
    ["not UTF-8", Buffer.concat([Buffer.from('{"format":"polyglot-glossary","version":1,"language":"it","entries":[{"key":"a","word":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}]}')]), "The file is not UTF-8 text"],
    ["not an object", "[1, 2, 3]", "The file must hold one JSON object"],
    ["wrong shape", file({}, [{ key: "a", word: 3 }]), "entries[0].word: word must be a string"],
    ["unknown language", file({ language: "xx" }), 'language: unknown language "xx"'],
    ["duplicate keys", file({}, [makeEntry("it", "a"), makeEntry("it", "a")]), 'entries[1].key: duplicate word key "a" (first used at entries[0])'],
    ["bad difficulty", file({}, [makeEntry("it", "a", { difficulty: "trivial" as "easy" })]), 'entries[0].difficulty: difficulty must be easy, medium or hard, not "trivial" (entry "a")'],
    ["empty word", file({}, [makeEntry("it", "a", { word: "  " })]), 'entries[0].word: word must not be empty (entry "a")'],
    ["over-long field", file({}, [makeEntry("it", "a", { word: longWord })]), "entries[0].word: word is longer than 100 characters"],
    ["nesting too deep", file({}, [{ ...makeEntry("it", "a"), examples: [["deep"]] }]), "nesting deeper than the glossary format allows"],
    ["prototype pollution", '{"format":"polyglot-glossary","version":1,"language":"it","entries":[{"__proto__":{"admin":true}}]}', 'the key "__proto__" is not allowed'],
    ["constructor key", '{"format":"polyglot-glossary","constructor":{"prototype":{}}}', 'the key "constructor" is not allowed'],
    ["header after entries", JSON.stringify({ entries: [makeEntry("it", "a")], format: "polyglot-glossary", version: 1, language: "it" }), "must come before entries"],
    ["no entries", file({}, []), "entries must hold at least one entry"],
    ["unknown field", file({ extra: 1 }), 'extra: Unrecognized key: "extra"'],
  ])("rejects a file with %s, naming the problem, and changes nothing", async (_kind, content, message) => {
    const before = await snapshot();
    const res = await upload(content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe("invalid_glossary");
    const { message: summary, problems } = res.json() as { message: string; problems: { path: string; message: string }[] };
    const listed = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("\n");
    expect(listed).toContain(message);
    expect(summary).toContain(problems[0]!.message);
    expect(await snapshot()).toEqual(before);
  });

  it("lists at most 50 problems and counts them all", async () => {
    const entries = Array.from({ length: 80 }, (_, i) => makeEntry("it", `k${i}`, { difficulty: "x" as "easy" }));
    const res = await upload(file({}, entries));
    expect(res.json().problems).toHaveLength(50);
    expect(res.json().problemCount).toBe(80);
  });

  it("refuses files that are too large, not .json, or missing", async () => {
    const before = await snapshot();
    const big = file({}, keys(1500).map((k) => makeEntry("it", k)));
    expect(big.length).toBeGreaterThan(200_000);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/larger than the limit/);
    expect((await upload(file(), "glossary.txt")).json().message).toBe("The glossary file must be a .json file");
    expect((await upload(file(), "glossary.json", "other")).statusCode).toBe(400);
    const notMultipart = await admin.post("/api/admin/glossaries", { glossaryFile: file() });
    expect(notMultipart.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it("imports a predefined glossary by language code", async () => {
    const res = await admin.post("/api/admin/glossaries/import/sv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().wordCount).toBeGreaterThanOrEqual(1000);
    expect((await admin.post("/api/admin/glossaries/import/xx")).statusCode).toBe(404);
    expect((await admin.post("/api/admin/glossaries/import/de")).statusCode).toBe(404);
  });

  it("re-importing keeps learners' saved words", async () => {
    const id = (await database.db.selectFrom("entries").select("id").where("language_code", "=", "it").where("word_key", "=", "word_1").executeTakeFirstOrThrow()).id;
    expect((await learner.post("/api/toggle-glossary-word", { entryId: id, languageCode: "it" })).json()).toEqual({ saved: true });
    const res = await upload(file({}, [...keys(20), "extra_word"].map((k) => makeEntry("it", k, { difficulty: "hard" }))));
    expect(res.json().wordCount).toBe(21);
    expect((await learner.get("/api/user-glossary")).json().savedWords).toEqual([{ entryId: id, languageCode: "it" }]);
  });

  it("resets the administrator's own usage, or everyone's", async () => {
    await admin.post("/api/random-word", { mainLanguage: "en", translationLanguages: ["es"] });
    await learner.post("/api/random-word", { mainLanguage: "en", translationLanguages: ["es"] });
    const own = await admin.post("/api/dev/reset-usage", {});
    expect(own.json()).toEqual({ cleared: 1 });
    expect((await admin.get("/api/word-limit-check")).json().used).toBe(0);
    expect((await learner.get("/api/word-limit-check")).json().used).toBeGreaterThan(0);
    const all = await admin.post("/api/dev/reset-usage", { all: true });
    expect(all.json().cleared).toBeGreaterThanOrEqual(1);
    expect((await learner.get("/api/word-limit-check")).json().used).toBe(0);
    expect((await admin.post("/api/dev/reset-usage", { all: "yes" })).statusCode).toBe(400);
  });
});
