import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { toggleGlossaryWordRequest, toggleGlossaryWordResponse } from "../../../../shared/saved-words.js";
import { apiPost } from "../../../lib/api.js";

export type ToggleGlossaryWordRequest = z.input<typeof toggleGlossaryWordRequest>;
export type ToggleGlossaryWordResponse = z.infer<typeof toggleGlossaryWordResponse>;

/**
 * POST /api/toggle-glossary-word (SPEC §7): saves or removes one entry in the
 * signed-in user's glossary; 401 means login required, 402 subscription required.
 * Types only from the shared schema: zod stays off the home page's first load.
 */
export function postToggleGlossaryWord(request: ToggleGlossaryWordRequest): Promise<ToggleGlossaryWordResponse> {
  return apiPost<ToggleGlossaryWordResponse>("/api/toggle-glossary-word", request);
}

export function useToggleGlossaryWord() {
  return useMutation({ mutationFn: postToggleGlossaryWord });
}
