import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.js";

/** SPEC §2: /auth for someone already signed in. */
export function SignedInCard({ email, onSwitchUser, switching }: { email: string | undefined; onSwitchUser: () => void; switching: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        {email ? (
          <>
            You are signed in as <span className="font-medium break-all text-foreground">{email}</span>.
          </>
        ) : (
          "You are already signed in."
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/" className={buttonClasses()}>
          Go Back to Home
        </Link>
        <Button variant="outline" disabled={switching} onClick={onSwitchUser}>
          Login as Different User
        </Button>
      </div>
    </div>
  );
}
