import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, signInForm, signUpForm } from "../../../../shared/accounts.js";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { AUTH_CODES, signInWithPassword, signUpWithPassword, type AuthFailure } from "../api/auth-provider.js";
import { pingWhoami } from "../api/whoami.js";
import { AUTH_TOASTS } from "../messages.js";
import { useSessionRefresh } from "../use-session-refresh.js";
import { describedBy, Field, inputClasses } from "../../../components/ui/field.js";
import { PasswordInput } from "./PasswordInput.js";

export type AuthMode = "login" | "register";
type Credentials = z.output<typeof signInForm>;

export interface AuthFormProps {
  mode: AuthMode;
  /** After a successful sign-in, once the session is re-read. */
  onSignedIn: () => void;
  /** After a successful sign-up: the account waits for its email to be verified. */
  onSignedUp: (email: string) => void;
  /** Forgot password pressed with an email typed (trimmed, lowercased). */
  onForgotPassword: (email: string) => void;
}

// One form for both modes keeps the typed email when the learner switches; the schema follows the mode.
const resolvers: Record<AuthMode, Resolver<Credentials>> = {
  login: zodResolver(signInForm),
  register: zodResolver(signUpForm),
};

/** SPEC §2/§5 sign-in and create-account form: email and password, validated on submit with the shared schemas. */
export function AuthForm({ mode, onSignedIn, onSignedUp, onForgotPassword }: AuthFormProps) {
  const id = useId();
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const refreshSession = useSessionRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: (values, context, options) => resolvers[modeRef.current](values, context, options),
    mode: "onSubmit",
    defaultValues: { email: "", password: "" },
  });
  // A switch of mode starts the form afresh, except for what was typed.
  useEffect(() => {
    clearErrors();
    setFailure(null);
  }, [mode, clearErrors]);

  const [email, password] = useWatch({ control, name: ["email", "password"] });
  const filled = email.trim() !== "" && password !== "";

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (mode === "login") {
      const failed = await signInWithPassword(values.email, values.password);
      if (failed) {
        const { description, inline } = signInFailure(failed);
        setFailure(inline);
        toast({ title: AUTH_TOASTS.loginFailed, description, variant: "destructive" });
        return;
      }
      toast({ title: AUTH_TOASTS.loginSuccess, description: `Welcome back, ${values.email}!`, variant: "success" });
      pingWhoami();
      await refreshSession();
      onSignedIn();
      return;
    }
    const failed = await signUpWithPassword(values.email, values.password);
    if (failed) {
      const description = signUpFailure(failed);
      setFailure(description);
      toast({ title: AUTH_TOASTS.registrationFailed, description, variant: "destructive" });
      return;
    }
    resetField("password");
    toast({ title: AUTH_TOASTS.registrationSuccess, description: `Welcome, ${values.email}! ${AUTH_TOASTS.checkEmail}`, variant: "success" });
    onSignedUp(values.email);
  });

  const forgotPassword = () => {
    const typed = getValues("email").trim().toLowerCase();
    if (!typed) {
      setError("email", { message: ACCOUNT_MESSAGES.emailRequiredFirst }, { shouldFocus: true });
      return;
    }
    clearErrors("email");
    onForgotPassword(typed);
  };

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field id={emailId} label="Email" error={errors.email?.message}>
        <input
          id={emailId}
          type="email"
          autoComplete={mode === "login" ? "username" : "email"}
          autoCapitalize="none"
          spellCheck={false}
          className={inputClasses}
          {...describedBy(emailId, errors.email?.message)}
          {...register("email")}
        />
      </Field>
      <Field id={passwordId} label="Password" error={errors.password?.message}>
        <PasswordInput
          id={passwordId}
          autoComplete={mode === "login" ? "current-password" : "new-password"}
          {...describedBy(passwordId, errors.password?.message)}
          {...register("password")}
        />
      </Field>
      {mode === "login" && (
        <Button type="button" variant="link" size="sm" className="self-end px-1" onClick={forgotPassword}>
          Forgot password?
        </Button>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!filled || isSubmitting}>
        {isSubmitting ? (mode === "login" ? "Signing in…" : "Creating account…") : mode === "login" ? "Sign In" : "Create Account"}
      </Button>
    </form>
  );
}

/** SPEC §8: invalid credentials get their own wording; any other error shows the provider's message. */
function signInFailure(failed: AuthFailure): { description: string; inline: string } {
  if (failed.code === AUTH_CODES.invalidCredentials) {
    return { description: AUTH_TOASTS.loginFailedDescription, inline: AUTH_TOASTS.invalidCredentials };
  }
  const message = failed.message || AUTH_TOASTS.loginFailedDescription;
  // The server has just mailed a fresh verification link (better-auth sends one on an unverified sign-in).
  const inline = failed.code === AUTH_CODES.emailNotVerified ? `${message.replace(/\.$/, "")}. We have sent you a new verification link: open it, then sign in.` : message;
  return { description: message, inline };
}

/** Password rules and rate limits are worth reading as the server words them; anything else is "Could not create account". */
function signUpFailure(failed: AuthFailure): string {
  const readable = failed.status === 400 || failed.status === 429;
  return readable && failed.message ? failed.message : AUTH_TOASTS.registrationFailedDescription;
}
