import { useSearchParams } from "react-router";
import { PageShell } from "./PageShell.js";

/**
 * /auth?mode=login|register. The forms come with the accounts feature; until
 * then the page says so plainly instead of showing fields that do nothing.
 */
export function AuthPage() {
  const [params] = useSearchParams();
  const register = params.get("mode") === "register";
  return (
    <PageShell title={register ? "Create Account" : "Sign In"}>
      <p className="text-muted-foreground">
        Accounts are not open yet. You can already flash words without one; signing in and creating accounts arrive
        shortly.
      </p>
    </PageShell>
  );
}
