import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { UnlimitedStar } from "./UnlimitedStar.js";

describe("UnlimitedStar", () => {
  afterEach(cleanup);

  it("links to the offer, and shows subscribers a gold star with a badge", () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <UnlimitedStar subscribed={false} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Polyglot Unlimited" });
    expect(link.getAttribute("href")).toBe("/unlimited");
    expect(container.querySelector(".bg-gold")).toBeNull();

    rerender(
      <MemoryRouter>
        <UnlimitedStar subscribed />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Polyglot Unlimited (active)" })).toBeTruthy();
    expect(container.querySelector("svg")?.getAttribute("class")).toContain("text-gold");
    expect(container.querySelector(".bg-gold")).not.toBeNull();
  });
});
