/** The accounts feature as the app's pages use it. */
export { AUTH_TOASTS } from "./messages.js";
export { signOut } from "./api/auth-provider.js";
export { AuthForm, type AuthMode } from "./components/AuthForm.js";
export { ForgotPasswordDialog } from "./components/ForgotPasswordDialog.js";
export { GoogleSignInButton } from "./components/GoogleSignInButton.js";
export { SignedInCard } from "./components/SignedInCard.js";
export { useAuthOptions } from "./api/auth-options.js";
export { useSignedInUserId } from "./use-signed-in-user-id.js";
export { ResetPasswordForm } from "./components/ResetPasswordForm.js";
export { InvalidResetLinkCard, ResetSuccessCard } from "./components/ResetOutcomeCards.js";
export { AccountInfo, accountType } from "./components/AccountInfo.js";
export { ChangePasswordForm } from "./components/ChangePasswordForm.js";
