import { authClient } from "../../../lib/auth-client.js";

/**
 * The auth provider's calls (better-auth under /api/auth/*, SPEC §7 "auth
 * provider (direct)"), each answering `null` on success or the failure in one
 * shape. better-auth answers errors as `{ code, message }` (the server adds
 * `error`); a network failure becomes status 0.
 */
export interface AuthFailure {
  status: number;
  /** better-auth's code, e.g. INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, INVALID_PASSWORD, COMMON_PASSWORD, RATE_LIMITED. */
  code?: string;
  message?: string;
}

export const AUTH_CODES = {
  invalidCredentials: "INVALID_EMAIL_OR_PASSWORD",
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  invalidPassword: "INVALID_PASSWORD",
  commonPassword: "COMMON_PASSWORD",
  rateLimited: "RATE_LIMITED",
} as const;

/** Where the verification link in the sign-up mail lands once the address is verified. */
export const VERIFIED_CALLBACK_PATH = "/auth?mode=login&verified=1";

type ProviderResult = { error: { status: number; code?: string; message?: string } | null };

async function call(run: () => Promise<ProviderResult>): Promise<AuthFailure | null> {
  try {
    const { error } = await run();
    return error ? { status: error.status, code: error.code, message: error.message } : null;
  } catch (error) {
    return { status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

export function signInWithPassword(email: string, password: string): Promise<AuthFailure | null> {
  return call(() => authClient.signIn.email({ email, password }));
}

/** The account's display name is the email's local part (the form asks for no name). */
export function signUpWithPassword(email: string, password: string): Promise<AuthFailure | null> {
  const name = email.split("@")[0] || email;
  return call(() => authClient.signUp.email({ email, password, name, callbackURL: VERIFIED_CALLBACK_PATH }));
}

/**
 * Leaves the page for Google's consent screen (SPEC §7: redirect to the site
 * origin, prompt consent — the server asks for it). A failure on the way back
 * lands on /auth with `?error=…`.
 */
export function signInWithGoogle(): Promise<AuthFailure | null> {
  return call(() => authClient.signIn.social({ provider: "google", callbackURL: "/", errorCallbackURL: GOOGLE_ERROR_CALLBACK_PATH }));
}

export const GOOGLE_ERROR_CALLBACK_PATH = "/auth?mode=login";

export function signOut(): Promise<AuthFailure | null> {
  return call(() => authClient.signOut());
}
