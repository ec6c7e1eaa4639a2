import type { QuotaRecord } from "../../../shared/quota.js";

/**
 * The quota rules of SPEC §4 and §6 as pure functions, so every case is
 * tested without a browser: which full-screen overlay shows, what pressing
 * Flash does, and which label the Flash button wears.
 */
export type QuotaOverlay = "login" | "subscribe";

/** When each overlay was last closed (ms since epoch). */
export type OverlayDismissals = Partial<Record<QuotaOverlay, number>>;

/** SPEC §9: a closed overlay stays away for 5 minutes. */
export const OVERLAY_DISMISS_MS = 300_000;

export interface QuotaSituation {
  record: QuotaRecord | undefined;
  /** From the user query: undefined while it loads, null for a visitor. */
  isAdmin: boolean | undefined;
  translationsSelected: boolean;
  dismissals: OverlayDismissals;
  now: number;
}

export function isExhausted(record: QuotaRecord | undefined): boolean {
  return record?.remaining === 0;
}

/**
 * The overlay a spent quota calls for, dismissals aside: a visitor is asked to
 * sign in, an account to subscribe — never an administrator (SPEC §6), and not
 * before we know whether the account is one.
 */
export function overlayFor(record: QuotaRecord | undefined, isAdmin: boolean | undefined): QuotaOverlay | null {
  if (!isExhausted(record)) return null;
  if (record!.state === "anon") return "login";
  if (record!.state === "auth" && isAdmin === false) return "subscribe";
  return null;
}

export function isDismissed(overlay: QuotaOverlay, dismissals: OverlayDismissals, now: number): boolean {
  const at = dismissals[overlay];
  return at !== undefined && now - at < OVERLAY_DISMISS_MS;
}

/** The overlay on screen now: only with translations selected, and not while dismissed (SPEC §4). */
export function visibleOverlay(s: QuotaSituation): QuotaOverlay | null {
  if (!s.translationsSelected) return null;
  const overlay = overlayFor(s.record, s.isAdmin);
  return overlay && !isDismissed(overlay, s.dismissals, s.now) ? overlay : null;
}

/**
 * What pressing Flash (or receiving a 429) leads to: a flash; the overlay,
 * which is then on screen; or, when the quota is spent and no overlay applies
 * (an administrator, a visitor who is signing in, or an overlay closed less
 * than 5 minutes ago), the daily-limit prompt.
 */
export function flashOutcome(s: QuotaSituation): "flash" | "overlay" | "daily-limit" {
  if (!isExhausted(s.record)) return "flash";
  return visibleOverlay(s) ? "overlay" : "daily-limit";
}

/** Milliseconds until a dismissed overlay may come back, or null when none is waiting. */
export function nextReappearanceIn(s: QuotaSituation): number | null {
  const overlay = overlayFor(s.record, s.isAdmin);
  if (!overlay || !isDismissed(overlay, s.dismissals, s.now)) return null;
  return s.dismissals[overlay]! + OVERLAY_DISMISS_MS - s.now;
}

export type FlashButtonMode = "flash" | "login" | "subscribe";

/** SPEC §4: the Flash button's label follows the quota state when the quota is spent. */
export function flashButtonMode(record: QuotaRecord | undefined): FlashButtonMode {
  if (!isExhausted(record)) return "flash";
  return record!.state === "anon" ? "login" : "subscribe";
}

/** A successful flash counts one (SPEC §4); the server counted the same one. */
export function afterFlash(record: QuotaRecord): QuotaRecord {
  if (record.limit === null) return { ...record, used: record.used + 1 };
  const used = Math.min(record.limit, record.used + 1);
  return { ...record, used, remaining: Math.max(0, record.limit - used) };
}
