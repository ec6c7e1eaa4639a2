import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the mail, logged when mail goes to the outbox so a developer can follow them. */
  links?: string[];
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: { info(msg: string): void };
}

/**
 * Real SMTP when SMTP_URL is set; otherwise an outbox of .eml files in the data
 * folder (nodemailer builds the same message either way), with links logged.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail(message(options.from, mail))) };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(options.from, mail));
      await fs.mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outbox, `${stamp}-${crypto.randomBytes(3).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info(`Mail to ${mail.to} "${mail.subject}" written to ${file}`);
      for (const link of mail.links ?? []) options.log.info(`  link: ${link}`);
    },
  };
}

function message(from: string, mail: Mail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo };
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
