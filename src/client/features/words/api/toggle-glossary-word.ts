import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api.js";

/**
 * POST /api/toggle-glossary-word (SPEC §7): saves or removes one entry in the
 * signed-in user's glossary; 401 means login required, 402 subscription required.
 * The endpoint and its shared schema arrive with the glossary feature; these
 * types follow SPEC §7 until then.
 */
export interface ToggleGlossaryWordRequest {
  entryId: number;
  languageCode: string;
}
export interface ToggleGlossaryWordResponse {
  saved: boolean;
}

export function postToggleGlossaryWord(request: ToggleGlossaryWordRequest): Promise<ToggleGlossaryWordResponse> {
  return apiPost<ToggleGlossaryWordResponse>("/api/toggle-glossary-word", request);
}

export function useToggleGlossaryWord() {
  return useMutation({ mutationFn: postToggleGlossaryWord });
}
