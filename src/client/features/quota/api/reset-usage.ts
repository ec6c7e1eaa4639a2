import type { z } from "zod";
import type { resetUsageResponse } from "../../../../shared/admin.js";
import { apiPost } from "../../../lib/api.js";

/** POST /api/dev/reset-usage: an administrator clears their own flash counters (SPEC §7). */
export function postResetUsage(): Promise<z.infer<typeof resetUsageResponse>> {
  return apiPost("/api/dev/reset-usage", {});
}
