/**
 * Glossary examples are plain text with `*emphasis*` and an optional trailing
 * parenthetical translation: "Me gusta la *manzana*. (I like the apple.)".
 * Clients render the pieces as text (never HTML); speech drops the markup.
 */
export interface ExampleSegment {
  text: string;
  emphasis: boolean;
}

export interface ParsedExample {
  segments: ExampleSegment[];
  translation: string | null;
}

const TRAILING_PARENTHETICAL = /\s*\(([^()]*)\)\s*$/;

export function parseExample(example: string): ParsedExample {
  const match = TRAILING_PARENTHETICAL.exec(example);
  const body = match ? example.slice(0, match.index) : example;
  const translation = match ? match[1]!.trim() : null;
  return { segments: splitEmphasis(body.trim()), translation: translation || null };
}

export function splitEmphasis(text: string): ExampleSegment[] {
  const segments: ExampleSegment[] = [];
  const pattern = /\*([^*]+)\*/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) segments.push({ text: text.slice(last, m.index), emphasis: false });
    segments.push({ text: m[1]!, emphasis: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), emphasis: false });
  return segments;
}

/** The text to speak: emphasis markers and parenthetical parts removed, whitespace collapsed (SPEC §5). */
export function speechText(text: string): string {
  return text
    .replace(/\*([^*]*)\*/g, "$1")
    .replace(/\([^()]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** SPEC §3: `example` is the examples as one bracketed, comma-separated list. */
export function joinExamples(examples: readonly string[]): string {
  return `[${examples.join(", ")}]`;
}
