// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { createDoubleTapDetector, isDoubleTapTarget, isMobileWidth } from "./double-tap.js";

describe("double tap", () => {
  it("fires on the second tap within 300 ms", () => {
    const tap = createDoubleTapDetector();
    expect(tap(1000)).toBe(false);
    expect(tap(1300)).toBe(true);
  });

  it("does not fire when the taps are further apart", () => {
    const tap = createDoubleTapDetector();
    expect(tap(1000)).toBe(false);
    expect(tap(1301)).toBe(false);
    expect(tap(1500)).toBe(true);
  });

  it("starts a new pair after firing, so a triple tap flashes once", () => {
    const tap = createDoubleTapDetector();
    expect([tap(0), tap(100), tap(200)]).toEqual([false, true, false]);
  });

  it("applies below 768 px only", () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it("ignores taps on buttons, selects, dialogs and marked elements", () => {
    document.body.innerHTML = `
      <main>
        <p id="text">text <span id="inner">inner</span></p>
        <button id="button"><span id="in-button">x</span></button>
        <select id="select"><option>a</option></select>
        <div class="no-double-tap"><p id="marked-class">m</p></div>
        <div data-no-double-tap><p id="marked-attr">m</p></div>
        <div role="dialog"><p id="in-dialog">d</p></div>
      </main>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isDoubleTapTarget(byId("text"))).toBe(true);
    expect(isDoubleTapTarget(byId("inner")!.firstChild)).toBe(true);
    for (const id of ["button", "in-button", "select", "marked-class", "marked-attr", "in-dialog"]) {
      expect(isDoubleTapTarget(byId(id)), id).toBe(false);
    }
    expect(isDoubleTapTarget(null)).toBe(false);
  });
});
