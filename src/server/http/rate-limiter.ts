import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { AppError } from "./errors.js";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window rate limiting stored in the database, so every server process
 * shares the counts. Each hit is one conditional upsert: the count can never
 * pass the limit, however many requests race.
 */
export function createRateLimiter(db: Kysely<Database>) {
  return {
    async hit(key: string, rule: RateLimitRule, now = Date.now()): Promise<{ ok: boolean; retryAfterSeconds: number }> {
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const retryAfterSeconds = Math.ceil((windowStart + rule.windowMs - now) / 1000);
      const { rows } = await sql<{ count: number }>`
        INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
        WHERE rate_limit_hits.count < ${rule.limit}
        RETURNING count`.execute(db);
      return { ok: rows.length > 0, retryAfterSeconds };
    },

    /** Throws a 429 naming when to try again. */
    async enforce(key: string, rule: RateLimitRule, what: string): Promise<void> {
      const { ok, retryAfterSeconds } = await this.hit(key, rule);
      if (!ok) throw tooManyRequests(what, retryAfterSeconds);
    },

    async removeStale(now = Date.now()): Promise<void> {
      await db.deleteFrom("rate_limit_hits").where("window_start", "<", now - 24 * 60 * 60 * 1000).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function tooManyRequests(what: string, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(429, "rate_limited", `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    retryAfter: retryAfterSeconds,
  });
}
