import { z } from "zod";

/** SPEC §3 User, as GET /api/user returns it. */
export const user = z.object({
  id: z.string(),
  email: z.string(),
  hasSubscription: z.boolean(),
  isAdmin: z.boolean(),
  dailyWordCount: z.number().int().nonnegative(),
  totalWordCount: z.number().int().nonnegative(),
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ user });
export const meResponse = z.object({ isAdmin: z.boolean() });
export const whoamiResponse = z.object({ authenticated: z.boolean(), email: z.string().nullable() });
