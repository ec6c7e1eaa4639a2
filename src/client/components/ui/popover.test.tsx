import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Popover, PopoverContent, PopoverTrigger } from "./popover.js";

function Picker() {
  return (
    <>
      <Popover>
        <PopoverTrigger>Main language</PopoverTrigger>
        <PopoverContent aria-label="Choose the main language">
          <button type="button">English</button>
          <button type="button">Spanish</button>
        </PopoverContent>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe("Popover (the picker base)", () => {
  afterEach(cleanup);

  it("opens on the trigger, says so, and moves focus to the first choice", () => {
    render(<Picker />);
    const trigger = screen.getByRole("button", { name: "Main language" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(trigger);
    const panel = screen.getByRole("dialog", { name: "Choose the main language" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(panel.id);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "English" }));
  });

  it("closes on Escape and gives focus back to the trigger", () => {
    render(<Picker />);
    const trigger = screen.getByRole("button", { name: "Main language" });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole("button", { name: "Spanish" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes when the pointer or the focus goes elsewhere", () => {
    render(<Picker />);
    const trigger = screen.getByRole("button", { name: "Main language" });
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(trigger);
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
