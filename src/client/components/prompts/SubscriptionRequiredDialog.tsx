import { lazyWhenOpen } from "../ui/lazy-when-open.js";

export interface SubscriptionRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the plan is needed, e.g. "Free accounts keep up to 5 saved words." */
  description?: string;
}

/** A signed-in learner hit a limit of the free plan (SPEC §2 subscription-required prompt); loaded when first opened. */
export const SubscriptionRequiredDialog = lazyWhenOpen<SubscriptionRequiredDialogProps>(
  async () => (await import("./SubscriptionRequiredDialogContent.js")).SubscriptionRequiredDialogContent,
);
