import { LEGAL_DATE, LegalSection } from "./LegalSection.js";

/** The privacy notice, in plain language: exactly what the product stores and why. */
export function PrivacyText() {
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted-foreground">
      <p>Last updated: {LEGAL_DATE}</p>
      <LegalSection title="What we store">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong className="text-foreground">Your account:</strong> your email address and your password, stored
            only as a one-way hash (we cannot read it). If you sign in with Google, we receive your email address from
            Google and no password at all. We also keep whether you subscribe and how many words you have flashed.
          </li>
          <li>
            <strong className="text-foreground">Saved words:</strong> the words you save to your personal glossary.
          </li>
          <li>
            <strong className="text-foreground">Flash counters:</strong> to apply the free limits, we count flashes
            per 12-hour period. For visitors without an account the count is kept under a keyed hash of the network
            address; the address itself is not stored. Counters are deleted after their period ends.
          </li>
          <li>
            <strong className="text-foreground">Contact messages:</strong> the email address, subject and message you
            send us through the contact form, so we can answer.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Payments">
        <p>
          Payments for Polyglot Unlimited are handled by Stripe. Your card details go straight to Stripe; we never see
          or store them. We keep only the identifiers Stripe gives us and the state of your subscription.
        </p>
      </LegalSection>
      <LegalSection title="Cookies and your browser">
        <p>
          The only cookie is the session cookie that keeps you signed in; it is set when you sign in and removed when
          you log out. There are no advertising or tracking cookies and no analytics. Your choices in the app (your
          languages, the theme, a dismissed voice hint) and a copy of your remaining flashes are kept in your
          browser's own storage on your device.
        </p>
      </LegalSection>
      <LegalSection title="Emails">
        <p>
          We email you only for your account: to confirm your address, to reset your password, and to answer you if
          you write to us. No newsletters unless you ask for them.
        </p>
      </LegalSection>
      <LegalSection title="Who else sees your data">
        <p>
          We do not sell or rent your data. It is processed only by the services that run Polyglot for us: our hosting,
          our email delivery and Stripe for payments, each only for that purpose.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Account data and saved words stay until you delete them or ask us to close your account. Flash counters are
          deleted once their 12-hour period is over. Contact messages are kept as long as we need them to answer and
          follow up.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You can ask us for a copy of your data, to correct it, or to delete it, and you can complain to your data
          protection authority. Write to us through the Contact link at the bottom of every page; we answer within 30
          days.
        </p>
      </LegalSection>
      <LegalSection title="Security and changes">
        <p>
          Passwords are hashed, sessions are kept in secure cookies, and the site loads nothing from other servers. If
          this notice changes, we update the date above and tell account holders by email about important changes.
        </p>
      </LegalSection>
    </div>
  );
}
