import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.js";

/**
 * The glossary file format (docs/glossary-format.md): one language per file,
 * entries aligned across languages by a shared word key.
 */
export const GLOSSARY_FORMAT = "polyglot-glossary";
export const GLOSSARY_FORMAT_VERSION = 1;

export const GLOSSARY_LIMITS = {
  keyLength: 64,
  wordLength: 100,
  phoneticLength: 200,
  categoryLength: 40,
  exampleLength: 500,
  maxExamples: 10,
  glossLength: 200,
  maxEntries: 200_000,
} as const;

export const WORD_KEY_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

const nonBlank = (max: number, what: string) =>
  z
    .string({ error: `${what} must be a string` })
    .max(max, `${what} is longer than ${max} characters`)
    .refine((s) => s.trim().length > 0, `${what} must not be empty`);

export const wordKey = z
  .string({ error: "key must be a string" })
  .max(GLOSSARY_LIMITS.keyLength, `key is longer than ${GLOSSARY_LIMITS.keyLength} characters`)
  .regex(WORD_KEY_PATTERN, "key must be lowercase letters and digits separated by single underscores");

export const glossaryEntry = z.strictObject({
  key: wordKey,
  word: nonBlank(GLOSSARY_LIMITS.wordLength, "word"),
  phonetic: z
    .string({ error: "phonetic must be a string" })
    .max(GLOSSARY_LIMITS.phoneticLength, `phonetic is longer than ${GLOSSARY_LIMITS.phoneticLength} characters`),
  category: nonBlank(GLOSSARY_LIMITS.categoryLength, "category"),
  difficulty: z.enum(["easy", "medium", "hard"], {
    error: (issue) => `difficulty must be easy, medium or hard, not ${JSON.stringify(issue.input)}`,
  }),
  examples: z
    .array(nonBlank(GLOSSARY_LIMITS.exampleLength, "example"), { error: "examples must be an array of strings" })
    .min(1, "examples must hold at least one example")
    .max(GLOSSARY_LIMITS.maxExamples, `examples holds more than ${GLOSSARY_LIMITS.maxExamples} examples`),
  gloss: nonBlank(GLOSSARY_LIMITS.glossLength, "gloss").optional(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntry>;

export const glossaryHeader = z.strictObject({
  format: z.literal(GLOSSARY_FORMAT, { error: `format must be "${GLOSSARY_FORMAT}"` }),
  version: z.literal(GLOSSARY_FORMAT_VERSION, { error: `version must be ${GLOSSARY_FORMAT_VERSION}` }),
  language: z.enum(LANGUAGE_CODES, {
    error: (issue) => `unknown language ${JSON.stringify(issue.input)}; expected one of ${LANGUAGE_CODES.join(", ")}`,
  }),
});

export const glossaryFile = z.strictObject({
  ...glossaryHeader.shape,
  entries: z
    .array(glossaryEntry, { error: "entries must be an array" })
    .min(1, "entries must hold at least one entry")
    .max(GLOSSARY_LIMITS.maxEntries, `entries holds more than ${GLOSSARY_LIMITS.maxEntries} entries`),
});
export type GlossaryFile = z.infer<typeof glossaryFile>;

export interface GlossaryProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Validates a parsed glossary file and reports every problem with its JSON
 * path. Duplicate keys are checked apart from the schema so that they are
 * reported even when other entries are malformed.
 */
export function validateGlossary(
  raw: unknown,
): { ok: true; file: GlossaryFile } | { ok: false; problems: GlossaryProblem[] } {
  const parsed = glossaryFile.safeParse(raw);
  const problems: GlossaryProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.map(pathPart), message: issue.message }));
  problems.push(...duplicateKeyProblems(raw));
  if (problems.length === 0 && parsed.success) return { ok: true, file: parsed.data };
  problems.sort(comparePaths);
  return { ok: false, problems };
}

function duplicateKeyProblems(raw: unknown): GlossaryProblem[] {
  const entries = (raw as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return [];
  const firstIndex = new Map<string, number>();
  const problems: GlossaryProblem[] = [];
  entries.forEach((entry: unknown, index) => {
    const key = (entry as { key?: unknown } | null)?.key;
    if (typeof key !== "string") return;
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, index);
    else
      problems.push({
        path: ["entries", index, "key"],
        message: `duplicate word key "${key}" (first used at entries[${first}])`,
      });
  });
  return problems;
}

function pathPart(part: PropertyKey): string | number {
  return typeof part === "number" ? part : String(part);
}

function comparePaths(a: GlossaryProblem, b: GlossaryProblem): number {
  const ai = typeof a.path[1] === "number" ? a.path[1] : -1;
  const bi = typeof b.path[1] === "number" ? b.path[1] : -1;
  return ai - bi;
}

/** `entries[3].examples[0]` — the JSON path as a reader writes it. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    "",
  );
}
