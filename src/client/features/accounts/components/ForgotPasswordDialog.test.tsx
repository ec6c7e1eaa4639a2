// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-render.js";
import { ForgotPasswordDialog } from "./ForgotPasswordDialog.js";

const toasts = vi.hoisted(() => [] as object[]);
vi.mock("../../../components/ui/toast.js", () => ({ toast: (t: object) => toasts.push(t) }));

const fetchMock = vi.fn<typeof fetch>();
const onOpenChange = vi.fn();

beforeEach(() => {
  toasts.length = 0;
  fetchMock.mockReset();
  onOpenChange.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function openDialog(defaultEmail = "") {
  renderWithProviders(<ForgotPasswordDialog open onOpenChange={onOpenChange} defaultEmail={defaultEmail} />);
  const dialog = screen.getByRole("dialog", { name: "Reset your password" });
  return { dialog, email: within(dialog).getByLabelText("Email"), send: within(dialog).getByRole("button", { name: "Send Reset Link" }) };
}

describe("forgot-password dialog", () => {
  it("requires a valid email: empty or malformed gets the SPEC message and nothing is sent", async () => {
    const { send, email } = openDialog();
    fireEvent.click(send);
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    fireEvent.change(email, { target: { value: "learner@" } });
    fireEvent.click(send);
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts from the email typed in the sign-in form and sends it; the development link stays 15 s", async () => {
    fetchMock.mockResolvedValue(json(200, { message: "If an account exists…", resetLink: "http://localhost/reset-password?token=abc" }));
    const { send, email } = openDialog("learner@example.com");
    expect((email as HTMLInputElement).value).toBe("learner@example.com");
    fireEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/forgot-password");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "learner@example.com" });
    expect(toasts).toEqual([
      {
        title: "Password reset email sent! Check your inbox.",
        description: "Development test link: http://localhost/reset-password?token=abc",
        duration: 15_000,
        variant: "success",
      },
    ]);
  });

  it("says so in the dialog and in a toast when sending fails", async () => {
    fetchMock.mockResolvedValue(json(500, { error: "internal", message: "boom" }));
    const { send, dialog } = openDialog("learner@example.com");
    fireEvent.click(send);
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Could not send reset email");
    expect(toasts).toEqual([{ title: "Failed to send reset email", description: undefined, variant: "destructive" }]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
