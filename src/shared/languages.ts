/**
 * Languages are data: one table drives the pickers, flags, speech locales and
 * which codes the API accepts. Adding a language is adding a row here and a
 * glossary file; making it selectable is an operator setting (SELECTABLE_LANGUAGES).
 */
export const LANGUAGES = [
  { code: "en", name: "English", flag: "🇺🇸", locale: "en-US" },
  { code: "es", name: "Spanish", flag: "🇪🇸", locale: "es-ES" },
  { code: "fr", name: "French", flag: "🇫🇷", locale: "fr-FR" },
  { code: "it", name: "Italian", flag: "🇮🇹", locale: "it-IT" },
  { code: "zh", name: "Chinese", flag: "🇨🇳", locale: "zh-CN" },
  { code: "ja", name: "Japanese", flag: "🇯🇵", locale: "ja-JP" },
  { code: "ko", name: "Korean", flag: "🇰🇷", locale: "ko-KR" },
  { code: "th", name: "Thai", flag: "🇹🇭", locale: "th-TH" },
  { code: "vi", name: "Vietnamese", flag: "🇻🇳", locale: "vi-VN" },
  { code: "ru", name: "Russian", flag: "🇷🇺", locale: "ru-RU" },
  { code: "sv", name: "Swedish", flag: "🇸🇪", locale: "sv-SE" },
  { code: "de", name: "German", flag: "🇩🇪", locale: "de-DE" },
  { code: "pt", name: "Portuguese", flag: "🇵🇹", locale: "pt-PT" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [
  LanguageCode,
  ...LanguageCode[],
];

/** Offered in the pickers unless the operator says otherwise. */
export const DEFAULT_SELECTABLE_LANGUAGES: readonly LanguageCode[] = [
  "en", "es", "fr", "it", "zh", "ja", "ko", "th", "vi",
];

/** The predefined glossaries shipped in content/glossaries (the admin import offers these). */
export const PREDEFINED_GLOSSARY_LANGUAGES: readonly LanguageCode[] = [
  "en", "es", "fr", "it", "ru", "sv", "th", "zh", "ja", "ko", "vi",
];

const byCode = new Map<string, Language>(LANGUAGES.map((l) => [l.code, l]));

export function isLanguageCode(code: string): code is LanguageCode {
  return byCode.has(code);
}

export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}
