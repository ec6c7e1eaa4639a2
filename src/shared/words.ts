import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.js";
import { FLASH_MESSAGES } from "./flash-messages.js";
import { MAX_TRANSLATION_LANGUAGES } from "./limits.js";

export { FLASH_MESSAGES };

export const difficulty = z.enum(["easy", "medium", "hard"]);
export type Difficulty = z.infer<typeof difficulty>;

const languageCode = z.enum(LANGUAGE_CODES, {
  error: (issue) => `Unknown language code ${JSON.stringify(issue.input)}`,
});

export const languageInfo = z.object({
  code: z.string(),
  name: z.string(),
  flag: z.string(),
  locale: z.string(),
  selectable: z.boolean(),
});
export const languagesResponse = z.object({ languages: z.array(languageInfo) });
export type LanguageInfo = z.infer<typeof languageInfo>;

export const availableLanguagesResponse = z.array(z.string());

export const randomWordRequest = z
  .object({
    mainLanguage: z
      .string({ error: FLASH_MESSAGES.noMainLanguage })
      .min(1, FLASH_MESSAGES.noMainLanguage)
      .pipe(languageCode),
    translationLanguages: z
      .array(languageCode, { error: FLASH_MESSAGES.noTranslationLanguage })
      .min(1, FLASH_MESSAGES.noTranslationLanguage)
      .max(MAX_TRANSLATION_LANGUAGES, `At most ${MAX_TRANSLATION_LANGUAGES} translation languages`)
      .refine((codes) => new Set(codes).size === codes.length, "Translation languages must not repeat"),
  })
  .refine((body) => !body.translationLanguages.includes(body.mainLanguage), {
    message: "The main language cannot also be a translation language",
    path: ["translationLanguages"],
  });
export type RandomWordRequest = z.infer<typeof randomWordRequest>;

/** A word entry as SPEC §3 names it; `example` is the examples as one bracketed list. */
export const wordEntry = z.object({
  id: z.number().int(),
  word_key: z.string(),
  word: z.string(),
  phonetic: z.string(),
  category: z.string(),
  difficulty,
  example: z.string(),
  examples: z.array(z.string()),
  language_code: z.string(),
});
export type WordEntry = z.infer<typeof wordEntry>;

export const randomWordResponse = z.object({
  wordKey: z.string(),
  entries: z.array(wordEntry),
});
export type RandomWordResponse = z.infer<typeof randomWordResponse>;

export const wordByKeyQuery = z.object({
  wordKey: z.string().min(1, "wordKey is required").max(64),
  language: languageCode,
});
export const wordByKeyResponse = z.array(wordEntry);
