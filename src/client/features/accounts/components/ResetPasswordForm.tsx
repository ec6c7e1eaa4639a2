import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetPasswordForm } from "../../../../shared/accounts.js";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { ApiError } from "../../../lib/api.js";
import { INVALID_RESET_TOKEN, useResetPassword } from "../api/reset-password.js";
import { AUTH_TOASTS } from "../messages.js";
import { useSessionRefresh } from "../use-session-refresh.js";
import { PasswordField } from "./PasswordField.js";

type ResetValues = z.output<typeof resetPasswordForm>;

export interface ResetPasswordFormProps {
  token: string;
  /** The password is reset (every session of the account has ended). */
  onReset: (message: string) => void;
  /** The server refused the token: used, expired or unknown. */
  onInvalidToken: (message: string) => void;
}

/** SPEC §5 reset form: both fields at least 6 characters and equal, checked on submit (and again by the server). */
export function ResetPasswordForm({ token, onReset, onInvalidToken }: ResetPasswordFormProps) {
  const id = useId();
  const reset = useResetPassword();
  const refreshSession = useSessionRefresh();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    mode: "onSubmit",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await reset.mutateAsync({ token, ...values });
      // A reset ends every session of the account, this browser's included if it was signed in.
      await refreshSession();
      onReset(message);
    } catch (error) {
      if (error instanceof ApiError && error.code === INVALID_RESET_TOKEN) {
        onInvalidToken(error.serverMessage ?? AUTH_TOASTS.noResetToken);
        return;
      }
      // A refused password (too common) or a rate limit is worth reading as the server words it.
      const readable = error instanceof ApiError && (error.status === 400 || error.status === 429) ? error.serverMessage : undefined;
      toast({ title: AUTH_TOASTS.resetFailed, description: readable ?? AUTH_TOASTS.resetFailedDescription, variant: "destructive" });
    }
  });

  const newId = `${id}-new`;
  const confirmId = `${id}-confirm`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <PasswordField id={newId} label="New password" autoComplete="new-password" error={errors.newPassword?.message} registration={register("newPassword")} />
      <PasswordField id={confirmId} label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register("confirmPassword")} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Resetting…" : "Reset Password"}
      </Button>
    </form>
  );
}
