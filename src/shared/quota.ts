import { z } from "zod";

export const quotaState = z.enum(["anon", "auth", "subscribed"]);
export type QuotaState = z.infer<typeof quotaState>;

/**
 * The client quota record of SPEC §3. `limit` and `remaining` are null for
 * subscribers, who have no limit.
 */
export const quotaRecord = z.object({
  limit: z.number().int().nonnegative().nullable(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative().nullable(),
  windowId: z.number().int(),
  resetAt: z.string(),
  state: quotaState,
});
export type QuotaRecord = z.infer<typeof quotaRecord>;

export const quotaExhaustedBody = z.object({
  error: z.literal("quota_exhausted"),
  message: z.string(),
  quota: quotaRecord,
});
export type QuotaExhaustedBody = z.infer<typeof quotaExhaustedBody>;
