import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.js";
import { cn } from "../../components/ui/cn.js";
import { useUser } from "../../features/accounts/api/get-user.js";
import { AccountInfo, ChangePasswordForm } from "../../features/accounts/index.js";
import { PageShell, Section } from "./PageShell.js";

/** /account (SPEC §2), login required (guarded in the router): account info, change password, subscription. */
export function AccountPage() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <PageShell title="Account Settings">
      <Section id="account-info" title="Account Information">
        <AccountInfo user={user} />
      </Section>
      <Section id="change-password" title="Change Password">
        <ChangePasswordForm />
      </Section>
      {/* The subscription panel (status, billing date, cancel / keep) arrives with billing; until then this says where things stand. */}
      <Section id="subscription" title="Subscription">
        <p className="text-muted-foreground">
          {user.hasSubscription
            ? "Your Polyglot Unlimited plan is active. Managing it from this page arrives with card billing."
            : "You are on the free plan. Managing a subscription from this page arrives with card billing."}
        </p>
        <Link to="/unlimited" className={cn(buttonClasses({ variant: "outline" }), "self-start")}>
          About Polyglot Unlimited
        </Link>
      </Section>
    </PageShell>
  );
}
