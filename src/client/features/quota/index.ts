/** What the app composes from the quota feature. */
export { QuotaPrompts } from "./components/QuotaPrompts.js";
export { useQuota } from "./useQuota.js";
