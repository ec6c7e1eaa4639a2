import type { z } from "zod";
import type { toggleGlossaryWordRequest, toggleGlossaryWordResponse } from "../../../../shared/saved-words.js";
import { apiPost } from "../../../lib/api.js";

export type ToggleGlossaryWordRequest = z.input<typeof toggleGlossaryWordRequest>;
export type ToggleGlossaryWordResponse = z.infer<typeof toggleGlossaryWordResponse>;

export const TOGGLE_GLOSSARY_WORD_MUTATION_KEY = ["/api/toggle-glossary-word"] as const;

/**
 * POST /api/toggle-glossary-word (SPEC §7): saves or removes one entry in the
 * signed-in user's glossary; 401 means login required, 402 subscription
 * required. Types only from the shared schema: zod stays off the home page's
 * first load (the JS budget).
 */
export function postToggleGlossaryWord(request: ToggleGlossaryWordRequest): Promise<ToggleGlossaryWordResponse> {
  return apiPost<ToggleGlossaryWordResponse>(TOGGLE_GLOSSARY_WORD_MUTATION_KEY[0], request);
}
