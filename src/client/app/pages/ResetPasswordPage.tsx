import { useSearchParams } from "react-router";
import { PageShell } from "./PageShell.js";

/** /reset-password?token=…: the form comes with the accounts feature. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <PageShell title="Reset Password">
      {params.get("token") ? (
        <p className="text-muted-foreground">Password reset is not available yet; it arrives with accounts.</p>
      ) : (
        <>
          <p className="font-medium">Invalid reset link</p>
          <p className="text-muted-foreground">No reset token found in the URL.</p>
        </>
      )}
    </PageShell>
  );
}
