import { BookMarked, Home, LogIn, Shield } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { LoginRequiredDialog } from "../../components/prompts/LoginRequiredDialog.js";
import { useUser } from "../../features/accounts/api/get-user.js";
import { GetAppButton } from "../../features/install/GetAppButton.js";
import { headerItemClasses } from "./header-item.js";
import { Logo } from "./Logo.js";
import { ThemeToggle } from "./ThemeToggle.js";
import { UnlimitedStar } from "./UnlimitedStar.js";

// Only signed-in users see the menu: its code (Radix menu) loads for them alone.
const UserMenu = lazy(async () => ({ default: (await import("./UserMenu.js")).UserMenu }));

const navItem = ({ isActive }: { isActive: boolean }) => headerItemClasses(isActive);

/** SPEC §2 header: logo, Get app, Unlimited star, theme, My Glossary, Home, Admin, login or user menu. */
export function Header() {
  const { user } = useUser();
  const [loginPrompt, setLoginPrompt] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center gap-1 px-2 sm:px-6">
        <Link to="/" className="mr-auto flex shrink-0 items-center gap-2 rounded-md p-1 text-lg font-bold" aria-label="Polyglot home">
          <Logo className="h-8 w-8" />
          <span className="hidden sm:inline">Polyglot</span>
        </Link>
        <nav aria-label="Main" className="flex min-w-0 items-center sm:gap-1">
          <GetAppButton className={headerItemClasses()} />
          <UnlimitedStar subscribed={Boolean(user?.hasSubscription)} />
          <ThemeToggle />
          {user ? (
            <NavLink to="/my-glossary" className={navItem}>
              <BookMarked aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only md:not-sr-only">My Glossary</span>
            </NavLink>
          ) : (
            <button type="button" className={headerItemClasses()} onClick={() => setLoginPrompt(true)}>
              <BookMarked aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only md:not-sr-only">My Glossary</span>
            </button>
          )}
          <NavLink to="/" end className={navItem}>
            <Home aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only md:not-sr-only">Home</span>
          </NavLink>
          {user?.isAdmin && (
            <NavLink to="/admin" className={navItem}>
              <Shield aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only md:not-sr-only">Admin</span>
            </NavLink>
          )}
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="ml-1 h-10 w-11 rounded-md border border-input lg:w-48" />}>
              <UserMenu email={user.email} />
            </Suspense>
          ) : (
            <Link
              to="/auth?mode=login"
              className="ml-1 inline-flex h-10 shrink-0 items-center gap-1.5 rounded-md bg-primary px-2.5 text-sm font-medium text-primary-foreground hover:bg-primary-hover sm:px-4"
            >
              <LogIn aria-hidden="true" className="h-4 w-4" />
              Login
            </Link>
          )}
        </nav>
      </div>
      <LoginRequiredDialog
        open={loginPrompt}
        onOpenChange={setLoginPrompt}
        description="Log in to keep the words you save in your personal glossary."
      />
    </header>
  );
}
