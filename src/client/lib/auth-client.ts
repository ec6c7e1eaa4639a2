import { createAuthClient } from "better-auth/react";

/**
 * better-auth's client for the provider calls of SPEC §7 (sign in with
 * password or Google, sign up, reset, sign out, session). Sessions live in
 * HttpOnly cookies; nothing is kept in browser storage.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
});
