import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.js";

export const AVAILABLE_LANGUAGES_QUERY_KEY = ["/api/available-languages"] as const;

/** SPEC §8: the stored message shown when the glossary list cannot be loaded. */
export const AVAILABLE_LANGUAGES_FAILED = "Failed to load available languages";

/** GET /api/available-languages: the offered languages that have a glossary. */
export async function fetchAvailableLanguages(signal?: AbortSignal): Promise<string[]> {
  try {
    return await apiGet<string[]>(AVAILABLE_LANGUAGES_QUERY_KEY[0], signal);
  } catch (error) {
    throw new Error(AVAILABLE_LANGUAGES_FAILED, { cause: error });
  }
}

export function useAvailableLanguages() {
  return useQuery({ queryKey: AVAILABLE_LANGUAGES_QUERY_KEY, queryFn: ({ signal }) => fetchAvailableLanguages(signal) });
}
