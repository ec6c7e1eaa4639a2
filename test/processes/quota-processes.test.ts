import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installGlossaries } from "../support/app.js";
import { createTestDatabase, tempDir, TEST_DIALECTS, type TestDatabase } from "../support/databases.js";
import { keys, makeGlossary } from "../support/glossaries.js";
import { startServer, type ServerProcess } from "../support/server-process.js";

describe.each(TEST_DIALECTS)("two server processes sharing one %s database", (dialect) => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await installGlossaries(database, [makeGlossary("en", keys(50)), makeGlossary("es", keys(50))]);
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: tempDir(),
      AUTH_SECRET: "shared-secret-of-both-processes-0123456789",
      FLASH_QUOTA_ANON: "30",
    };
    // One after the other: the first seeds the predefined glossaries, the second finds them in place.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop("SIGKILL");
    await database?.destroy();
  });

  it("grants exactly the quota to 200 parallel requests spread over both", async () => {
    const requests = Array.from({ length: 200 }, (_, i) =>
      fetch(`${servers[i % 2]!.url}/api/random-word`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mainLanguage: "en", translationLanguages: ["es"] }),
      }).then((r) => r.status),
    );
    const statuses = await Promise.all(requests);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(170);
    const record = await fetch(`${servers[1]!.url}/api/word-limit-check`).then((r) => r.json());
    expect(record).toMatchObject({ used: 30, remaining: 0, state: "anon" });
  });

  it("shuts down cleanly on SIGTERM", async () => {
    const server = servers.pop()!;
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
  });
});
