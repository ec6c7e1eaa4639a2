import { DEFAULT_FLASH_QUOTA_ANON, DEFAULT_FLASH_QUOTA_USER, FREE_SAVED_WORD_LIMIT, PRICE_USD_PER_MONTH } from "../../../../shared/limits.js";
import { LEGAL_DATE, LegalSection } from "./LegalSection.js";

/** The terms of service, in plain language. */
export function TermsText() {
  return (
    <div className="space-y-4 text-sm leading-relaxed text-muted-foreground">
      <p>Last updated: {LEGAL_DATE}</p>
      <LegalSection title="1. What this is">
        <p>
          Polyglot is a web app for learning vocabulary: you pick languages, press Flash and see a word in each of
          them. By using Polyglot you agree to these terms. If you do not agree, please do not use it.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <p>
          You can use Polyglot without an account. To save words you need one, created with your email address and a
          password or with a Google account. Keep your password to yourself; you are responsible for what happens
          under your account. You must be at least 13 years old to create one.
        </p>
      </LegalSection>
      <LegalSection title="3. Free use">
        <p>
          Free use has limits, counted per 12-hour period: by default {DEFAULT_FLASH_QUOTA_ANON} flashes without an
          account and {DEFAULT_FLASH_QUOTA_USER} with a free account, and a free account keeps up to{" "}
          {FREE_SAVED_WORD_LIMIT} saved words. The app always shows what is left. We may change these limits; we will
          not take away words you have already saved.
        </p>
      </LegalSection>
      <LegalSection title="4. Polyglot Unlimited">
        <p>
          Unlimited costs ${PRICE_USD_PER_MONTH} per month, paid in advance by card. It removes the flash and
          saved-word limits. It renews every month until you cancel. You can cancel at any time in Account Settings;
          you keep Unlimited until the end of the month you have paid for and are not charged again. We do not refund
          part-months unless the law requires it. If the price changes we will tell you at least 30 days before it
          applies to you, and you can cancel before then.
        </p>
      </LegalSection>
      <LegalSection title="5. Fair use">
        <p>
          Please use Polyglot as a person learning words. Do not try to get around the limits, copy the glossaries in
          bulk with scripts, disturb the service or other people's use of it, or send spam through the contact form.
          We may suspend accounts that do.
        </p>
      </LegalSection>
      <LegalSection title="6. The words and examples">
        <p>
          We check our glossaries carefully, but a translation, a pronunciation or an example can still be wrong. Use
          them for learning, not for anything where a mistake could hurt you. If you spot an error, tell us through the
          contact form. The glossaries and the app belong to Polyglot; you may use them for your own learning.
        </p>
      </LegalSection>
      <LegalSection title="7. The service as it is">
        <p>
          We work to keep Polyglot running and correct, but we provide it as it is, without guarantees that it will
          always be available or free of errors. As far as the law allows, we are not liable for indirect losses, and
          our total liability to you is limited to what you paid us in the last 12 months. Nothing here limits rights
          you have under consumer law that cannot be limited.
        </p>
      </LegalSection>
      <LegalSection title="8. Ending">
        <p>
          You can stop using Polyglot at any time. To close your account and delete its data, ask us through the
          contact form. We may close accounts that break these terms, and we will tell you why.
        </p>
      </LegalSection>
      <LegalSection title="9. Changes and contact">
        <p>
          If we change these terms we will update the date above and, for important changes, tell account holders by
          email before they apply. Questions? Use the Contact link at the bottom of every page.
        </p>
      </LegalSection>
    </div>
  );
}
