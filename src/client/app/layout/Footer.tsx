import { useState } from "react";
import { Link } from "react-router";
import { lazyWhenOpen } from "../../components/ui/lazy-when-open.js";
import type { LegalDocument } from "./legal/LegalDialog.js";

const ContactDialog = lazyWhenOpen(async () => (await import("../../features/contact/ContactDialog.js")).ContactDialog);
const LegalDialog = lazyWhenOpen(async () => (await import("./legal/LegalDialog.js")).LegalDialog);

const footerLink = "rounded-sm px-1 py-2 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline";

/**
 * SPEC §2 footer: Contact, Blog, Terms, Privacy. Social links are left out
 * until the product has social accounts to link to (no placeholder links).
 */
export function Footer() {
  const [contactOpen, setContactOpen] = useState(false);
  const [legalOpen, setLegalOpen] = useState(false);
  const [legalDocument, setLegalDocument] = useState<LegalDocument>("terms");
  const openLegal = (document: LegalDocument) => {
    setLegalDocument(document);
    setLegalOpen(true);
  };
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-2 px-4 py-6 sm:flex-row sm:justify-between sm:px-6">
        <p className="text-sm text-muted-foreground">© 2025 Polyglot</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
            <li>
              <button type="button" className={footerLink} onClick={() => setContactOpen(true)}>
                Contact
              </button>
            </li>
            <li>
              <Link to="/blog" className={footerLink}>
                Blog
              </Link>
            </li>
            <li>
              <button type="button" className={footerLink} onClick={() => openLegal("terms")}>
                Terms
              </button>
            </li>
            <li>
              <button type="button" className={footerLink} onClick={() => openLegal("privacy")}>
                Privacy
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
      <LegalDialog open={legalOpen} document={legalDocument} onOpenChange={setLegalOpen} />
    </footer>
  );
}
