import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.js";
import { toast } from "../../components/ui/toast.js";
import { USER_QUERY_KEY, useUser } from "../../features/accounts/api/get-user.js";
import {
  AUTH_TOASTS,
  AuthForm,
  ForgotPasswordDialog,
  GoogleSignInButton,
  SignedInCard,
  signOut,
  useAuthOptions,
  useSignedInUserId,
  type AuthMode,
} from "../../features/accounts/index.js";
import { clearAppStorage } from "../layout/use-logout.js";
import { PageLoading } from "../PageLoading.js";
import { usePageTitle } from "../page-title.js";

/**
 * /auth?mode=login|register (SPEC §2): Google, email and password, the mode
 * toggle and forgot password; a signed-in visitor gets a card instead.
 * Also the landing place of mail links: `verified=1` (email verified, with
 * `error=…` when the link was not valid) and `forgot=1` (opens the forgot dialog),
 * and of a failed Google sign-in (`error=…`).
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get("mode") === "register" ? "register" : "login";
  usePageTitle(mode === "register" ? "Create Account" : "Sign In");
  const navigate = useNavigate();
  const userId = useSignedInUserId();
  const { user } = useUser();
  const google = useAuthOptions().data?.google ?? false;
  const [forgotOpen, setForgotOpen] = useState(() => params.get("forgot") === "1");
  const [forgotEmail, setForgotEmail] = useState("");
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const switchUser = useSwitchUser();
  const goHome = () => void navigate("/", { replace: true });
  useGoHomeOnSignIn(userId, goHome);

  if (userId === undefined) return <PageLoading />;

  const setMode = (next: AuthMode) => {
    setSignedUpEmail(null);
    setParams({ mode: next }, { replace: true });
  };
  const notice = signedUpEmail ? { text: AUTH_TOASTS.checkEmail, alert: false } : linkNotice(params);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{userId ? "You are signed in" : mode === "register" ? "Create Account" : "Sign In"}</h1>
      {userId ? (
        <SignedInCard email={user?.email} switching={switchUser.pending} onSwitchUser={() => void switchUser.run()} />
      ) : (
        <>
          {notice && (
            <p role={notice.alert ? "alert" : "status"} className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
              {notice.text}
            </p>
          )}
          {google && (
            <>
              <GoogleSignInButton />
              <div className="flex items-center gap-3 text-sm text-muted-foreground">
                <span aria-hidden="true" className="h-px flex-1 bg-border" />
                or with your email
                <span aria-hidden="true" className="h-px flex-1 bg-border" />
              </div>
            </>
          )}
          <AuthForm
            mode={mode}
            onSignedIn={goHome}
            onSignedUp={(email) => {
              setMode("login");
              setSignedUpEmail(email);
            }}
            onForgotPassword={(email) => {
              setForgotEmail(email);
              setForgotOpen(true);
            }}
          />
          <p className="text-center text-sm text-muted-foreground">
            {mode === "login" ? "New to Polyglot?" : "Already have an account?"}{" "}
            <Button variant="link" size="sm" className="px-1" onClick={() => setMode(mode === "login" ? "register" : "login")}>
              {mode === "login" ? "Create an account" : "Sign in instead"}
            </Button>
          </p>
        </>
      )}
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} defaultEmail={forgotEmail} />
    </div>
  );
}

/** What a link that led here has to say: a verified email, a spoilt verification link, a failed Google sign-in. */
function linkNotice(params: URLSearchParams): { text: string; alert: boolean } | null {
  const error = params.get("error");
  if (params.get("verified") === "1") {
    return error
      ? { text: "This verification link is invalid or has expired. Sign in and we will send you a new one.", alert: true }
      : { text: "Your email is verified. You can now sign in.", alert: false };
  }
  if (error) return { text: AUTH_TOASTS.googleFailed(error.replace(/_/g, " ")), alert: true };
  return null;
}

/**
 * SPEC §4: a sign-in while on /auth (this tab's form, or another tab seen when
 * this one regains focus) goes to /. A visitor arriving signed in stays, to see the card.
 */
function useGoHomeOnSignIn(userId: string | null | undefined, goHome: () => void) {
  const lastKnown = useRef<string | null | undefined>(undefined);
  const goHomeRef = useRef(goHome);
  goHomeRef.current = goHome;
  useEffect(() => {
    if (userId === undefined) return;
    if (lastKnown.current === null && userId !== null) goHomeRef.current();
    lastKnown.current = userId;
  }, [userId]);
}

/**
 * "Login as Different User": the logout of SPEC §4 (session, caches, the app's
 * browser storage) without leaving /auth, so the sign-in form follows.
 */
function useSwitchUser() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    const failed = await signOut();
    setPending(false);
    if (failed) {
      toast({ title: AUTH_TOASTS.logoutFailed, description: AUTH_TOASTS.logoutFailedDescription, variant: "destructive" });
      return;
    }
    queryClient.getMutationCache().clear();
    clearAppStorage();
    toast({ title: AUTH_TOASTS.loggedOut, description: AUTH_TOASTS.loggedOutDescription });
    // Signed out, there is no user: say so instead of re-asking /api/user, which would answer 401
    // (a console error) before the session's re-read turns its query off. Everything else is re-asked.
    queryClient.setQueryData(USER_QUERY_KEY, null);
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  };
  return { pending, run };
}
