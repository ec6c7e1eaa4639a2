import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { contactRequest } from "../../../shared/contact.js";
import type { Database } from "../../db/schema.js";
import type { RateLimiter } from "../../http/rate-limiter.js";
import { parseInput } from "../../http/validate.js";
import { escapeHtml, type Mailer } from "../mail/mailer.js";

export interface ContactDeps {
  db: Kysely<Database>;
  limiter: RateLimiter;
  mailer: Mailer;
  contactEmail?: string;
  log: { error(obj: unknown, msg: string): void };
}

const CONTACT_PER_IP = { limit: 5, windowMs: 60 * 60_000 };

/** POST /api/contact: stored first (nothing is lost if mail fails), then mailed to CONTACT_EMAIL when set. */
export const contactRoutes =
  ({ db, limiter, mailer, contactEmail, log }: ContactDeps): FastifyPluginAsync =>
  async (app) => {
    app.post("/api/contact", async (request, reply) => {
      const { email, subject, message } = parseInput(contactRequest, request.body);
      await limiter.enforce(`ip:contact:${request.ip}`, CONTACT_PER_IP, "messages from this network");
      await db.insertInto("contact_messages").values({ email, subject, message, created_at: new Date().toISOString() }).execute();
      if (contactEmail) {
        mailer
          .send({
            to: contactEmail,
            replyTo: email,
            subject: `[Polyglot contact] ${subject}`,
            text: `From: ${email}\n\n${message}`,
            html: `<p>From: ${escapeHtml(email)}</p><pre style="white-space:pre-wrap">${escapeHtml(message)}</pre>`,
          })
          .catch((err: unknown) => log.error({ err }, "mailing a contact message failed (it is stored)"));
      }
      return reply.status(201).send({ ok: true });
    });
  };
