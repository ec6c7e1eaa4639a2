import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordForm } from "../../../../shared/accounts.js";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { ApiError } from "../../../lib/api.js";
import { useChangePassword, WRONG_CURRENT_PASSWORD } from "../api/change-password.js";
import { AUTH_TOASTS } from "../messages.js";
import { useSessionRefresh } from "../use-session-refresh.js";
import { PasswordField } from "./PasswordField.js";

type ChangeValues = z.output<typeof changePasswordForm>;

/**
 * SPEC §5 change-password form: the current password is required, the new one
 * follows the reset rules; checked on submit. The account's other sessions end.
 */
export function ChangePasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const refreshSession = useSessionRefresh();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues>({
    resolver: zodResolver(changePasswordForm),
    mode: "onSubmit",
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.code === WRONG_CURRENT_PASSWORD) {
        setError("currentPassword", { message: apiError.serverMessage ?? "Current password is incorrect" }, { shouldFocus: true });
      }
      // Signed out meanwhile (the session ended elsewhere): re-reading it lets the route guard send the user to /auth.
      if (apiError?.status === 401) void refreshSession();
      const readable = apiError && [400, 429].includes(apiError.status) ? apiError.serverMessage : undefined;
      toast({ title: AUTH_TOASTS.passwordUpdateFailed, description: readable, variant: "destructive" });
      return;
    }
    reset();
    toast({ title: "Password updated", description: "Your password has been changed. Your other devices have been signed out.", variant: "success" });
  });

  const currentId = `${id}-current`;
  const newId = `${id}-new`;
  const confirmId = `${id}-confirm`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <PasswordField id={currentId} label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} registration={register("currentPassword")} />
      <PasswordField id={newId} label="New password" autoComplete="new-password" error={errors.newPassword?.message} registration={register("newPassword")} />
      <PasswordField id={confirmId} label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} registration={register("confirmPassword")} />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? "Updating…" : "Update Password"}
      </Button>
    </form>
  );
}
