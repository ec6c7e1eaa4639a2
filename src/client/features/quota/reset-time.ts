/**
 * When the quota window resets, in the learner's local time: "at 1:00 PM", or
 * "tomorrow at 1:00 AM" when that is past local midnight (a window is 12 hours,
 * so it is never later than tomorrow).
 */
export function describeResetTime(resetAt: string, now: Date, locale?: string): string {
  const reset = new Date(resetAt);
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(reset);
  return reset.toDateString() === now.toDateString() ? `at ${time}` : `tomorrow at ${time}`;
}
