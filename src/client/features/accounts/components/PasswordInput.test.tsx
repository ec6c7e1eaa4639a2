// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordInput } from "./PasswordInput.js";

afterEach(cleanup);

describe("PasswordInput", () => {
  it("hides the password until asked, and the toggle's name says what it will do", () => {
    render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" defaultValue="secret-word" />
      </>,
    );
    const input = screen.getByLabelText("Password");
    expect(input).toHaveProperty("type", "password");

    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveProperty("type", "text");
    expect((input as HTMLInputElement).value).toBe("secret-word");

    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveProperty("type", "password");
    expect(screen.getByRole("button", { name: "Show password" }).getAttribute("aria-controls")).toBe("pw");
  });

  it("is a plain button, so toggling never submits the form it sits in", () => {
    let submitted = false;
    render(
      <form onSubmit={() => (submitted = true)}>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" />
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(submitted).toBe(false);
  });
});
