import { readFile } from "node:fs/promises";
import path from "node:path";
import { PREDEFINED_GLOSSARY_LANGUAGES, type LanguageCode } from "../../src/shared/languages.js";
import type { Concept, LoadedGlossary, LooseEntry } from "./model.js";

/** A content root holds `concepts.json` and `glossaries/<code>.json`, like `content/` and the fixtures. */
export interface ContentRoot {
  dir: string;
  conceptsPath: string;
  glossaryPath: (code: LanguageCode) => string;
}

export function contentRoot(dir: string): ContentRoot {
  return {
    dir,
    conceptsPath: path.join(dir, "concepts.json"),
    glossaryPath: (code) => path.join(dir, "glossaries", `${code}.json`),
  };
}

export interface LoadedConcepts {
  concepts: Concept[];
  /** Set when concepts.json is missing or malformed: alignment cannot be checked then. */
  problem?: string;
}

async function readJson(file: string): Promise<{ value?: unknown; problem?: string }> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return { problem: `file ${file} is missing` };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: `file ${file} is not valid JSON: ${(error as Error).message}` };
  }
}

export async function loadConcepts(root: ContentRoot): Promise<LoadedConcepts> {
  const { value, problem } = await readJson(root.conceptsPath);
  if (problem) return { concepts: [], problem };
  if (!Array.isArray(value)) return { concepts: [], problem: "concepts.json must be an array" };
  return { concepts: value as Concept[] };
}

export async function loadGlossary(root: ContentRoot, code: LanguageCode): Promise<LoadedGlossary> {
  const file = root.glossaryPath(code);
  const { value, problem } = await readJson(file);
  if (problem) return { code, path: file, unusable: problem, entries: [] };
  const entries = (value as { entries?: unknown } | null)?.entries;
  // Non-object entries are kept as empty objects so indexes still match the JSON paths.
  const loose = Array.isArray(entries)
    ? entries.map((e: unknown) => (e && typeof e === "object" ? (e as LooseEntry) : {}))
    : [];
  return { code, path: file, raw: value, entries: loose };
}

export const ALL_LANGUAGES: readonly LanguageCode[] = PREDEFINED_GLOSSARY_LANGUAGES;
