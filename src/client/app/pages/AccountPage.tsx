import { useUser } from "../../features/accounts/api/get-user.js";
import { PageShell } from "./PageShell.js";

/** Login required (guarded in the router). Account info now; password and subscription panels come with their features. */
export function AccountPage() {
  const { user } = useUser();
  if (!user) return null;
  const type = user.isAdmin ? "Administrator" : user.hasSubscription ? "Unlimited User" : "Standard User";
  return (
    <PageShell title="Account Settings">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="text-muted-foreground">Account type</dt>
        <dd>{type}</dd>
        <dt className="text-muted-foreground">Words today</dt>
        <dd>{user.dailyWordCount}</dd>
        <dt className="text-muted-foreground">Words in total</dt>
        <dd>{user.totalWordCount}</dd>
      </dl>
    </PageShell>
  );
}
