import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TOOLTIP_DELAY_MS } from "./tooltip.js";

describe("Tooltip", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderTooltip() {
    render(
      <Tooltip content="Switch to dark theme">
        <button type="button" aria-label="Switch to dark theme" />
      </Tooltip>,
    );
    return screen.getByRole("button");
  }

  it("shows after the 700 ms delay of SPEC §9, not before", () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip").textContent).toBe("Switch to dark theme");
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  it("hides on Escape and when the pointer leaves, and never shows for touch", () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.pointerEnter(trigger, { pointerType: "mouse" });
    fireEvent.pointerLeave(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.pointerEnter(trigger, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
