import type { RandomWordRequest, RandomWordResponse } from "../../../../shared/words.js";
import { apiPost } from "../../../lib/api.js";

/** SPEC §8: the banner for any failure other than a spent quota. */
export const RANDOM_WORD_FAILED = "Failed to load random word. Please try again.";

/**
 * POST /api/random-word: a random word as entries, main language first; 429
 * when the quota is spent. Called directly by useFlash (not through a
 * TanStack mutation) so the request leaves before React renders anything:
 * the click-to-cards time is the bench's bar.
 */
export function postRandomWord(request: RandomWordRequest): Promise<RandomWordResponse> {
  return apiPost<RandomWordResponse>("/api/random-word", request);
}
