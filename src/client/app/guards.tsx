import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useUser } from "../features/accounts/api/get-user.js";
import { PageLoading } from "./PageLoading.js";

/** SPEC §2: protected routes send visitors to /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}

/** SPEC §2: /admin needs a session (else /auth) and the admin flag (else /). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return children;
}
