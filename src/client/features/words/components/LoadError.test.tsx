// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoadError } from "./LoadError.js";

afterEach(cleanup);

describe("language loading error", () => {
  it("shows the error's message, or a generic one when it has none", () => {
    render(<LoadError error={new Error("Failed to load languages")} />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to load languages");
    cleanup();
    render(<LoadError error={new Error("")} />);
    expect(screen.getByRole("alert").textContent).toBe("An error occurred");
  });
});
