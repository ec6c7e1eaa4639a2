import crypto from "node:crypto";
import { expect } from "vitest";
import type { BrowserSession } from "./browser-session.js";
import type { Mailbox } from "./mailbox.js";

export const randomEmail = (prefix = "learner") => `${prefix}-${crypto.randomBytes(5).toString("hex")}@example.com`;

export const linkPath = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/** Signs up, follows the verification mail and signs in; the session ends up in `browser`'s jar. */
export async function registerAndSignIn(browser: BrowserSession, mailbox: Mailbox, email: string, password = "Vocabulary-42") {
  const signUp = await browser.post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const mail = await mailbox.waitFor(email, /Verify your email/);
  const verified = await browser.get(linkPath(mail.links[0]!));
  expect(verified.statusCode, verified.body).toBeLessThan(400);
  const signIn = await browser.post("/api/auth/sign-in/email", { email, password });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return signIn;
}
