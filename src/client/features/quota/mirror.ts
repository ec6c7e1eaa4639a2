import { windowIdAt } from "../../../shared/limits.js";
import type { QuotaRecord } from "../../../shared/quota.js";

/**
 * The quota record mirrored in localStorage per window and per user, visitors
 * apart (SPEC §3). It lets the Flash button show the right label before the
 * server answers; the server stays the source of truth and overwrites it.
 */
const PREFIX = "polyglot-quota:";

/** Whose counter: an account by id, or the visitor on this browser. */
export function quotaSubject(user: { id: string } | null): string {
  return user ? `user:${user.id}` : "anon";
}

export function mirrorKey(subject: string, windowId: number): string {
  return `${PREFIX}${subject}:${windowId}`;
}

/** The mirrored record of the current window, if it is there and well-formed. */
export function readMirror(storage: Storage | undefined, subject: string, now = Date.now()): QuotaRecord | undefined {
  const windowId = windowIdAt(now);
  const raw = storage?.getItem(mirrorKey(subject, windowId));
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeRecord(value) && value.windowId === windowId ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A sanity check of what we wrote ourselves, not the shared zod schema: zod
 * would add about 24 KB gzip to the home page's first load (bench: JS budget),
 * and the record is only a placeholder that the server's answer replaces.
 */
function looksLikeRecord(value: unknown): value is QuotaRecord {
  const r = value as Partial<Record<keyof QuotaRecord, unknown>> | null;
  const count = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0;
  return (
    typeof r === "object" &&
    r !== null &&
    count(r.used) &&
    (r.limit === null || count(r.limit)) &&
    (r.remaining === null || count(r.remaining)) &&
    typeof r.windowId === "number" &&
    typeof r.resetAt === "string" &&
    (r.state === "anon" || r.state === "auth" || r.state === "subscribed")
  );
}

/** Stores the record and drops the counters of past windows (SPEC §9: stale counters are cleaned). */
export function writeMirror(storage: Storage | undefined, subject: string, record: QuotaRecord): void {
  if (!storage) return;
  try {
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i);
      const windowId = key?.startsWith(PREFIX) ? Number(key.slice(key.lastIndexOf(":") + 1)) : NaN;
      if (key && windowId < record.windowId) storage.removeItem(key);
    }
    storage.setItem(mirrorKey(subject, record.windowId), JSON.stringify(record));
  } catch {
    // Storage full or disabled: the mirror is a convenience, the server still counts.
  }
}
