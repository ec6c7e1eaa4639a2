import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { windowIdAt, windowResetAt, QUOTA_WINDOW_MS } from "../../../shared/limits.js";
import { installGlossaries, testApp, TEST_SECRET } from "../../../../test/support/app.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { keys, makeGlossary } from "../../../../test/support/glossaries.js";
import { userSubject, visitorSubject, type Viewer } from "../../http/viewer.js";
import { createQuotaService } from "./service.js";

const FLASH = { mainLanguage: "en", translationLanguages: ["es"] };

describe.each(TEST_DIALECTS)("flash quota on %s", (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** Signed-in viewers are chosen per request by a test header until accounts exist. */
  const viewers = new Map<string, Viewer>();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await installGlossaries(database, [makeGlossary("en", keys(20)), makeGlossary("es", keys(20))]);
    app = await testApp(database, { FLASH_QUOTA_ANON: "5", FLASH_QUOTA_USER: "8" }, {
      identify: async (request) =>
        viewers.get(String(request.headers["x-test-viewer"])) ?? { kind: "anon", subject: visitorSubject(TEST_SECRET, request.ip) },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const flash = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/random-word", payload: FLASH, remoteAddress, headers });
  const check = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url: "/api/word-limit-check", remoteAddress, headers });

  it("starts a visitor with the anonymous quota of the current window", async () => {
    const res = await check("10.0.0.1");
    const windowId = windowIdAt(Date.now());
    expect(res.json()).toEqual({
      limit: 5, used: 0, remaining: 5, windowId, resetAt: windowResetAt(windowId).toISOString(), state: "anon",
    });
  });

  it("counts each successful flash once and answers 429 with the record when spent", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await flash("10.0.0.2")).statusCode).toBe(200);
      expect((await check("10.0.0.2")).json()).toMatchObject({ used: i, remaining: 5 - i });
    }
    const refused = await flash("10.0.0.2");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: "quota_exhausted",
      message: "You have used all 5 free flashes for this 12-hour window. Sign in to keep flashing.",
      quota: { limit: 5, used: 5, remaining: 0, state: "anon" },
    });
    // A fresh cookie jar and browser change nothing: visitors are counted by network.
    const other = await flash("10.0.0.2", { cookie: "fresh=1", "user-agent": "another browser", origin: "http://localhost:3000" });
    expect(other.statusCode).toBe(429);
    expect((await check("10.0.0.3")).json().used).toBe(0);
  });

  it("does not count refused requests", async () => {
    await app.inject({ method: "POST", url: "/api/random-word", payload: { mainLanguage: "en" }, remoteAddress: "10.0.0.4" });
    expect((await check("10.0.0.4")).json().used).toBe(0);
  });

  it("counts IPv6 visitors by their /64 network", async () => {
    for (let i = 0; i < 5; i++) expect((await flash(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await flash("2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await flash("2001:db8:1:3::1")).statusCode).toBe(200);
  });

  it("gives exactly the remaining quota to 200 parallel requests", async () => {
    const results = await Promise.all(Array.from({ length: 200 }, () => flash("10.0.0.5")));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(195);
    expect((await check("10.0.0.5")).json().used).toBe(5);
  });

  it("gives accounts their own quota and all-time total, administrators included", async () => {
    viewers.set("admin", { kind: "user", subject: userSubject("u-admin"), userId: "u-admin", email: "a@example.com", isAdmin: true, subscribed: false });
    const results = await Promise.all(Array.from({ length: 50 }, () => flash("10.0.0.6", { "x-test-viewer": "admin" })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(8);
    expect((await check("10.0.0.6", { "x-test-viewer": "admin" })).json()).toMatchObject({ limit: 8, used: 8, remaining: 0, state: "auth" });
    // The visitor quota of the same network is untouched.
    expect((await check("10.0.0.6")).json().used).toBe(0);
    const quota = createQuotaService(database.db, { anon: 5, user: 8 });
    expect(await quota.totalFlashes("u-admin")).toBe(8);
  });

  it("never limits subscribers but still counts their flashes", async () => {
    viewers.set("sub", { kind: "user", subject: userSubject("u-sub"), userId: "u-sub", email: "s@example.com", isAdmin: false, subscribed: true });
    const results = await Promise.all(Array.from({ length: 30 }, () => flash("10.0.0.7", { "x-test-viewer": "sub" })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await check("10.0.0.7", { "x-test-viewer": "sub" })).json()).toMatchObject({ limit: null, remaining: null, used: 30, state: "subscribed" });
  });

  it("starts afresh in the next window and removes stale counters", async () => {
    const quota = createQuotaService(database.db, { anon: 1, user: 1 });
    const viewer: Viewer = { kind: "anon", subject: "ip:window-test" };
    const now = Date.now();
    expect((await quota.consume(viewer, now)).ok).toBe(true);
    expect((await quota.consume(viewer, now)).ok).toBe(false);
    const next = now + QUOTA_WINDOW_MS;
    expect((await quota.consume(viewer, next)).ok).toBe(true);
    const removed = await quota.removeStale(next);
    expect(removed).toBeGreaterThan(0);
    expect((await quota.record(viewer, next)).used).toBe(1);
    expect((await quota.record(viewer, now)).used).toBe(0);
  });

  it("refuses every flash when an operator sets the quota to zero", async () => {
    const closed = await testApp(database, { FLASH_QUOTA_ANON: "0" });
    const res = await closed.inject({ method: "POST", url: "/api/random-word", payload: FLASH, remoteAddress: "10.0.0.8" });
    expect(res.statusCode).toBe(429);
    await closed.close();
  });
});
