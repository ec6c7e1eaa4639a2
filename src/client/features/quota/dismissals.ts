import type { OverlayDismissals } from "./rules.js";

/**
 * When each quota overlay was last closed, kept in localStorage so a reload
 * within the 5 minutes does not bring it straight back.
 */
export const DISMISSALS_KEY = "polyglot-quota-overlay-dismissed";

export function loadDismissals(): OverlayDismissals {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DISMISSALS_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    const { login, subscribe } = value as Record<string, unknown>;
    return {
      ...(typeof login === "number" ? { login } : {}),
      ...(typeof subscribe === "number" ? { subscribe } : {}),
    };
  } catch {
    return {};
  }
}

export function saveDismissals(dismissals: OverlayDismissals): void {
  try {
    localStorage.setItem(DISMISSALS_KEY, JSON.stringify(dismissals));
  } catch {
    // Storage disabled: the dismissal lasts while the page is open.
  }
}
