import { LogIn, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog.js";
import type { LoginRequiredDialogProps } from "./LoginRequiredDialog.js";

/** A visitor tried something that needs an account (SPEC §2 login-required prompt). */
export function LoginRequiredDialogContent({ open, onOpenChange, description }: LoginRequiredDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Login required</DialogTitle>
          <DialogDescription>{description ?? "You need an account for this. Log in, or create a free account."}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Link to="/auth?mode=register" onClick={close} className={buttonClasses({ variant: "outline" })}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Create Account
          </Link>
          <Link to="/auth?mode=login" onClick={close} className={buttonClasses()}>
            <LogIn aria-hidden="true" className="h-4 w-4" />
            Log In
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
