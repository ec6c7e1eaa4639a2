import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { randomEmail } from "../../test/support/accounts.js";
import { tempDir } from "../../test/support/databases.js";
import { startMailbox, type Mailbox } from "../../test/support/mailbox.js";
import { startServer, type ServerProcess } from "../../test/support/server-process.js";
import { launchChromium } from "./chromium.js";

export const ADMIN_EMAIL = "admin@polyglot.test";
export const TEST_PASSWORD = "Vocabulary-42";

export interface BrowserAppOptions {
  /** Extra server environment for this file (quotas, selectable languages, …). */
  env?: Record<string, string>;
}

export interface BrowserApp {
  readonly server: ServerProcess;
  readonly mailbox: Mailbox;
  /** An absolute URL on the test server. */
  url(path: string): string;
  /** A fresh browser context (own cookies and storage) and a page in it; closed after the test. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
  /** Declares a console error this test expects (say, a refused sign-in); any other one fails the test. */
  expectConsoleError(pattern: RegExp): void;
  /** Registers, verifies and signs in a new account inside `context` (cookies land in its jar). */
  signUp(context: BrowserContext, options?: { admin?: boolean; email?: string }): Promise<string>;
}

/**
 * One real server (its own data folder, SQLite file and SMTP mailbox, glossaries
 * seeded from content/glossaries) and one Chromium per test file; a fresh context
 * per page. Every console error, page error or service-worker error fails the
 * test that caused it.
 */
export function useBrowserApp(options: BrowserAppOptions = {}): BrowserApp {
  let server: ServerProcess;
  let mailbox: Mailbox;
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let expected: RegExp[] = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    const dataDir = tempDir("polyglot-e2e-");
    [server, browser] = await Promise.all([
      startServer({ DATA_DIR: dataDir, SMTP_URL: mailbox.url, ADMIN_EMAILS: ADMIN_EMAIL, ...options.env }),
      launchChromium(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    errors = [];
    expected = [];
    expect(unexpected, "console errors, page errors or service-worker errors").toEqual([]);
  });

  const record = (source: string) => (text: string) => errors.push(`${source}: ${text}`);

  return {
    get server() {
      return server;
    },
    get mailbox() {
      return mailbox;
    },
    url: (path) => new URL(path, server.url).toString(),
    async openPage(contextOptions = {}) {
      const context = await browser.newContext({ baseURL: server.url, ...contextOptions });
      contexts.push(context);
      context.on("console", (message) => {
        if (message.type() === "error") record("console")(`${message.text()} (${message.location().url})`);
      });
      context.on("weberror", (error) => record("page error")(error.error().message));
      context.on("serviceworker", (worker) =>
        worker.on("console", (message) => message.type() === "error" && record("service worker")(message.text())),
      );
      return context.newPage();
    },
    expectConsoleError(pattern) {
      expected.push(pattern);
    },
    async signUp(context, { admin = false, email = admin ? ADMIN_EMAIL : randomEmail() } = {}) {
      const headers = { origin: server.url };
      const signUp = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
        data: { email, password: TEST_PASSWORD, name: email.split("@")[0] },
        headers,
      });
      expect(signUp.status(), await signUp.text()).toBe(200);
      const mail = await mailbox.waitFor(email, /verify/i);
      const link = new URL(mail.links[0]!);
      const verified = await context.request.get(`${server.url}${link.pathname}${link.search}`, { maxRedirects: 0 });
      expect(verified.status(), await verified.text()).toBeLessThan(400);
      const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
        data: { email, password: TEST_PASSWORD },
        headers,
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      return email;
    },
  };
}
