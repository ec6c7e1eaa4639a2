// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-render.js";
import { AuthForm, type AuthMode } from "./AuthForm.js";

const provider = vi.hoisted(() => ({ signInWithPassword: vi.fn(), signUpWithPassword: vi.fn() }));
const toasts = vi.hoisted(() => [] as { title: string; description?: string }[]);

vi.mock("../api/auth-provider.js", async (importOriginal) => ({ ...(await importOriginal<object>()), ...provider }));
vi.mock("../api/whoami.js", () => ({ pingWhoami: vi.fn() }));
vi.mock("../../../components/ui/toast.js", () => ({ toast: (t: { title: string; description?: string }) => toasts.push(t) }));

const handlers = { onSignedIn: vi.fn(), onSignedUp: vi.fn(), onForgotPassword: vi.fn() };

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
  provider.signInWithPassword.mockResolvedValue(null);
  provider.signUpWithPassword.mockResolvedValue(null);
});
afterEach(cleanup);

function renderForm(mode: AuthMode) {
  renderWithProviders(<AuthForm mode={mode} {...handlers} />);
  const email = screen.getByLabelText("Email");
  const password = screen.getByLabelText("Password");
  const submit = screen.getByRole("button", { name: mode === "login" ? "Sign In" : "Create Account" });
  const fill = (emailValue: string, passwordValue: string) => {
    fireEvent.change(email, { target: { value: emailValue } });
    fireEvent.change(password, { target: { value: passwordValue } });
  };
  return { email, password, submit, fill };
}

describe("sign-in form", () => {
  it("keeps Sign In disabled until both email and password are filled", () => {
    const { submit, fill } = renderForm("login");
    expect(submit).toHaveProperty("disabled", true);
    fill("learner@example.com", "");
    expect(submit).toHaveProperty("disabled", true);
    fill("   ", "secret-word");
    expect(submit).toHaveProperty("disabled", true);
    fill("learner@example.com", "secret-word");
    expect(submit).toHaveProperty("disabled", false);
  });

  it("refuses an invalid email with the SPEC message", async () => {
    const { submit, fill, email } = renderForm("login");
    fill("not-an-email", "secret-word");
    fireEvent.click(submit);
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(provider.signInWithPassword).not.toHaveBeenCalled();
  });

  it("signs in with the email trimmed and lowercased, greeting the user by email", async () => {
    const { submit, fill } = renderForm("login");
    fill("  Learner@Example.COM ", "secret-word");
    fireEvent.click(submit);
    await waitFor(() => expect(handlers.onSignedIn).toHaveBeenCalled());
    expect(provider.signInWithPassword).toHaveBeenCalledWith("learner@example.com", "secret-word");
    expect(toasts).toContainEqual(expect.objectContaining({ title: "Login successful", description: expect.stringContaining("learner@example.com") }));
  });

  it("words invalid credentials as the SPEC says", async () => {
    provider.signInWithPassword.mockResolvedValue({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
    const { submit, fill } = renderForm("login");
    fill("learner@example.com", "wrong-word");
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("Email or password is incorrect. Please check your credentials and try again.");
    expect(toasts).toContainEqual(expect.objectContaining({ title: "Login failed", description: "Invalid email or password" }));
    expect(handlers.onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the provider's message for other errors", async () => {
    provider.signInWithPassword.mockResolvedValue({ status: 429, code: "RATE_LIMITED", message: "Too many sign-in attempts for this account. Please try again in 15 minutes." });
    const { submit, fill } = renderForm("login");
    fill("learner@example.com", "secret-word");
    fireEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("Too many sign-in attempts for this account. Please try again in 15 minutes.");
    expect(toasts).toContainEqual(expect.objectContaining({ title: "Login failed", description: "Too many sign-in attempts for this account. Please try again in 15 minutes." }));
  });

  it("inline forgot password with an empty email asks for the email first", async () => {
    const { email } = renderForm("login");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByText("Please enter your email address first")).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(handlers.onForgotPassword).not.toHaveBeenCalled();
  });

  it("forgot password with an email typed hands it on, trimmed and lowercased", () => {
    const { email } = renderForm("login");
    fireEvent.change(email, { target: { value: " Learner@Example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(handlers.onForgotPassword).toHaveBeenCalledWith("learner@example.com");
  });
});

describe("create-account form", () => {
  it("refuses a password shorter than 6 characters and an invalid email with the SPEC messages", async () => {
    const { submit, fill } = renderForm("register");
    fill("nope", "12345");
    fireEvent.click(submit);
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(provider.signUpWithPassword).not.toHaveBeenCalled();
  });

  it("creates the account and tells the learner to verify the email", async () => {
    const { submit, fill } = renderForm("register");
    fill("New.Learner@Example.com", "Vocabulary-42");
    fireEvent.click(submit);
    await waitFor(() => expect(handlers.onSignedUp).toHaveBeenCalledWith("new.learner@example.com"));
    expect(provider.signUpWithPassword).toHaveBeenCalledWith("new.learner@example.com", "Vocabulary-42");
    expect(toasts).toContainEqual(
      expect.objectContaining({
        title: "Registration successful",
        description: expect.stringContaining("new.learner@example.com! Check your email to verify your account. Then come back and sign in."),
      }),
    );
  });

  it("says Could not create account on an unexpected failure, and a password rule as the server words it", async () => {
    provider.signUpWithPassword.mockResolvedValueOnce({ status: 500, message: "boom" });
    const { submit, fill } = renderForm("register");
    fill("learner@example.com", "Vocabulary-42");
    fireEvent.click(submit);
    await waitFor(() => expect(toasts).toContainEqual({ title: "Registration failed", description: "Could not create account", variant: "destructive" }));

    const common = "This password is too common. Please choose one that is harder to guess.";
    provider.signUpWithPassword.mockResolvedValueOnce({ status: 400, code: "COMMON_PASSWORD", message: common });
    fireEvent.click(submit);
    await waitFor(() => expect(toasts).toContainEqual({ title: "Registration failed", description: common, variant: "destructive" }));
    expect(screen.getByRole("alert").textContent).toBe(common);
  });

  it("has no forgot-password link", () => {
    renderForm("register");
    expect(screen.queryByRole("button", { name: "Forgot password?" })).toBeNull();
  });
});
