import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { QuotaRecord } from "../../../shared/quota.js";
import { QUOTA_QUERY_KEY, useQuotaRecord } from "./api/word-limit-check.js";
import { loadDismissals, saveDismissals } from "./dismissals.js";
import { quotaSubject, readMirror, writeMirror } from "./mirror.js";
import {
  afterFlash,
  flashButtonMode,
  flashOutcome,
  isExhausted,
  nextReappearanceIn,
  visibleOverlay,
  type OverlayDismissals,
  type QuotaSituation,
} from "./rules.js";

export interface QuotaViewer {
  id: string;
  isAdmin: boolean;
}

/**
 * The flash quota on the home page: the server's record (mirrored in
 * localStorage), the overlay or prompt it calls for, and the updates that
 * follow a flash or a 429. `user` is undefined while it loads, null for a visitor.
 */
export function useQuota({ user, translationsSelected }: { user: QuotaViewer | null | undefined; translationsSelected: boolean }) {
  const queryClient = useQueryClient();
  const subject = user === undefined ? undefined : quotaSubject(user);
  const placeholder = useMemo(() => (subject ? readMirror(storage(), subject) : undefined), [subject]);
  const query = useQuotaRecord(placeholder);
  // Right after signing in or out the cached record is the previous viewer's
  // until the refetch lands: it is ignored (so the login overlay closes at once
  // on sign-in) and never mirrored under the new owner.
  const record = query.data && !belongsTo(query.data, subject) ? undefined : query.data;

  useEffect(() => {
    if (record && subject && !query.isPlaceholderData) writeMirror(storage(), subject, record);
  }, [record, subject, query.isPlaceholderData]);

  const [dismissals, setDismissals] = useState<OverlayDismissals>(loadDismissals);
  const [now, setNow] = useState(Date.now);
  const [dailyLimitOpen, setDailyLimitOpen] = useState(false);
  const isAdmin = user === undefined ? undefined : (user?.isAdmin ?? false);
  const situation = (at: number, over: Partial<QuotaSituation> = {}): QuotaSituation => ({
    record,
    isAdmin,
    translationsSelected,
    dismissals,
    now: at,
    ...over,
  });
  const current = situation(now);
  const overlay = visibleOverlay(current);

  // A dismissed overlay comes back by itself once its 5 minutes are over (SPEC §4).
  const comesBackIn = nextReappearanceIn(current);
  useEffect(() => {
    if (comesBackIn === null) return;
    const timer = setTimeout(() => setNow(Date.now()), comesBackIn + 1);
    return () => clearTimeout(timer);
  }, [comesBackIn]);

  const setRecord = useCallback(
    (next: QuotaRecord) => queryClient.setQueryData<QuotaRecord>(QUOTA_QUERY_KEY, next),
    [queryClient],
  );

  return {
    record,
    exhausted: isExhausted(record),
    buttonMode: flashButtonMode(record),
    overlay,
    dailyLimitOpen,
    setDailyLimitOpen,
    /** Closing an overlay dismisses it for 5 minutes. */
    dismissOverlay() {
      if (!overlay) return;
      const at = Date.now();
      const next = { ...dismissals, [overlay]: at };
      setDismissals(next);
      saveDismissals(next);
      setNow(at);
    },
    /** Asked before each flash: true to go ahead; otherwise the overlay or the daily-limit prompt is on screen. */
    allowFlash(): boolean {
      const at = Date.now();
      const outcome = flashOutcome(situation(at, { translationsSelected: true }));
      if (outcome === "flash") return true; // no state change: the request leaves at once
      setNow(at);
      if (outcome === "daily-limit") setDailyLimitOpen(true);
      return false;
    },
    /** A flash succeeded: the server counted one, so do we (no extra request per flash). */
    recordFlash() {
      const latest = queryClient.getQueryData<QuotaRecord>(QUOTA_QUERY_KEY);
      if (latest) setRecord(afterFlash(latest));
      else void queryClient.invalidateQueries({ queryKey: QUOTA_QUERY_KEY });
    },
    /** The server refused a flash (429): take its record, then show the overlay, or the prompt when none applies. */
    recordExhausted(next: QuotaRecord) {
      setRecord(next);
      const at = Date.now();
      setNow(at);
      if (flashOutcome(situation(at, { record: next, translationsSelected: true })) === "daily-limit") setDailyLimitOpen(true);
    },
  };
}

export type Quota = ReturnType<typeof useQuota>;

function belongsTo(record: QuotaRecord, subject: string | undefined): boolean {
  return subject === undefined || (record.state === "anon") === (subject === "anon");
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
