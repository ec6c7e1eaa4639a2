// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-render.js";
import { ResetPasswordForm } from "./ResetPasswordForm.js";

const toasts = vi.hoisted(() => [] as object[]);
vi.mock("../../../components/ui/toast.js", () => ({ toast: (t: object) => toasts.push(t) }));

const fetchMock = vi.fn<typeof fetch>();
const onReset = vi.fn();
const onInvalidToken = vi.fn();

beforeEach(() => {
  toasts.length = 0;
  vi.clearAllMocks();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderForm() {
  renderWithProviders(<ResetPasswordForm token="tok-123" onReset={onReset} onInvalidToken={onInvalidToken} />);
  const fill = (newPassword: string, confirmPassword: string) => {
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: newPassword } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirmPassword } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
  };
  return { fill };
}

describe("reset-password form", () => {
  it("needs at least 6 characters in each field", async () => {
    renderForm().fill("12345", "");
    await waitFor(() => expect(screen.getAllByText("Password must be at least 6 characters")).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says Passwords don't match on the confirmation field", async () => {
    renderForm().fill("Vocabulary-42", "Vocabulary-43");
    const message = await screen.findByText("Passwords don't match");
    expect(screen.getByLabelText("Confirm new password").getAttribute("aria-describedby")).toBe(message.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the token with both fields and reports the reset", async () => {
    fetchMock.mockResolvedValue(json(200, { message: "Your password has been reset. You can now sign in with it." }));
    renderForm().fill("Vocabulary-42", "Vocabulary-42");
    await waitFor(() => expect(onReset).toHaveBeenCalledWith("Your password has been reset. You can now sign in with it."));
    const request = fetchMock.mock.calls.find(([url]) => url === "/api/reset-password")!;
    expect(JSON.parse(String(request[1]?.body))).toEqual({ token: "tok-123", newPassword: "Vocabulary-42", confirmPassword: "Vocabulary-42" });
  });

  it("hands an invalid_token answer to the invalid-link card", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "invalid_token", message: "This reset link is invalid or has expired. Please request a new one." }));
    renderForm().fill("Vocabulary-42", "Vocabulary-42");
    await waitFor(() => expect(onInvalidToken).toHaveBeenCalledWith("This reset link is invalid or has expired. Please request a new one."));
    expect(toasts).toEqual([]);
  });

  it("toasts Password reset failed on any other failure", async () => {
    fetchMock.mockResolvedValue(json(500, { error: "internal", message: "boom" }));
    renderForm().fill("Vocabulary-42", "Vocabulary-42");
    await waitFor(() =>
      expect(toasts).toEqual([{ title: "Password reset failed", description: "Failed to reset password. Please try again.", variant: "destructive" }]),
    );
    expect(onReset).not.toHaveBeenCalled();
  });
});
