import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLASH_MESSAGES } from "../../../shared/words.js";
import { installGlossaries, testApp } from "../../../../test/support/app.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { keys, makeGlossary } from "../../../../test/support/glossaries.js";

describe.each(TEST_DIALECTS)("words API on %s", (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const shared = keys(30);
    await installGlossaries(database, [
      makeGlossary("en", [...shared, "only_en"]),
      makeGlossary("es", shared),
      makeGlossary("fr", shared.slice(0, 10)),
      makeGlossary("ru", shared),
      makeGlossary("ja", ["island_a"]),
      makeGlossary("ko", ["island_b"]),
    ]);
    app = await testApp(database, { FLASH_QUOTA_ANON: "1000" });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const flash = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/random-word", payload: payload as object, headers });

  it("lists every language with its flag and whether it is offered", async () => {
    const res = await app.inject({ url: "/api/languages" });
    expect(res.statusCode).toBe(200);
    const { languages } = res.json();
    expect(languages).toContainEqual({ code: "es", name: "Spanish", flag: "🇪🇸", locale: "es-ES", selectable: true });
    expect(languages).toContainEqual(expect.objectContaining({ code: "ru", selectable: false }));
  });

  it("offers the selectable languages that have a glossary", async () => {
    const res = await app.inject({ url: "/api/available-languages" });
    expect(res.json()).toEqual(["en", "es", "fr", "ja", "ko"]);
  });

  it("returns one entry per language, main language first, all for the same word", async () => {
    const res = await flash({ mainLanguage: "en", translationLanguages: ["es", "fr"] });
    expect(res.statusCode).toBe(200);
    const { wordKey, entries } = res.json();
    expect(entries[0]).toMatchObject({ language_code: "en", word: `en-${wordKey}`, word_key: wordKey, difficulty: "easy" });
    expect(entries[0].examples).toHaveLength(2);
    expect(entries[0].example).toBe(`[${entries[0].examples.join(", ")}]`);
    const languages = entries.map((e: { language_code: string }) => e.language_code);
    // fr has only the first 10 words; a word outside them comes back in en and es only.
    expect(languages.slice(0, 2)).toEqual(["en", "es"]);
    for (const entry of entries) expect(entry.word).toBe(`${entry.language_code}-${wordKey}`);
  });

  it("only offers words that exist in the main language and a chosen translation", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await flash({ mainLanguage: "en", translationLanguages: ["fr"] });
      seen.add(res.json().wordKey);
    }
    expect(seen.has("only_en")).toBe(false);
    for (const key of seen) expect(keys(10)).toContain(key);
    expect(seen.size).toBeGreaterThan(3);
  });

  it("leaves out translation languages that have no glossary", async () => {
    const res = await flash({ mainLanguage: "en", translationLanguages: ["it", "es"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.map((e: { language_code: string }) => e.language_code)).toEqual(["en", "es"]);
  });

  it("answers 404 when no word is shared by the languages", async () => {
    const res = await flash({ mainLanguage: "ja", translationLanguages: ["ko"] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "no_word", message: "No word exists in both Japanese and Korean yet" });
  });

  it.each([
    [{ translationLanguages: ["es"] }, FLASH_MESSAGES.noMainLanguage],
    [{ mainLanguage: "", translationLanguages: ["es"] }, FLASH_MESSAGES.noMainLanguage],
    [{ mainLanguage: "en" }, FLASH_MESSAGES.noTranslationLanguage],
    [{ mainLanguage: "en", translationLanguages: [] }, FLASH_MESSAGES.noTranslationLanguage],
    [{ mainLanguage: "it", translationLanguages: ["es"] }, FLASH_MESSAGES.mainWithoutGlossary],
    [{ mainLanguage: "en", translationLanguages: ["it", "vi"] }, FLASH_MESSAGES.translationsWithoutGlossary],
    [{ mainLanguage: "xx", translationLanguages: ["es"] }, 'Unknown language code "xx"'],
    [{ mainLanguage: "en", translationLanguages: ["es", 7] }, "Unknown language code 7"],
    [{ mainLanguage: "en", translationLanguages: ["en", "es"] }, "The main language cannot also be a translation language"],
    [{ mainLanguage: "en", translationLanguages: ["es", "es"] }, "Translation languages must not repeat"],
    [{ mainLanguage: "en", translationLanguages: ["es", "fr", "it", "zh", "ja", "ko", "th", "vi", "ru", "sv", "de", "pt", "en"] }, "At most 12 translation languages"],
    [{ mainLanguage: "en", translationLanguages: ["ru"] }, "Russian is not offered"],
    [{ mainLanguage: "en", translationLanguages: "es" }, FLASH_MESSAGES.noTranslationLanguage],
  ])("rejects %j with a 400 that says why", async (payload, message) => {
    const res = await flash(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "validation_error", message });
  });

  it("rejects a body that is not JSON, too large or of another type", async () => {
    const notJson = await app.inject({ method: "POST", url: "/api/random-word", payload: "{nope", headers: { "content-type": "application/json" } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe("bad_request");
    const huge = await flash({ mainLanguage: "en", translationLanguages: ["es"], padding: "x".repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe("payload_too_large");
    const text = await app.inject({ method: "POST", url: "/api/random-word", payload: "en", headers: { "content-type": "text/plain" } });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/content-type/i);
    const empty = await app.inject({ method: "POST", url: "/api/random-word" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("The request body must be a JSON object");
  });

  it("finds the entries of a word key", async () => {
    const res = await app.inject({ url: "/api/word-by-key?wordKey=word_3&language=es" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ word_key: "word_3", word: "es-word_3", language_code: "es" })]);
    const missing = await app.inject({ url: "/api/word-by-key?wordKey=nothing&language=es" });
    expect(missing.json()).toEqual([]);
    const bad = await app.inject({ url: "/api/word-by-key?language=es" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("wordKey: Invalid input: expected string, received undefined");
  });

  it("answers unknown API paths with a JSON 404 and serves health", async () => {
    const res = await app.inject({ url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "not_found", message: "No route for GET /api/nothing-here" });
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
  });

  it("sends security headers with a strict content security policy", async () => {
    const res = await app.inject({ url: "/api/languages" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/script-src [^;]*/);
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain("unsafe");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
