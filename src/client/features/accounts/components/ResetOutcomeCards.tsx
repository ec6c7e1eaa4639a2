import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.js";
import { AUTH_TOASTS } from "../messages.js";

/** Where "Request New Reset Link" leads: the sign-in screen with its forgot-password dialog open. */
export const REQUEST_RESET_LINK_PATH = "/auth?mode=login&forgot=1";

/** SPEC §2: the password is reset. */
export function ResetSuccessCard({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-start gap-2">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        {message}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/auth?mode=login" className={buttonClasses()}>
          Go to Sign In
        </Link>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

/** SPEC §2/§8: no token in the URL, or one the server refused. */
export function InvalidResetLinkCard({ reason = AUTH_TOASTS.noResetToken }: { reason?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-destructive" />
        <div>
          <p className="font-semibold">{AUTH_TOASTS.invalidResetLink}</p>
          <p className="text-muted-foreground">{reason}</p>
        </div>
      </div>
      <Link to={REQUEST_RESET_LINK_PATH} className={buttonClasses({ variant: "outline" })}>
        Request New Reset Link
      </Link>
    </div>
  );
}
