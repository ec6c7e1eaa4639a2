import { describe, expect, it } from "vitest";
import type { QuotaRecord } from "../../../shared/quota.js";
import {
  afterFlash,
  flashButtonMode,
  flashOutcome,
  nextReappearanceIn,
  OVERLAY_DISMISS_MS,
  visibleOverlay,
  type QuotaSituation,
} from "./rules.js";

const NOW = 1_800_000_000_000;

function record(state: QuotaRecord["state"], remaining: number | null): QuotaRecord {
  const limit = state === "subscribed" ? null : state === "anon" ? 20 : 40;
  return {
    limit,
    used: limit === null ? 7 : limit - remaining!,
    remaining,
    windowId: 41_666,
    resetAt: "2027-01-15T12:00:00.000Z",
    state,
  };
}

function situation(over: Partial<QuotaSituation>): QuotaSituation {
  return { record: record("anon", 0), isAdmin: undefined, translationsSelected: true, dismissals: {}, now: NOW, ...over };
}

describe("quota overlay rules", () => {
  it("shows the login overlay to a visitor whose quota is spent", () => {
    expect(visibleOverlay(situation({}))).toBe("login");
    expect(flashOutcome(situation({}))).toBe("overlay");
  });

  it("shows the subscribe overlay to a signed-in non-admin whose quota is spent", () => {
    const s = situation({ record: record("auth", 0), isAdmin: false });
    expect(visibleOverlay(s)).toBe("subscribe");
    expect(flashOutcome(s)).toBe("overlay");
  });

  it("never shows the subscribe overlay to an administrator: the daily-limit prompt instead", () => {
    const s = situation({ record: record("auth", 0), isAdmin: true });
    expect(visibleOverlay(s)).toBeNull();
    expect(flashOutcome(s)).toBe("daily-limit");
  });

  it("waits for the user query before asking an account to subscribe", () => {
    expect(visibleOverlay(situation({ record: record("auth", 0), isAdmin: undefined }))).toBeNull();
  });

  it("shows nothing while quota remains, for subscribers, or without translations selected", () => {
    expect(visibleOverlay(situation({ record: record("anon", 1) }))).toBeNull();
    expect(flashOutcome(situation({ record: record("anon", 1) }))).toBe("flash");
    expect(flashOutcome(situation({ record: record("subscribed", null), isAdmin: false }))).toBe("flash");
    expect(flashOutcome(situation({ record: undefined }))).toBe("flash");
    expect(visibleOverlay(situation({ translationsSelected: false }))).toBeNull();
  });

  it("keeps a closed overlay away for 5 minutes, then brings it back", () => {
    const closedAt = NOW - OVERLAY_DISMISS_MS + 1;
    const s = situation({ dismissals: { login: closedAt } });
    expect(visibleOverlay(s)).toBeNull();
    expect(flashOutcome(s)).toBe("daily-limit");
    expect(nextReappearanceIn(s)).toBe(1);
    const later = situation({ dismissals: { login: closedAt }, now: NOW + 1 });
    expect(visibleOverlay(later)).toBe("login");
    expect(nextReappearanceIn(later)).toBeNull();
  });

  it("dismissing one overlay does not dismiss the other", () => {
    expect(visibleOverlay(situation({ record: record("auth", 0), isAdmin: false, dismissals: { login: NOW } }))).toBe(
      "subscribe",
    );
  });

  it("labels the Flash button by state once the quota is spent", () => {
    expect(flashButtonMode(record("anon", 0))).toBe("login");
    expect(flashButtonMode(record("auth", 0))).toBe("subscribe");
    expect(flashButtonMode(record("anon", 3))).toBe("flash");
    expect(flashButtonMode(record("subscribed", null))).toBe("flash");
    expect(flashButtonMode(undefined)).toBe("flash");
  });

  it("counts a successful flash", () => {
    expect(afterFlash(record("anon", 1))).toMatchObject({ used: 20, remaining: 0 });
    expect(afterFlash(record("anon", 0))).toMatchObject({ used: 20, remaining: 0 });
    expect(afterFlash(record("subscribed", null))).toMatchObject({ used: 8, remaining: null, limit: null });
  });
});
