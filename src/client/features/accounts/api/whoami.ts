import type { z } from "zod";
import type { whoamiResponse } from "../../../../shared/accounts.js";
import { apiGet } from "../../../lib/api.js";

export type Whoami = z.infer<typeof whoamiResponse>;

/**
 * GET /api/_whoami, asked once after a sign-in (SPEC §7). Its answer is not
 * needed and its errors are ignored: a failure here must never spoil a sign-in.
 */
export function pingWhoami(): void {
  apiGet<Whoami>("/api/_whoami").catch(() => undefined);
}
