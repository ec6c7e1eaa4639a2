/**
 * Voice choice for pronunciation (SPEC §5): a voice matches when its language
 * has the locale's language prefix ("es" for es-ES matches es-ES, es-MX, es);
 * among matches, one whose name shows it is the platform provider's own voice
 * (usually the most natural) wins, then one of the exact locale.
 */
export interface VoiceLike {
  name: string;
  lang: string;
}

const PROVIDER_VOICE = /\b(google|microsoft|apple|samsung|android)\b/i;

function normalise(lang: string): string {
  return lang.replace(/_/g, "-").toLowerCase();
}

export function languagePrefix(locale: string): string {
  return normalise(locale).split("-")[0]!;
}

export function matchesLocale(voice: VoiceLike, locale: string): boolean {
  const lang = normalise(voice.lang);
  const prefix = languagePrefix(locale);
  return lang === prefix || lang.startsWith(`${prefix}-`);
}

export function isProviderVoice(voice: VoiceLike): boolean {
  return PROVIDER_VOICE.test(voice.name);
}

export function pickVoice<V extends VoiceLike>(voices: readonly V[], locale: string): V | undefined {
  const exact = normalise(locale);
  const rank = (v: V) => (isProviderVoice(v) ? 2 : 0) + (normalise(v.lang) === exact ? 1 : 0);
  let best: V | undefined;
  for (const voice of voices) {
    if (matchesLocale(voice, locale) && (!best || rank(voice) > rank(best))) best = voice;
  }
  return best;
}
