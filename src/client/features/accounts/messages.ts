/**
 * SPEC §8 toasts and notices of the accounts screens, word for word (the
 * validation messages of SPEC §5 live with the schemas in shared/accounts.ts).
 */
export const AUTH_TOASTS = {
  loginSuccess: "Login successful",
  loginFailed: "Login failed",
  loginFailedDescription: "Invalid email or password",
  invalidCredentials: "Email or password is incorrect. Please check your credentials and try again.",
  registrationSuccess: "Registration successful",
  registrationFailed: "Registration failed",
  registrationFailedDescription: "Could not create account",
  checkEmail: "Check your email to verify your account. Then come back and sign in.",
  googleFailed: (message: string) => `Google login failed: ${message}`,
  resetEmailSent: "Password reset email sent! Check your inbox.",
  resetEmailFailed: "Failed to send reset email",
  resetEmailFailedInDialog: "Could not send reset email",
  invalidResetLink: "Invalid reset link",
  noResetToken: "No reset token found in the URL.",
  resetFailed: "Password reset failed",
  resetFailedDescription: "Failed to reset password. Please try again.",
  passwordUpdateFailed: "Failed to update password",
  loggedOut: "Logged out",
  loggedOutDescription: "You have been successfully logged out",
  logoutFailed: "Logout failed",
  logoutFailedDescription: "Could not log out. Please try refreshing the page.",
} as const;

/** SPEC §9: the development reset link stays on screen this long. */
export const DEV_RESET_LINK_TOAST_MS = 15_000;
