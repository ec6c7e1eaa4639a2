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
    env = { DATABASE_URL: database.url, DATA_DIR: tempDir(), AUTH_SECRET: "shared-secret-of-both-processes-0123456789", SMTP_URL: mailbox.url };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop("SIGKILL");
    await mailbox?.close();
    await database?.destroy();
  });

  const post = (server: ServerProcess, path: string, body: object) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify(body) });

  it("shares the per-address sign-in limit between processes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(servers[i % 2]!, "/api/auth/sign-in/email", { email: randomEmail(), password: "Wrong-pass-1" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
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
});
