import { PRICE_USD_PER_MONTH } from "../../../shared/limits.js";

/** What Unlimited gives, in one sentence, wherever the app offers it (SPEC §1). */
export const UNLIMITED_PITCH = `Polyglot Unlimited gives unlimited flashes, unlimited saved words and progress tracking for $${PRICE_USD_PER_MONTH} a month. Cancel anytime.`;
