import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../../../test/support/databases.js";
import { startMailbox } from "../../../../test/support/mailbox.js";
import { createMailer, escapeHtml } from "./mailer.js";

const mail = { to: "ana@example.com", subject: "Hello", text: "Go to http://x.example/a", html: "<p>Go</p>", links: ["http://x.example/a"] };

describe("mailer", () => {
  it("writes .eml files to the outbox and logs the links when no SMTP_URL is set", async () => {
    const dataDir = tempDir();
    const logged: string[] = [];
    await createMailer({ from: "Polyglot <no-reply@polyglot.local>", dataDir, log: { info: (m) => logged.push(m) } }).send(mail);
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(eml).toContain("Subject: Hello");
    expect(eml).toContain("To: ana@example.com");
    expect(logged.some((l) => l.includes("http://x.example/a"))).toBe(true);
  });

  it("sends through real SMTP when SMTP_URL is set", async () => {
    const mailbox = await startMailbox();
    await createMailer({ smtpUrl: mailbox.url, from: "Polyglot <no-reply@polyglot.local>", dataDir: tempDir(), log: { info: () => {} } }).send(mail);
    expect((await mailbox.waitFor("ana@example.com", /Hello/)).text).toContain("http://x.example/a");
    await mailbox.close();
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
