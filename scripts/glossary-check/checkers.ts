import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import nspell from "nspell";
import type { LanguageCode } from "../../src/shared/languages.js";

/** Checks a batch of distinct words at once, so an external checker is started once per language. */
export interface SpellChecker {
  name: string;
  check(words: readonly string[]): Map<string, boolean>;
}

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

const NSPELL_DICTIONARIES: Partial<Record<LanguageCode, () => Promise<{ default: Dictionary }>>> = {
  en: () => import("dictionary-en"),
  es: () => import("dictionary-es"),
  fr: () => import("dictionary-fr"),
  ru: () => import("dictionary-ru"),
  vi: () => import("dictionary-vi"),
};

/**
 * nspell cannot use two of the npm dictionaries: building dictionary-it does
 * not finish (>10 min), and dictionary-sv's COMPOUNDRULE makes nspell accept
 * any string ("xyzq"). Those fall back to Debian's hunspell binary and dictionaries.
 */
const HUNSPELL_DICTIONARIES: Partial<Record<LanguageCode, { dict: string; pkg: string }>> = {
  it: { dict: "it_IT", pkg: "hunspell-it" },
  sv: { dict: "sv_SE", pkg: "hunspell-sv" },
};

const HUNSPELL_DIR = "/usr/share/hunspell";

const buffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** The checker for a language, or the reason there is none (no dictionary, hunspell not installed). */
export async function spellCheckerFor(code: LanguageCode): Promise<SpellChecker | string> {
  const load = NSPELL_DICTIONARIES[code];
  if (load) {
    const { default: dictionary } = await load();
    const speller = nspell({ aff: buffer(dictionary.aff), dic: buffer(dictionary.dic) });
    return {
      name: `nspell + dictionary-${code}`,
      check: (words) => new Map(words.map((w) => [w, speller.correct(w)])),
    };
  }
  const hunspell = HUNSPELL_DICTIONARIES[code];
  if (!hunspell) return "no offline spelling dictionary for this language";
  if (!existsSync(`${HUNSPELL_DIR}/${hunspell.dict}.dic`))
    return `skipped: needs Debian hunspell (apt-get install -y hunspell ${hunspell.pkg})`;
  return {
    name: `hunspell (Debian ${hunspell.pkg}, ${hunspell.dict})`,
    check: (words) => runHunspell(hunspell.dict, words),
  };
}

/**
 * `hunspell -a` answers every input line with one line per word it found in
 * it and then a blank line; `*`, `+` and `-` mean known. Lines start with `^`
 * so that no word is read as a pipe command.
 */
function runHunspell(dict: string, words: readonly string[]): Map<string, boolean> {
  const result = new Map<string, boolean>();
  if (words.length === 0) return result;
  const run = spawnSync("hunspell", ["-d", `${HUNSPELL_DIR}/${dict}`, "-a", "-i", "utf-8"], {
    input: words.map((w) => `^${w}`).join("\n") + "\n",
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) throw new Error(`hunspell failed: ${run.error?.message ?? run.stderr}`);
  const answers: string[][] = [];
  let current: string[] = [];
  for (const line of run.stdout.split("\n").slice(1)) {
    if (line) {
      current.push(line);
    } else {
      answers.push(current);
      current = [];
    }
  }
  if (answers.length < words.length) throw new Error(`hunspell answered ${answers.length} of ${words.length} words`);
  words.forEach((word, i) => {
    const lines = answers[i]!;
    result.set(word, lines.length > 0 && lines.every((l) => /^[*+-]/.test(l)));
  });
  return result;
}
