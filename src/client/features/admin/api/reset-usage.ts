import type { z } from "zod";
import type { resetUsageResponse } from "../../../../shared/admin.js";
import { apiPost } from "../../../lib/api.js";

/** POST /api/dev/reset-usage with `{"all": true}`: clears every flash counter, everyone's (administrators only). */
export function resetAllUsage(): Promise<z.infer<typeof resetUsageResponse>> {
  return apiPost("/api/dev/reset-usage", { all: true });
}
