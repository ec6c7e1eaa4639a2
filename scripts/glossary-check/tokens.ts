import { parseExample } from "../../src/shared/examples.js";
import type { LanguageCode } from "../../src/shared/languages.js";

/** Articles the word field carries by convention (docs/glossary-content.md); they are not what is checked. */
const ARTICLES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  es: new Set(["el", "la", "los", "las", "un", "una"]),
  fr: new Set(["le", "la", "les", "un", "une"]),
  it: new Set(["il", "lo", "la", "i", "gli", "le", "un", "uno", "una"]),
  sv: new Set(["en", "ett"]),
};

/** Elided forms (l'eau, dell'acqua): the part after the apostrophe is the word to check. */
const ELISIONS: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  fr: new Set(["l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu", "quelqu"]),
  it: new Set([
    "l", "d", "c", "ch", "un", "dell", "all", "dall", "nell", "sull", "coll", "quest", "quell", "bell", "sant", "tutt",
    "com", "dov", "cos", "anch", "mezz", "senz", "nient", "quand",
  ]),
};

const TOKEN = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** Curly apostrophes as the dictionaries spell them; Russian stress accents are not part of the spelling. */
const clean = (s: string) => s.normalize("NFC").replace(/’/g, "'").replace(/\u0301/g, "");

function stripElision(code: LanguageCode, token: string): string {
  const at = token.indexOf("'");
  if (at <= 0) return token;
  const prefix = token.slice(0, at).toLowerCase();
  return ELISIONS[code]?.has(prefix) ? token.slice(at + 1) : token;
}

/** The words of the `word` field: gender markers, articles and the "/" of aspect pairs removed. */
export function wordTokens(code: LanguageCode, word: string): string[] {
  const articles = ARTICLES[code];
  const text = clean(word).replace(/\([^()]*\)/g, " ");
  const tokens = text.match(TOKEN) ?? [];
  return tokens
    .filter((t) => !articles?.has(t.toLowerCase()))
    .map((t) => stripElision(code, t))
    .filter(Boolean);
}

/**
 * The words of an example sentence: no emphasis markers, no translation, no
 * punctuation or numbers. A capitalised word inside a sentence is a name
 * (Londres, Picasso), which no dictionary is expected to know.
 */
export function exampleTokens(code: LanguageCode, example: string): string[] {
  const body = clean(parseExample(example).segments.map((s) => s.text).join(""));
  const tokens: string[] = [];
  for (const m of body.matchAll(TOKEN)) {
    const before = body.slice(0, m.index).trimEnd();
    const sentenceStart = before === "" || /[.!?¿¡:;«"“—–-]$/u.test(before);
    if (!sentenceStart && /^\p{Lu}/u.test(m[0])) continue;
    const token = stripElision(code, m[0]);
    if (token) tokens.push(token);
  }
  return tokens;
}

/** A hyphenated compound passes when the whole or every part is known (est-ce, well-known). */
export function hyphenParts(token: string): string[] {
  return token.includes("-") ? token.split("-").filter(Boolean) : [];
}
