import type { LanguageCode } from "../../src/shared/languages.js";
import { keyOf, percent, str, type LooseEntry } from "./model.js";
import {
  normalizeKoreanRomanization,
  normalizePinyin,
  pinyinMatchesReadings,
  romajiMatches,
  SANDHI_READINGS,
} from "./normalize.js";

export interface Mismatch {
  key: string;
  word: string;
  phonetic: string;
  expected: string;
}

export interface RomanizationResult {
  reference: string;
  checked: number;
  ok: number;
  percent: number;
  mismatches: Mismatch[];
}

/** Given a word and its phonetic, the reference romanization and whether the phonetic agrees with it. */
type Comparer = (word: string, phonetic: string) => Promise<{ expected: string; ok: boolean }>;

async function chinese(): Promise<Comparer> {
  const { pinyin } = await import("pinyin-pro");
  const HAN = /\p{Script=Han}/u;
  return async (word, phonetic) => {
    const expected = pinyin(word, { toneType: "symbol", type: "array", nonZh: "removed" }).join("");
    if (normalizePinyin(expected) === normalizePinyin(phonetic)) return { expected, ok: true };
    // Heteronyms: accept any reading pinyin-pro knows for each character.
    const readings = [...word]
      .filter((ch) => HAN.test(ch) || /\p{L}/u.test(ch))
      .map((ch) =>
        HAN.test(ch)
          ? [...pinyin(ch, { toneType: "symbol", type: "array", multiple: true }), ...(SANDHI_READINGS[ch] ?? [])]
          : latinLetterReadings(ch),
      );
    return { expected, ok: pinyinMatchesReadings(phonetic, readings) };
  };
}

/** A Latin letter in a Chinese word (T恤) is read as its letter name, mostly the letter plus ī (tī, bī). */
const latinLetterReadings = (ch: string) => [ch.toLowerCase(), `${ch.toLowerCase()}ī`];

async function japanese(): Promise<Comparer> {
  const [{ default: mod }, { default: KuromojiAnalyzer }] = await Promise.all([
    import("kuroshiro"),
    import("kuroshiro-analyzer-kuromoji"),
  ]);
  const Kuroshiro = "default" in mod ? mod.default : mod;
  const kuroshiro = new Kuroshiro();
  await kuroshiro.init(new KuromojiAnalyzer()); // kuromoji's dictionary ships in node_modules: no network
  return async (word, phonetic) => {
    const expected = await kuroshiro.convert(word, { to: "romaji", romajiSystem: "hepburn" });
    return { expected, ok: romajiMatches(expected, phonetic) };
  };
}

async function korean(): Promise<Comparer> {
  const [{ romanize }, { liaisonPieces }] = await Promise.all([import("es-hangul"), import("./hangul.js")]);
  return async (word, phonetic) => {
    const expected = romanize(word);
    const given = normalizeKoreanRomanization(phonetic);
    const ok = [expected, liaisonPieces(word).map(romanize).join("")].some((r) => normalizeKoreanRomanization(r) === given);
    return { expected, ok };
  };
}

const REFERENCES: Partial<Record<LanguageCode, { name: string; load: () => Promise<Comparer> }>> = {
  zh: { name: "pinyin-pro (toned pinyin; any heteronym reading accepted)", load: chinese },
  ja: { name: "kuroshiro + kuroshiro-analyzer-kuromoji (Hepburn)", load: japanese },
  ko: { name: "es-hangul romanize (Revised Romanization; with full sound changes or liaison only)", load: korean },
};

export function hasRomanizationReference(code: LanguageCode): boolean {
  return code in REFERENCES;
}

export async function checkRomanization(
  code: LanguageCode,
  entries: readonly LooseEntry[],
): Promise<RomanizationResult | undefined> {
  const reference = REFERENCES[code];
  if (!reference) return undefined;
  const compare = await reference.load();
  const mismatches: Mismatch[] = [];
  for (const [index, entry] of entries.entries()) {
    const word = str(entry.word);
    const phonetic = str(entry.phonetic);
    const { expected, ok } = await compare(word, phonetic);
    if (!ok) mismatches.push({ key: keyOf(entry, index), word, phonetic, expected });
  }
  const ok = entries.length - mismatches.length;
  return { reference: reference.name, checked: entries.length, ok, percent: percent(ok, entries.length), mismatches };
}
