import { describe, expect, it } from "vitest";
import { QUOTA_WINDOW_MS, windowIdAt, windowResetAt } from "./limits.js";

describe("quota windows", () => {
  it("are 12 hours aligned to epoch time", () => {
    expect(QUOTA_WINDOW_MS).toBe(43_200_000);
    expect(windowIdAt(0)).toBe(0);
    expect(windowIdAt(Date.UTC(2026, 10, 22, 11, 59, 59, 999))).toBe(windowIdAt(Date.UTC(2026, 10, 22, 0, 0)));
    expect(windowIdAt(Date.UTC(2026, 10, 22, 12, 0))).toBe(windowIdAt(Date.UTC(2026, 10, 22, 0, 0)) + 1);
  });

  it("reset at the start of the next window", () => {
    const id = windowIdAt(Date.UTC(2026, 10, 22, 5, 21));
    expect(windowResetAt(id).toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(windowIdAt(windowResetAt(id).getTime())).toBe(id + 1);
  });
});
