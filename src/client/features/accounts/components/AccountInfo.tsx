import type { User } from "../../../../shared/accounts.js";

/** SPEC §2 account types; an administrator is named so even with a subscription. */
export function accountType(user: Pick<User, "isAdmin" | "hasSubscription">): "Administrator" | "Unlimited User" | "Standard User" {
  if (user.isAdmin) return "Administrator";
  return user.hasSubscription ? "Unlimited User" : "Standard User";
}

/** SPEC §2 account info: email, account type, words flashed in the current window and in all. */
export function AccountInfo({ user }: { user: User }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3">
      <dt className="text-sm text-muted-foreground">Email</dt>
      <dd className="mb-2 break-all sm:mb-0">{user.email}</dd>
      <dt className="text-sm text-muted-foreground">Account type</dt>
      <dd className="mb-2 sm:mb-0">{accountType(user)}</dd>
      <dt className="text-sm text-muted-foreground">Daily word count</dt>
      <dd className="mb-2 sm:mb-0">{user.dailyWordCount}</dd>
      <dt className="text-sm text-muted-foreground">Total word count</dt>
      <dd>{user.totalWordCount}</dd>
    </dl>
  );
}
