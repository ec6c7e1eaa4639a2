import { Star } from "lucide-react";
import { Link } from "react-router";
import { UNLIMITED_PITCH } from "./unlimited-pitch.js";
import { buttonClasses } from "../ui/button.js";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog.js";
import type { SubscriptionRequiredDialogProps } from "./SubscriptionRequiredDialog.js";

/** A signed-in learner hit a limit of the free plan (SPEC §2 subscription-required prompt). */
export function SubscriptionRequiredDialogContent({ open, onOpenChange, description }: SubscriptionRequiredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subscription required</DialogTitle>
          <DialogDescription>
            {description ?? "This needs Polyglot Unlimited."} {UNLIMITED_PITCH}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className={buttonClasses({ variant: "outline" })}>Not now</DialogClose>
          <Link to="/unlimited" onClick={() => onOpenChange(false)} className={buttonClasses()}>
            <Star aria-hidden="true" className="h-4 w-4" />
            See Unlimited
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
