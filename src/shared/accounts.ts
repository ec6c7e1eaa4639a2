import { z } from "zod";

/** SPEC §3 User, as GET /api/user returns it. */
export const user = z.object({
  id: z.string(),
  email: z.string(),
  hasSubscription: z.boolean(),
  isAdmin: z.boolean(),
  dailyWordCount: z.number().int().nonnegative(),
  totalWordCount: z.number().int().nonnegative(),
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ user });
export const meResponse = z.object({ isAdmin: z.boolean() });
export const whoamiResponse = z.object({ authenticated: z.boolean(), email: z.string().nullable() });

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC §5 messages, word for word. */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: "Password must be at least 6 characters",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDontMatch: "Passwords don't match",
  currentPasswordRequired: "Current password is required",
  invalidEmail: "Please enter a valid email address",
  emailRequiredFirst: "Please enter your email address first",
  commonPassword: "This password is too common. Please choose one that is harder to guess.",
} as const;

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** Sign-in email: trimmed and lowercased (SPEC §5). */
export const email = z.string().trim().toLowerCase().email(ACCOUNT_MESSAGES.invalidEmail).max(254);

export const signInForm = z.object({ email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export const signUpForm = z.object({ email, password });

export const forgotPasswordRequest = z.object({ email });
export const forgotPasswordResponse = z.object({ message: z.string(), resetLink: z.string().optional() });

/** The reset form; the server checks the confirmation too. */
export const resetPasswordForm = z
  .object({ newPassword: password, confirmPassword: password })
  .refine((f) => f.newPassword === f.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });
export const resetPasswordRequest = z
  .object({ token: z.string().min(1, "The reset token is missing").max(200), newPassword: password, confirmPassword: password })
  .refine((f) => f.newPassword === f.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });

/** The change form; the confirmation is checked in the browser, the request carries the rest. */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
    newPassword: password,
    confirmPassword: password,
  })
  .refine((f) => f.newPassword === f.confirmPassword, { message: ACCOUNT_MESSAGES.passwordsDontMatch, path: ["confirmPassword"] });
export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
  newPassword: password,
});

export const messageResponse = z.object({ message: z.string() });

/** Which sign-in methods this server offers (the Google button shows only when configured). */
export const authOptionsResponse = z.object({ google: z.boolean() });
