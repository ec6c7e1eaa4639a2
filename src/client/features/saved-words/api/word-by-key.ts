import { useQueries } from "@tanstack/react-query";
import type { WordEntry } from "../../../../shared/words.js";
import { apiGet } from "../../../lib/api.js";

export const WORD_BY_KEY_QUERY_KEY = ["/api/word-by-key"] as const;

/** GET /api/word-by-key: the entry of a word key in one language (SPEC §7: the first item is used), or null. */
export async function fetchWordByKey(wordKey: string, language: string, signal?: AbortSignal): Promise<WordEntry | null> {
  const entries = await apiGet<WordEntry[]>(`${WORD_BY_KEY_QUERY_KEY[0]}?${new URLSearchParams({ wordKey, language })}`, signal);
  return entries[0] ?? null;
}

export interface WordsInLanguage {
  /** The entry of each word key: null when that language has no such word, undefined while loading. */
  byKey: ReadonlyMap<string, WordEntry | null | undefined>;
  isError: boolean;
}

/** The main-language column of My Glossary: each saved word key looked up in the main language. */
export function useWordsInLanguage(wordKeys: readonly string[], language: string | null): WordsInLanguage {
  return useQueries({
    queries: wordKeys.map((wordKey) => ({
      queryKey: [...WORD_BY_KEY_QUERY_KEY, wordKey, language],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchWordByKey(wordKey, language!, signal),
      enabled: language !== null,
    })),
    combine: (results) => ({
      byKey: new Map(wordKeys.map((key, i) => [key, results[i]?.data])),
      isError: results.some((r) => r.isError),
    }),
  });
}
