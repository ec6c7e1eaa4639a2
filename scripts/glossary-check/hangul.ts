import { combineCharacter, disassembleCompleteCharacter } from "es-hangul";

const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]$/u;

/**
 * The word with only liaison applied, cut where nothing links: a final
 * consonant moves onto a following ㅇ-initial syllable (월요일 → 워료일,
 * 없이 → 업시), ㅎ drops, and after a final ㅇ the word is cut (생일 → 생|일).
 * es-hangul's full rules over-apply ㄴ-insertion (월요일 → wollyoil, 생일 →
 * saengnil) and write the tensing of clusters (없이 → eopssi), which Revised
 * Romanization does not; romanizing these pieces gives the reading it expects.
 */
export function liaisonPieces(word: string): string[] {
  const chars = [...word];
  const cuts = new Set<number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const here = chars[i]!;
    const next = chars[i + 1]!;
    if (!HANGUL_SYLLABLE.test(here) || !HANGUL_SYLLABLE.test(next)) continue;
    const a = disassembleCompleteCharacter(here);
    const b = disassembleCompleteCharacter(next);
    if (!a || !b || b.choseong !== "ㅇ" || a.jongseong === "") continue;
    if (a.jongseong === "ㅇ") {
      cuts.add(i + 1);
      continue;
    }
    const moving = a.jongseong.slice(-1);
    chars[i] = combineCharacter(a.choseong, a.jungseong, a.jongseong.slice(0, -1));
    if (moving !== "ㅎ") chars[i + 1] = combineCharacter(moving, b.jungseong, b.jongseong);
  }
  const pieces: string[] = [];
  let piece = "";
  chars.forEach((ch, i) => {
    if (cuts.has(i)) {
      pieces.push(piece);
      piece = "";
    }
    piece += ch;
  });
  pieces.push(piece);
  return pieces;
}
