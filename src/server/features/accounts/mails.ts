import { escapeHtml, type Mail } from "../mail/mailer.js";

/** Account mails, plain text and HTML; links are absolute, built from PUBLIC_URL. */

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${body}
${button}
<p style="font-size:13px;color:#555">— Polyglot</p>
</body></html>`;
}

export function verificationMail(to: string, url: string): Mail {
  const lines = ["Welcome to Polyglot! Please confirm that this is your email address.", "The link works for 24 hours. If you did not sign up, ignore this mail."];
  return {
    to,
    subject: "Verify your email for Polyglot",
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n\n— Polyglot`,
    html: layout("Verify your email", lines, { label: "Verify email", url }),
    links: [url],
  };
}

export function resetPasswordMail(to: string, url: string): Mail {
  const lines = ["Someone asked to reset the password of your Polyglot account.", "The link works for 1 hour and only once. If it was not you, ignore this mail: your password stays as it is."];
  return {
    to,
    subject: "Reset your Polyglot password",
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}\n\n— Polyglot`,
    html: layout("Reset your password", lines, { label: "Choose a new password", url }),
    links: [url],
  };
}

/** Sent instead of a second account when someone signs up with a taken address (no enumeration). */
export function existingAccountMail(to: string, signInUrl: string, resetUrl: string): Mail {
  const lines = [
    "Someone tried to create a Polyglot account with this email address, but you already have one.",
    "If it was you, sign in instead, or reset your password if you forgot it. If it was not you, ignore this mail.",
  ];
  return {
    to,
    subject: "You already have a Polyglot account",
    text: `${lines[0]}\n\nSign in: ${signInUrl}\nReset your password: ${resetUrl}\n\n${lines[1]}\n\n— Polyglot`,
    html: layout("You already have an account", lines, { label: "Sign in", url: signInUrl }),
    links: [signInUrl, resetUrl],
  };
}
