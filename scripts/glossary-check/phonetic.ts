import type { LanguageCode } from "../../src/shared/languages.js";
import { keyOf, percent, str, type Finding, type LooseEntry } from "./model.js";

/**
 * Characters a broad IPA transcription uses: lowercase Latin, the IPA and
 * modifier-letter blocks (stress, length, tone letters), combining diacritics,
 * the few Latin-1/Greek letters IPA borrows, syllable dots, ties,
 * parentheses for optional sounds and commas between alternatives (/il, ɛl/).
 */
const IPA_CHAR = /[a-zæçðøœħŋβθχ\u0250-\u02FF\u1D4A\u1D7B\u1D7F\u207F¹²³⁴⁵⁰ .,‿()|‖]|[\u0300-\u036F]/u;
/** Modifier letters and combining diacritics: they decorate a sound, they are not one. */
const MARK = /[\u02B0-\u02FF]|[\u0300-\u036F]/u;
const IPA_VOWEL = /[aeiouyæøœɐɑɒɔəɘɛɜɞɤɨɪɯɵɶʉʊʌʏ]/u;
/** Pinyin letters; "…" stands for the gap of a frame word (在……里 zài…lǐ). */
const PINYIN = /^[a-zü āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ'’…-]+$/iu;
const TONE_MARK = /[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/iu;

export const PHONETIC_SYSTEMS: Record<LanguageCode, string> = {
  en: "IPA /…/", es: "IPA /…/", fr: "IPA /…/", it: "IPA /…/ with stress", ru: "IPA /…/ with stress",
  sv: "IPA /…/", vi: "IPA /…/", de: "IPA /…/", pt: "IPA /…/",
  zh: "Hanyu Pinyin with tone marks", ja: "Hepburn romaji, lowercase, macrons",
  ko: "Revised Romanization, lowercase ASCII", th: "RTGS, lowercase ASCII, hyphenated syllables",
};

/** Returns why a phonetic does not have the expected form, or undefined when it does. */
export function phoneticProblem(code: LanguageCode, phonetic: string): string | undefined {
  const p = phonetic.normalize("NFC").trim();
  if (!p) return "phonetic is blank";
  switch (code) {
    case "zh":
      if (/\d/.test(p)) return "tone digits instead of tone marks";
      if (!PINYIN.test(p)) return "characters that are not pinyin";
      return TONE_MARK.test(p) ? undefined : "no tone marks";
    case "ja":
      if (/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(p)) return "contains kana or kanji";
      if (/[âîûêô]/u.test(p)) return "circumflexes instead of macrons";
      if (/[A-Z]/.test(p)) return "not lowercase";
      return /^[a-zāīūēō' -]+$/u.test(p) ? undefined : "characters outside lowercase romaji";
    case "ko":
      if (/[ŏŭ]/u.test(p) || /[a-z]'/.test(p)) return "McCune-Reischauer marks (breves/apostrophes)";
      if (/[A-Z]/.test(p)) return "not lowercase";
      return /^[a-z -]+$/.test(p) ? undefined : "characters outside lowercase ASCII";
    case "th":
      if (/[A-Z]/.test(p)) return "not lowercase";
      if (/\s/.test(p)) return "spaces (syllables are joined with hyphens)";
      return /^[a-z]+(?:-[a-z]+)*$/.test(p) ? undefined : "characters outside lowercase ASCII and hyphens";
    default:
      return ipaProblem(code, p);
  }
}

function ipaProblem(code: LanguageCode, p: string): string | undefined {
  // Several transcriptions (a Russian aspect pair) may follow each other: "/a/ / /b/" or "/a/, /b/".
  const groups = p.match(/\/[^/]+\//g);
  if (!groups || !/^\/[^/]+\/(?:\s*[/,]?\s*\/[^/]+\/)*$/u.test(p)) return "not between slashes /…/";
  for (const group of groups) {
    const inner = group.slice(1, -1);
    const bad = [...inner.normalize("NFD")].find((ch) => !IPA_CHAR.test(ch));
    if (bad) return `non-IPA character "${bad}"${bad === ":" ? " (use ː)" : bad === "'" ? " (use ˈ)" : ""}`;
    if ((code === "it" || code === "ru") && !inner.includes("ˈ") && nuclei(inner) > 1) return "stress not marked";
  }
  return undefined;
}

/** Vowel groups, a cheap syllable count: only polysyllables need a stress mark. */
function nuclei(ipa: string): number {
  const letters = [...ipa.normalize("NFD")].filter((ch) => !MARK.test(ch));
  let count = 0;
  letters.forEach((ch, i) => {
    if (IPA_VOWEL.test(ch) && !(i > 0 && IPA_VOWEL.test(letters[i - 1]!))) count++;
  });
  return count;
}

export interface PhoneticResult {
  system: string;
  checked: number;
  ok: number;
  percent: number;
  flagged: Finding[];
}

export function checkPhonetics(code: LanguageCode, entries: readonly LooseEntry[]): PhoneticResult {
  const flagged: Finding[] = [];
  entries.forEach((entry, index) => {
    const key = keyOf(entry, index);
    const phonetic = str(entry.phonetic);
    const problem = phoneticProblem(code, phonetic);
    if (problem) flagged.push({ key, message: `${key}: ${JSON.stringify(phonetic)} — ${problem}` });
  });
  const ok = entries.length - flagged.length;
  return { system: PHONETIC_SYSTEMS[code], checked: entries.length, ok, percent: percent(ok, entries.length), flagged };
}
