import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { LanguageInfo, languagesResponse } from "../../../../shared/words.js";
import { apiGet } from "../../../lib/api.js";

export const LANGUAGES_QUERY_KEY = ["/api/languages"] as const;

/** SPEC §8: the stored message shown when the languages cannot be loaded. */
export const LANGUAGES_FAILED = "Failed to load languages";

/** GET /api/languages: every known language, with whether the pickers offer it. */
export async function fetchLanguages(signal?: AbortSignal): Promise<LanguageInfo[]> {
  try {
    return (await apiGet<z.infer<typeof languagesResponse>>(LANGUAGES_QUERY_KEY[0], signal)).languages;
  } catch (error) {
    throw new Error(LANGUAGES_FAILED, { cause: error });
  }
}

export function useLanguages() {
  return useQuery({ queryKey: LANGUAGES_QUERY_KEY, queryFn: ({ signal }) => fetchLanguages(signal) });
}
