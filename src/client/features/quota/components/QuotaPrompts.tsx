import { lazyWhenOpen } from "../../../components/ui/lazy-when-open.js";
import type { Quota } from "../useQuota.js";

export interface QuotaPromptsProps {
  /** True when an overlay or the daily-limit prompt is due. */
  open: boolean;
  quota: Quota;
}

const LazyQuotaPrompts = lazyWhenOpen<QuotaPromptsProps>(
  async () => (await import("./QuotaPromptsContent.js")).QuotaPromptsContent,
);

/** The quota's overlays and prompt; their code loads the first time one is due, not with the page. */
export function QuotaPrompts({ quota }: { quota: Quota }) {
  return <LazyQuotaPrompts open={quota.overlay !== null || quota.dailyLimitOpen} quota={quota} />;
}
