import { romanize } from "es-hangul";
import { describe, expect, it } from "vitest";
import { liaisonPieces } from "./hangul.js";
import {
  normalizeKoreanRomanization,
  normalizePinyin,
  normalizeRomaji,
  pinyinMatchesReadings,
  romajiMatches,
} from "./normalize.js";
import { phoneticProblem } from "./phonetic.js";
import { exampleTokens, wordTokens } from "./tokens.js";

describe("pinyin comparison", () => {
  it("ignores spaces, case, apostrophes and the … of frame words", () => {
    expect(normalizePinyin("Píng guǒ")).toBe("píngguǒ");
    expect(normalizePinyin("nǚ'ér")).toBe(normalizePinyin("nǚ ér"));
    expect(normalizePinyin("zài…lǐ")).toBe("zàilǐ");
  });

  it("keeps tone marks, composed or not", () => {
    expect(normalizePinyin("pi\u0301ngguo\u030C")).toBe("píngguǒ");
    expect(normalizePinyin("pingguo")).not.toBe(normalizePinyin("píngguǒ"));
  });

  it("accepts any reading of a heteronym and an unmarked neutral tone after the first syllable", () => {
    const yinhang = [["yín"], ["xíng", "háng", "hàng", "héng"]];
    expect(pinyinMatchesReadings("yínháng", yinhang)).toBe(true);
    expect(pinyinMatchesReadings("yínxíng", yinhang)).toBe(true);
    expect(pinyinMatchesReadings("yínhǎng", yinhang)).toBe(false);
    expect(pinyinMatchesReadings("xièxie", [["xiè"], ["xiè"]])).toBe(true);
    expect(pinyinMatchesReadings("xiexiè", [["xiè"], ["xiè"]])).toBe(false);
  });
});

describe("romaji comparison", () => {
  it("treats macrons, circumflexes, doubled vowels and ou alike", () => {
    expect(normalizeRomaji("kōhī")).toBe(normalizeRomaji("koohii"));
    expect(normalizeRomaji("tôkyô")).toBe(normalizeRomaji("tōkyō"));
    expect(normalizeRomaji("benkyou")).toBe(normalizeRomaji("benkyō"));
    expect(normalizeRomaji("Kon'ya")).toBe("konya");
  });

  it("treats m before b/m/p as n and the particles wa/o as ha/wo", () => {
    expect(romajiMatches("shimbun", "shinbun")).toBe(true);
    expect(romajiMatches("watashi wa", "watashiha")).toBe(true);
    expect(romajiMatches("ringo", "ringu")).toBe(false);
  });
});

describe("Korean romanization", () => {
  it("ignores spaces, hyphens and case", () => {
    expect(normalizeKoreanRomanization("Annyeong-ha seyo")).toBe("annyeonghaseyo");
  });

  it("cuts a word for the liaison-only reading", () => {
    expect(liaisonPieces("월요일")).toEqual(["워료일"]);
    expect(liaisonPieces("없이")).toEqual(["업시"]);
    expect(liaisonPieces("생일")).toEqual(["생", "일"]);
    expect(liaisonPieces("좋아")).toEqual(["조아"]);
    expect(liaisonPieces("사과")).toEqual(["사과"]);
    expect(liaisonPieces("생일").map(romanize).join("")).toBe("saengil");
  });
});

describe("spelling tokens", () => {
  it("drops articles, gender markers and the aspect slash from the word", () => {
    expect(wordTokens("fr", "l'eau (f)")).toEqual(["eau"]);
    expect(wordTokens("es", "el agua")).toEqual(["agua"]);
    expect(wordTokens("it", "l'acqua (f)")).toEqual(["acqua"]);
    expect(wordTokens("sv", "ett äpple")).toEqual(["äpple"]);
    expect(wordTokens("ru", "делать / сделать")).toEqual(["делать", "сделать"]);
    expect(wordTokens("en", "thank you")).toEqual(["thank", "you"]);
  });

  it("drops emphasis, the translation, numbers, punctuation and names inside a sentence", () => {
    expect(exampleTokens("es", "¿Me das *2* vasos de *agua*? (Two glasses of water?)")).toEqual([
      "Me", "das", "vasos", "de", "agua",
    ]);
    expect(exampleTokens("it", "Posso avere un bicchiere d’*acqua*? (…)")).toEqual([
      "Posso", "avere", "un", "bicchiere", "acqua",
    ]);
    expect(exampleTokens("es", "Vivo en Londres. Picasso pinta. (I live in London.)")).toEqual([
      "Vivo", "en", "Picasso", "pinta",
    ]);
  });
});

describe("phonetic form", () => {
  it.each([
    ["es", "/ˈaɣwa/", undefined],
    ["ru", "/ˈdʲelətʲ/ / /ˈzdʲelətʲ/", undefined],
    ["es", "ˈaɣwa", "not between slashes /…/"],
    ["en", "/ˈæp:əl/", 'non-IPA character ":" (use ː)'],
    ["it", "/akkwa/", "stress not marked"],
    ["zh", "píngguǒ", undefined],
    ["zh", "ping2guo3", "tone digits instead of tone marks"],
    ["ja", "kōhī", undefined],
    ["ja", "コーヒー", "contains kana or kanji"],
    ["ko", "sagwa", undefined],
    ["ko", "Sagwa", "not lowercase"],
    ["th", "sawat-di", undefined],
    ["th", "sawat di", "spaces (syllables are joined with hyphens)"],
  ] as const)("%s %s", (code, phonetic, problem) => {
    expect(phoneticProblem(code, phonetic)).toBe(problem);
  });
});
