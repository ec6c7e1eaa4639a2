import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installGlossaries } from "../support/app.js";
import { randomEmail } from "../support/accounts.js";
import { createTestDatabase, tempDir, TEST_DIALECTS, type TestDatabase } from "../support/databases.js";
import { keys, makeEntry, makeGlossary } from "../support/glossaries.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startServer, type ServerProcess } from "../support/server-process.js";

/** Signs an account up, verifies it and signs in over HTTP; returns the session cookie. */
async function signInOverHttp(server: ServerProcess, mailbox: Mailbox, email: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify(body) });
  await post("/api/auth/sign-up/email", { email, password: "Vocabulary-42", name: "admin" });
  const link = new URL((await mailbox.waitFor(email, /Verify/)).links[0]!);
  await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
  const signIn = await post("/api/auth/sign-in/email", { email, password: "Vocabulary-42" });
  return signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

describe.each(TEST_DIALECTS)("a server killed during a large import on %s", (dialect) => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let server: ServerProcess;
  const admin = randomEmail("admin");

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await installGlossaries(database, [makeGlossary("es", keys(2_000, "old"))]);
    mailbox = await startMailbox();
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: tempDir(),
      SMTP_URL: mailbox.url,
      ADMIN_EMAILS: admin,
      UPLOAD_MAX_BYTES: String(200 * 1024 * 1024),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await mailbox?.close();
    await database?.destroy();
  });

  it("leaves the database intact and the language fully old", async () => {
    const cookie = await signInOverHttp(server, mailbox, admin);
    const entries = keys(80_000, "new").map((k) => JSON.stringify(makeEntry("es", k)));
    const file = `{"format":"polyglot-glossary","version":1,"language":"es","entries":[${entries.join(",")}]}`;
    const boundary = "----polyglot-crash-test";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="glossaryFile"; filename="big.json"\r\nContent-Type: application/json\r\n\r\n`;
    const half = Math.floor(file.length * 0.6);
    let sentHalf!: () => void;
    const halfway = new Promise<void>((resolve) => (sentHalf = resolve));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head + file.slice(0, half)));
        sentHalf();
        // The rest never comes: the server is killed while its import transaction is open.
      },
    });
    const upload = fetch(`${server.url}/api/admin/glossaries`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, origin: server.url },
      body,
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    await halfway;
    await new Promise((r) => setTimeout(r, 1_500));
    await server.stop("SIGKILL");
    await upload;

    if (dialect === "sqlite") {
      const sqlite = new SQLite(database.url);
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      sqlite.close();
    }
    const rows = await database.db.selectFrom("entries").select(["word_key"]).where("language_code", "=", "es").execute();
    expect(rows).toHaveLength(2_000);
    expect(rows.every((r) => r.word_key.startsWith("old_"))).toBe(true);
    const glossary = await database.db.selectFrom("glossaries").select("word_count").where("language_code", "=", "es").executeTakeFirstOrThrow();
    expect(glossary.word_count).toBe(2_000);
  }, 120_000);
});
