/**
 * The help messages of SPEC §5, word for word (including its spelling), in a
 * module without zod so the home page can show them without loading zod
 * (bench: JS budget of `/`).
 */
export const FLASH_MESSAGES = {
  noMainLanguage: "Please select a main language first",
  mainWithoutGlossary: "Selected main language has no glossary available",
  noTranslationLanguage: "Select atleast two languages in the selection above",
  translationsWithoutGlossary: "Selected translation languages have no glossaries available",
} as const;
