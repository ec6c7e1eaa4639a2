import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process.js";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** A real SMTP server on localhost that keeps what it receives: the app sends to it through SMTP_URL. */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiting: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          const text = parsed.text ?? "";
          const mail = { to: to ?? "", subject: parsed.subject ?? "", text, html: String(parsed.html || ""), links: text.match(/https?:\/\/\S+/g) ?? [] };
          received.push(mail);
          for (const w of waiting.filter((w) => w.match(mail))) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to `to` whose subject matches, waiting up to 10 s for it. */
    waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
      const match = (m: ReceivedMail) => m.to.includes(to) && subject.test(m.subject) && !taken.has(m);
      const found = received.find(match);
      if (found) return Promise.resolve(take(found));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} matching ${subject} within 10 s`)), 10_000);
        waiting.push({ match, resolve: (m) => (clearTimeout(timer), resolve(take(m))) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  function take(m: ReceivedMail) {
    taken.add(m);
    return m;
  }
}
const taken = new WeakSet<ReceivedMail>();

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
