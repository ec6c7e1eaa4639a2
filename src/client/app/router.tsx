import { lazy, type ComponentType, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { RequireAdmin, RequireUser } from "./guards.js";
import { AppLayout } from "./layout/AppLayout.js";

/** Each page is its own chunk, so `/` loads only the home page's code. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomePage = lazyPage(() => import("./pages/HomePage.js"), "HomePage");
const AuthPage = lazyPage(() => import("./pages/AuthPage.js"), "AuthPage");
const ResetPasswordPage = lazyPage(() => import("./pages/ResetPasswordPage.js"), "ResetPasswordPage");
const UnlimitedPage = lazyPage(() => import("./pages/UnlimitedPage.js"), "UnlimitedPage");
const PaymentSuccessPage = lazyPage(() => import("./pages/PaymentSuccessPage.js"), "PaymentSuccessPage");
const BlogPage = lazyPage(() => import("./pages/BlogPage.js"), "BlogPage");
const BlogPostPage = lazyPage(() => import("./pages/BlogPostPage.js"), "BlogPostPage");
const AccountPage = lazyPage(() => import("./pages/AccountPage.js"), "AccountPage");
const MyGlossaryPage = lazyPage(() => import("./pages/MyGlossaryPage.js"), "MyGlossaryPage");
const AdminPage = lazyPage(() => import("./pages/AdminPage.js"), "AdminPage");
const NotFoundPage = lazyPage(() => import("./pages/NotFoundPage.js"), "NotFoundPage");

/** Every route of SPEC §2. Pages set their own document titles. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="signin" element={<RedirectToAuth mode="login" />} />
        <Route path="signup" element={<RedirectToAuth mode="register" />} />
        <Route path="verify" element={<RedirectToAuth />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="unlimited" element={<UnlimitedPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="account" element={guarded(<AccountPage />)} />
        <Route path="my-glossary" element={guarded(<MyGlossaryPage />)} />
        <Route path="admin" element={<RequireAdmin><AdminPage /></RequireAdmin>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function guarded(page: ReactNode) {
  return <RequireUser>{page}</RequireUser>;
}

/**
 * /signin, /signup and /verify are old entry points: they go to /auth keeping
 * their query string; the first two also say which mode when the query does not.
 */
function RedirectToAuth({ mode }: { mode?: "login" | "register" }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (mode && !params.has("mode")) params.set("mode", mode);
  const query = params.toString();
  return <Navigate to={`/auth${query ? `?${query}` : ""}`} replace />;
}
