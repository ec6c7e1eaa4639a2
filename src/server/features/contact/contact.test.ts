import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../../../../test/support/app.js";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../../../../test/support/databases.js";
import { startMailbox, type Mailbox } from "../../../../test/support/mailbox.js";

describe.each(TEST_DIALECTS)("contact form on %s", (dialect) => {
  let database: TestDatabase;
  let mailbox: Mailbox;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    mailbox = await startMailbox();
    app = await testApp(database, { SMTP_URL: mailbox.url, CONTACT_EMAIL: "team@polyglot.example" });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
    await database?.destroy();
  });

  const send = (payload: object, remoteAddress = "10.1.0.1") =>
    app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });

  it("stores the message and mails it to CONTACT_EMAIL with the sender as reply-to", async () => {
    const res = await send({ email: " ana@example.com ", subject: "Thai voices", message: "Which voices read Thai best?" });
    expect(res.statusCode).toBe(201);
    const stored = await database.db.selectFrom("contact_messages").selectAll().execute();
    expect(stored).toEqual([expect.objectContaining({ email: "ana@example.com", subject: "Thai voices", message: "Which voices read Thai best?" })]);
    const mail = await mailbox.waitFor("team@polyglot.example", /\[Polyglot contact\] Thai voices/);
    expect(mail.text).toContain("Which voices read Thai best?");
  });

  it.each([
    [{ email: "nope", subject: "s", message: "long enough message" }, "Please enter a valid email address"],
    [{ email: "a@b.co", subject: " ", message: "long enough message" }, "Subject is required"],
    [{ email: "a@b.co", subject: "s", message: "too short" }, "Message must be at least 10 characters long"],
  ])("rejects %j with the form's message and stores nothing", async (payload, message) => {
    const before = await database.db.selectFrom("contact_messages").select("id").execute();
    const res = await send(payload, "10.1.0.2");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "validation_error", message });
    expect(await database.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(before.length);
  });

  it("limits messages per network", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await send({ email: "b@example.com", subject: "hi", message: "a message of some length" }, "10.1.0.3")).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
