import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomEmail } from "../support/accounts.js";
import { createTestDatabase, tempDir, TEST_DIALECTS, type TestDatabase } from "../support/databases.js";
import { startMailbox, type Mailbox } from "../support/mailbox.js";
import { startServer, type ServerProcess } from "../support/server-process.js";

const run = promisify(execFile);

describe.each(TEST_DIALECTS)("accounts across two server processes on %s", (dialect) => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    mailbox = await startMailbox();
    env = { DATABASE_URL: database.url, DATA_DIR: tempDir(), AUTH_SECRET: "shared-secret-of-both-processes-0123456789", SMTP_URL: mailbox.url, TRUST_PROXY: "127.0.0.1" };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop("SIGKILL");
    await mailbox?.close();
    await database?.destroy();
  });

  /** `via` is the client address a trusted proxy on 127.0.0.1 reports. */
  const post = (server: ServerProcess, path: string, body: object, via?: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...(via ? { "x-forwarded-for": via } : {}) },
      body: JSON.stringify(body),
    });

  it("keeps the saved-word limit exact when 50 saves race across both processes", async () => {
    const email = randomEmail();
    const password = "Vocabulary-42";
    expect((await post(servers[0]!, "/api/auth/sign-up/email", { email, password, name: "x" })).status).toBe(200);
    const mail = await mailbox.waitFor(email, /Verify your email/);
    const verifyUrl = new URL(mail.links[0]!);
    await fetch(`${servers[1]!.url}${verifyUrl.pathname}${verifyUrl.search}`, { redirect: "manual" });
    const signIn = await post(servers[1]!, "/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const entries = await database.db.selectFrom("entries").select("id").where("language_code", "=", "es").limit(50).execute();
    const statuses = await Promise.all(
      entries.map(({ id }, i) =>
        fetch(`${servers[i % 2]!.url}/api/toggle-glossary-word`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, origin: servers[i % 2]!.url },
          body: JSON.stringify({ entryId: id, languageCode: "es" }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(45);
  });

  it("grants and revokes administrators from the command line", async () => {
    const email = randomEmail("operator");
    const cli = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], { env: { ...process.env, ...env } });
    expect((await cli("grant", email)).stdout).toContain(`${email} is an administrator`);
    expect((await cli("list")).stdout).toContain(email);
    const rows = await database.db.selectFrom("administrators").select("email").execute();
    expect(rows.map((r) => r.email)).toContain(email);
    expect((await cli("revoke", email)).stdout).toContain("is no longer an administrator");
    await expect(cli("promote", email)).rejects.toMatchObject({ code: 2 });
  });
  it("shares the per-address sign-in limit between processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(servers[i % 2]!, "/api/auth/sign-in/email", { email: randomEmail(), password: "Wrong-pass-1" }, "203.0.113.9");
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy is not affected.
    expect((await post(servers[0]!, "/api/auth/sign-in/email", { email: randomEmail(), password: "Wrong-pass-1" }, "203.0.113.10")).status).toBe(401);
  });
});
