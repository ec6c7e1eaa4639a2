/**
 * Pure comparison helpers for the romanization check, kept apart from the
 * heavy reference libraries so they can be unit-tested quickly.
 */

const TONE_MARKS = /[\u0300\u0301\u0304\u030C]/g;

/** Pinyin as compared: case, spaces, apostrophes, hyphens and the "…" of frame words do not matter; tone marks do. */
export function normalizePinyin(s: string): string {
  return s.normalize("NFC").toLowerCase().replace(/[\s'’…-]|\.{3}/g, "");
}

/** A syllable in the neutral tone: tone marks removed, ü kept. */
export function toneless(syllable: string): string {
  return syllable.normalize("NFD").replace(TONE_MARKS, "").normalize("NFC");
}

/**
 * Whether `phonetic` can be read as one reading per character. `readings[i]`
 * lists what character i may be read as; a character after the first may
 * also be in the neutral tone, which the convention leaves unmarked.
 */
export function pinyinMatchesReadings(phonetic: string, readings: readonly (readonly string[])[]): boolean {
  const target = normalizePinyin(phonetic);
  let reachable = new Set([0]);
  readings.forEach((options, i) => {
    const next = new Set<number>();
    const forms = new Set(options.map(normalizePinyin));
    if (i > 0) for (const o of [...forms]) forms.add(toneless(o));
    for (const at of reachable) for (const f of forms) if (target.startsWith(f, at)) next.add(at + f.length);
    reachable = next;
  });
  return reachable.has(target.length);
}

/** The tone-sandhi readings of 一 and 不, which a word may legitimately show instead of the citation tone. */
export const SANDHI_READINGS: Readonly<Record<string, readonly string[]>> = {
  一: ["yī", "yí", "yì"],
  不: ["bù", "bú"],
  儿: ["ér", "r"],
};

const LONG_VOWELS: Readonly<Record<string, string>> = {
  ā: "aa", ī: "ii", ū: "uu", ē: "ee", ō: "oo", â: "aa", î: "ii", û: "uu", ê: "ee", ô: "oo",
};

/**
 * Hepburn romaji as compared: spacing, hyphens and apostrophes (kon'ya)
 * ignored; macrons, circumflexes, doubled vowels and "ou" all mean a long
 * vowel; "m" before b/m/p (shimbun) is the same ん as "n".
 */
export function normalizeRomaji(s: string): string {
  return s
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s'’-]/g, "")
    .replace(/[āīūēōâîûêô]/g, (v) => LONG_VOWELS[v]!)
    .replace(/ou/g, "oo")
    .replace(/m(?=[bmp])/g, "n");
}

/** Equal romaji, also when the particles は/を are written as read (wa, o) on one side only. */
export function romajiMatches(a: string, b: string): boolean {
  const x = normalizeRomaji(a);
  const y = normalizeRomaji(b);
  if (x === y) return true;
  const particles = (s: string) => s.replace(/wa/g, "ha").replace(/wo/g, "o");
  return particles(x) === particles(y);
}

/** Revised Romanization as compared: spaces, hyphens and case ignored. */
export function normalizeKoreanRomanization(s: string): string {
  return s.normalize("NFC").toLowerCase().replace(/[\s'’-]/g, "");
}
