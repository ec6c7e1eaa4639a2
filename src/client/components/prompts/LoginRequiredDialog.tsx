import { lazyWhenOpen } from "../ui/lazy-when-open.js";

export interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the visitor tried to do, e.g. "Log in to save words to your personal glossary." */
  description?: string;
}

/** A visitor tried something that needs an account (SPEC §2 login-required prompt); loaded when first opened. */
export const LoginRequiredDialog = lazyWhenOpen<LoginRequiredDialogProps>(
  async () => (await import("./LoginRequiredDialogContent.js")).LoginRequiredDialogContent,
);
