import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { forgotPasswordRequest } from "../../../../shared/accounts.js";
import { Button } from "../../../components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog.js";
import { toast } from "../../../components/ui/toast.js";
import { ApiError } from "../../../lib/api.js";
import { useRequestPasswordReset } from "../api/forgot-password.js";
import { AUTH_TOASTS, DEV_RESET_LINK_TOAST_MS } from "../messages.js";
import { describedBy, Field, inputClasses } from "../../../components/ui/field.js";

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The email typed in the sign-in form, if any. */
  defaultEmail?: string;
}

/** SPEC §2 forgot-password dialog: asks for an email (validated on submit) and mails a reset link. */
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = "" }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>Enter the email address of your account and we will send you a link to choose a new password.</DialogDescription>
        </DialogHeader>
        {/* Mounted on each opening, so it starts from the email of the sign-in form. */}
        <ForgotPasswordForm defaultEmail={defaultEmail} onSent={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordForm({ defaultEmail, onSent, onCancel }: { defaultEmail: string; onSent: () => void; onCancel: () => void }) {
  const id = useId();
  const emailId = `${id}-email`;
  const reset = useRequestPasswordReset();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordRequest>, unknown, z.output<typeof forgotPasswordRequest>>({
    resolver: zodResolver(forgotPasswordRequest),
    mode: "onSubmit",
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      const { resetLink } = await reset.mutateAsync({ email });
      toast(
        resetLink
          ? { title: AUTH_TOASTS.resetEmailSent, description: `Development test link: ${resetLink}`, duration: DEV_RESET_LINK_TOAST_MS, variant: "success" }
          : { title: AUTH_TOASTS.resetEmailSent, variant: "success" },
      );
      onSent();
    } catch (error) {
      setFailed(true);
      // A rate limit says when to try again; that is worth reading.
      const description = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
      toast({ title: AUTH_TOASTS.resetEmailFailed, description, variant: "destructive" });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field id={emailId} label="Email" error={errors.email?.message}>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClasses}
          {...describedBy(emailId, errors.email?.message)}
          {...register("email")}
        />
      </Field>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {AUTH_TOASTS.resetEmailFailedInDialog}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send Reset Link"}
        </Button>
      </DialogFooter>
    </form>
  );
}
