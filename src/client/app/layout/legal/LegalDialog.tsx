import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../../components/ui/dialog.js";
import { PrivacyText } from "./PrivacyText.js";
import { TermsText } from "./TermsText.js";

export type LegalDocument = "terms" | "privacy";

const titles: Record<LegalDocument, string> = { terms: "Terms of Service", privacy: "Privacy Policy" };

/** The Terms or Privacy dialog of the footer (loaded on first open, texts included). */
export function LegalDialog({
  open,
  document,
  onOpenChange,
}: {
  open: boolean;
  document: LegalDocument;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{titles[document]}</DialogTitle>
        </DialogHeader>
        {document === "terms" ? <TermsText /> : <PrivacyText />}
      </DialogContent>
    </Dialog>
  );
}
