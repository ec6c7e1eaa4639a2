import { useState } from "react";
import { useSearchParams } from "react-router";
import { InvalidResetLinkCard, ResetPasswordForm, ResetSuccessCard } from "../../features/accounts/index.js";
import { PageShell } from "./PageShell.js";

type Outcome = { kind: "form" } | { kind: "reset"; message: string } | { kind: "invalid"; reason: string };

/** /reset-password?token=… (SPEC §2): the form only with a token; then the success or the invalid-link card. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "form" });

  return (
    <PageShell title="Reset Password">
      <div className="flex w-full max-w-md flex-col gap-4">
        {!token ? (
          <InvalidResetLinkCard />
        ) : outcome.kind === "reset" ? (
          <ResetSuccessCard message={outcome.message} />
        ) : outcome.kind === "invalid" ? (
          <InvalidResetLinkCard reason={outcome.reason} />
        ) : (
          <>
            <p className="text-muted-foreground">Choose a new password for your account. You will then sign in with it.</p>
            <ResetPasswordForm
              token={token}
              onReset={(message) => setOutcome({ kind: "reset", message })}
              onInvalidToken={(reason) => setOutcome({ kind: "invalid", reason })}
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
