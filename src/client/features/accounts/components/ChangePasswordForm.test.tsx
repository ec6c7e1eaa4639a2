// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-render.js";
import { ChangePasswordForm } from "./ChangePasswordForm.js";

const toasts = vi.hoisted(() => [] as { title: string }[]);
vi.mock("../../../components/ui/toast.js", () => ({ toast: (t: { title: string }) => toasts.push(t) }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  toasts.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("change-password form", () => {
  it("requires the current password and 6 characters in the new fields", async () => {
    renderWithProviders(<ChangePasswordForm />);
    fill("", "12345", "12345");
    expect(await screen.findByText("Current password is required")).toBeTruthy();
    expect(screen.getAllByText("Password must be at least 6 characters")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says Passwords don't match on the confirmation", async () => {
    renderWithProviders(<ChangePasswordForm />);
    fill("Vocabulary-42", "Vocabulary-43", "Vocabulary-44");
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the current and new password only, then empties the form", async () => {
    fetchMock.mockResolvedValue(json(200, { message: "Password updated" }));
    renderWithProviders(<ChangePasswordForm />);
    fill("Vocabulary-42", "Grammar-Fox-7", "Grammar-Fox-7");
    await waitFor(() => expect(toasts.map((t) => t.title)).toEqual(["Password updated"]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/change-password");
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: "Vocabulary-42", newPassword: "Grammar-Fox-7" });
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("toasts Failed to update password and marks a wrong current password", async () => {
    fetchMock.mockResolvedValue(json(400, { error: "invalid_password", message: "Current password is incorrect" }));
    renderWithProviders(<ChangePasswordForm />);
    fill("Wrong-Word-1", "Grammar-Fox-7", "Grammar-Fox-7");
    expect(await screen.findByText("Current password is incorrect")).toBeTruthy();
    expect(toasts).toContainEqual(expect.objectContaining({ title: "Failed to update password" }));
  });
});
