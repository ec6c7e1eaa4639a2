import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.js";
import { PageShell } from "./PageShell.js";

/** Where the card payment returns after a successful checkout (SPEC §2). */
export function PaymentSuccessPage() {
  return (
    <PageShell title="Payment Successful">
      <p className="text-muted-foreground">
        Thank you! Your Polyglot Unlimited subscription is active as soon as the payment is confirmed, usually within
        a few seconds. Your account page shows its status.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/" className={buttonClasses()}>
          Start Learning
        </Link>
        <Link to="/account" className={buttonClasses({ variant: "outline" })}>
          Account Settings
        </Link>
      </div>
    </PageShell>
  );
}
