import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.js";
import { ContactForm } from "./ContactForm.js";

/** The footer's Contact dialog (the footer loads it on first open: the form brings zod and react-hook-form). */
export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact us</DialogTitle>
          <DialogDescription>Questions, ideas or a mistake in a word? Write to us and we will answer by email.</DialogDescription>
        </DialogHeader>
        <ContactForm onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
