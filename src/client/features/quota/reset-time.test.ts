import { describe, expect, it } from "vitest";
import { describeResetTime } from "./reset-time.js";

describe("reset time", () => {
  it("says the local time, and tomorrow when the reset is past midnight", () => {
    const now = new Date(2027, 0, 15, 9, 30);
    expect(describeResetTime(new Date(2027, 0, 15, 13, 0).toISOString(), now, "en-US")).toBe("at 1:00 PM");
    expect(describeResetTime(new Date(2027, 0, 16, 1, 0).toISOString(), now, "en-US")).toBe("tomorrow at 1:00 AM");
  });
});
