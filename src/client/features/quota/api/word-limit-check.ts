import { useQuery } from "@tanstack/react-query";
import type { QuotaRecord } from "../../../../shared/quota.js";
import { apiGet } from "../../../lib/api.js";

/** Invalidated on every auth change (app/auth-change-sync.ts); updated in place after each flash. */
export const QUOTA_QUERY_KEY = ["/api/word-limit-check"] as const;

/** GET /api/word-limit-check: the quota record of whoever is asking (SPEC §3). */
export async function fetchQuota(signal?: AbortSignal): Promise<QuotaRecord> {
  return apiGet<QuotaRecord>(QUOTA_QUERY_KEY[0], signal);
}

/** `placeholder` (the mirrored record) shows until the server answers; it never stops the fetch. */
export function useQuotaRecord(placeholder: QuotaRecord | undefined) {
  return useQuery({
    queryKey: QUOTA_QUERY_KEY,
    queryFn: ({ signal }) => fetchQuota(signal),
    placeholderData: placeholder,
  });
}
