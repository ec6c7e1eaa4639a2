import { sql, type Kysely } from "kysely";
import type { QuotaRecord, QuotaState } from "../../../shared/quota.js";
import { windowIdAt, windowResetAt } from "../../../shared/limits.js";
import type { Database } from "../../db/schema.js";
import type { Viewer } from "../../http/viewer.js";

export interface QuotaLimits {
  anon: number;
  user: number;
}

export type ConsumeResult = { ok: boolean; record: QuotaRecord };

export function quotaState(viewer: Viewer): QuotaState {
  if (viewer.kind === "anon") return "anon";
  return viewer.subscribed ? "subscribed" : "auth";
}

/**
 * Flash quotas per 12-hour window (SPEC §4, §6, §9). Counting is a single
 * conditional upsert, so parallel requests can never push a counter past its
 * limit, in one process or many.
 */
export function createQuotaService(db: Kysely<Database>, limits: QuotaLimits) {
  const limitOf = (viewer: Viewer): number | null => {
    const state = quotaState(viewer);
    return state === "subscribed" ? null : state === "auth" ? limits.user : limits.anon;
  };

  const toRecord = (viewer: Viewer, windowId: number, used: number): QuotaRecord => {
    const limit = limitOf(viewer);
    return {
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      windowId,
      resetAt: windowResetAt(windowId).toISOString(),
      state: quotaState(viewer),
    };
  };

  async function usedIn(viewer: Viewer, windowId: number): Promise<number> {
    const row = await db
      .selectFrom("quota_counters")
      .select("used")
      .where("subject", "=", viewer.subject)
      .where("window_id", "=", windowId)
      .executeTakeFirst();
    return row?.used ?? 0;
  }

  return {
    async record(viewer: Viewer, now = Date.now()): Promise<QuotaRecord> {
      const windowId = windowIdAt(now);
      return toRecord(viewer, windowId, await usedIn(viewer, windowId));
    },

    /** Counts one flash if the quota allows it; `ok: false` leaves every counter unchanged. */
    async consume(viewer: Viewer, now = Date.now()): Promise<ConsumeResult> {
      const windowId = windowIdAt(now);
      const limit = limitOf(viewer);
      if (limit !== null && limit <= 0) return { ok: false, record: toRecord(viewer, windowId, 0) };
      const countFlash = async (trx: Kysely<Database>) => {
        // The single conditional upsert that makes the quota exact (docs/quota.md);
        // a template because it runs on every flash and building it costs more than running it.
        const { rows } = await sql<{ used: number }>`
          INSERT INTO quota_counters (subject, window_id, used) VALUES (${viewer.subject}, ${windowId}, 1)
          ON CONFLICT (subject, window_id) DO UPDATE SET used = quota_counters.used + 1
          ${limit === null ? sql`` : sql`WHERE quota_counters.used < ${limit}`}
          RETURNING used`.execute(trx);
        const row = rows[0];
        if (row && viewer.kind === "user") {
          await trx
            .insertInto("flash_totals")
            .values({ user_id: viewer.userId, total: 1 })
            .onConflict((oc) => oc.column("user_id").doUpdateSet({ total: sql`flash_totals.total + 1` }))
            .execute();
        }
        return row?.used;
      };
      // A visitor's flash is one statement; an account's also counts its total, in the same transaction.
      const used = viewer.kind === "user" ? await db.transaction().execute(countFlash) : await countFlash(db);
      if (used !== undefined) return { ok: true, record: toRecord(viewer, windowId, used) };
      return { ok: false, record: toRecord(viewer, windowId, await usedIn(viewer, windowId)) };
    },

    /** All-time successful flashes of an account (`totalWordCount`). */
    async totalFlashes(userId: string): Promise<number> {
      const row = await db.selectFrom("flash_totals").select("total").where("user_id", "=", userId).executeTakeFirst();
      return row?.total ?? 0;
    },

    /** Drops counters of past windows; returns how many were removed. */
    async removeStale(now = Date.now()): Promise<number> {
      const result = await db.deleteFrom("quota_counters").where("window_id", "<", windowIdAt(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type QuotaService = ReturnType<typeof createQuotaService>;

export function exhaustedMessage(record: QuotaRecord): string {
  if (record.state === "anon")
    return `You have used all ${record.limit} free flashes for this 12-hour window. Sign in to keep flashing.`;
  return `You have used all ${record.limit} flashes for this 12-hour window. Subscribe to Unlimited for unlimited flashes.`;
}

