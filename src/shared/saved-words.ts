import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.js";
import { difficulty } from "./words.js";

const languageCode = z.enum(LANGUAGE_CODES, {
  error: (issue) => `Unknown language code ${JSON.stringify(issue.input)}`,
});

/** SPEC §3 saved glossary record. */
export const savedWordRef = z.object({ entryId: z.number().int(), languageCode: z.string() });
export const userGlossaryResponse = z.object({ savedWords: z.array(savedWordRef) });

export const toggleGlossaryWordRequest = z.object({
  entryId: z.number({ error: "entryId must be a number" }).int("entryId must be a whole number").positive("entryId must be positive"),
  languageCode,
});
export const toggleGlossaryWordResponse = z.object({ saved: z.boolean() });

export const myGlossaryQuery = z.object({ language: languageCode });

/** SPEC §3 saved word; `word_key` and `wordKey` are both listed there. */
export const savedWord = z.object({
  id: z.number().int(),
  word_key: z.string(),
  wordKey: z.string(),
  languageCode: z.string(),
  word: z.string(),
  phonetic: z.string(),
  definition: z.string(),
  examples: z.array(z.string()),
  difficulty,
});
export type SavedWord = z.infer<typeof savedWord>;

export const myGlossaryResponse = z.object({
  words: z.array(savedWord),
  hasSubscription: z.boolean(),
  wordCount: z.number().int().nonnegative(),
  /** null for subscribers, who have no limit. */
  wordLimit: z.number().int().nullable(),
});
export type MyGlossaryResponse = z.infer<typeof myGlossaryResponse>;

export const SAVED_WORD_MESSAGES = {
  limitReached: "Free accounts can save up to 5 words. Subscribe to Unlimited to save as many as you like.",
} as const;
