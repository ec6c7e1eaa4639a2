/** Business constants of SPEC §9 shared by client and server. */

/** Quota windows are aligned to epoch time divided into 12-hour slices. */
export const QUOTA_WINDOW_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_FLASH_QUOTA_ANON = 20;
export const DEFAULT_FLASH_QUOTA_USER = 40;
export const FREE_SAVED_WORD_LIMIT = 5;
export const PRICE_USD_PER_MONTH = 3;

/** A flash may ask for the main language plus this many translations at most. */
export const MAX_TRANSLATION_LANGUAGES = 12;

export function windowIdAt(timeMs: number): number {
  return Math.floor(timeMs / QUOTA_WINDOW_MS);
}

export function windowResetAt(windowId: number): Date {
  return new Date((windowId + 1) * QUOTA_WINDOW_MS);
}
