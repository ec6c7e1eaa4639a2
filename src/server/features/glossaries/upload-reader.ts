import { JSONParser } from "@streamparser/json";

/**
 * Reads an uploaded glossary as a stream, so a large file never sits in memory
 * as one object tree: bytes → UTF-8 text (strict) → a structure guard (depth,
 * forbidden keys) → a streaming JSON parser that hands over the header fields
 * and then one entry at a time.
 */

/** Root object → entries array → entry object → examples array → string. */
export const MAX_DEPTH = 4;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_KEY_LENGTH = 256;

export class UnreadableGlossary extends Error {}

export type GlossaryEvent =
  | { kind: "field"; key: string; value: unknown }
  | { kind: "entry"; index: number; value: unknown };

export async function* readGlossaryEvents(chunks: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<GlossaryEvent> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const guard = structureGuard();
  const events: GlossaryEvent[] = [];
  const parser = new JSONParser({ paths: ["$.*", "$.entries.*"], keepStack: false });
  parser.onValue = ({ value, key, stack }) => {
    // `$.entries.*` items arrive one by one; `$.entries` itself then arrives empty.
    if (stack.length === 2 && stack[1]?.key === "entries") events.push({ kind: "entry", index: Number(key), value });
    else if (stack.length === 1 && key !== "entries") events.push({ kind: "field", key: String(key), value });
  };
  let offset = 0;
  for await (const chunk of chunks) {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw new UnreadableGlossary(`The file is not UTF-8 text (invalid bytes within the first ${offset + chunk.length} bytes)`);
    }
    offset += chunk.length;
    guard(text);
    write(parser, text);
    yield* events.splice(0);
  }
  try {
    decoder.decode();
  } catch {
    throw new UnreadableGlossary("The file is not UTF-8 text (it ends inside a character)");
  }
  if (!parser.isEnded) {
    try {
      parser.end();
    } catch (error) {
      throw new UnreadableGlossary(`The file is not valid JSON: ${(error as Error).message}`);
    }
  }
  yield* events.splice(0);
}

function write(parser: JSONParser, text: string) {
  try {
    parser.write(text);
  } catch (error) {
    throw new UnreadableGlossary(`The file is not valid JSON: ${(error as Error).message}`);
  }
}

const QUOTE = 34, BACKSLASH = 92, COLON = 58, NEWLINE = 10;
const OPEN_BRACE = 123, OPEN_BRACKET = 91, CLOSE_BRACE = 125, CLOSE_BRACKET = 93;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * A small scanner over the raw text: the root must be an object, nesting may
 * not pass MAX_DEPTH, and no key may be one that pollutes prototypes. It reads
 * character codes (no regular expressions, no per-character strings): it sees
 * every byte of a large upload.
 */
function structureGuard() {
  let depth = 0;
  let started = false;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  let carried = "";
  let lastString: string | undefined;
  let line = 1;
  return (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          // Only short strings can be forbidden keys; longer ones are not kept.
          const length = carried.length + i - stringStart;
          lastString = length <= MAX_KEY_LENGTH ? carried + text.slice(stringStart, i) : undefined;
          carried = "";
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (!started) {
        if (c !== OPEN_BRACE) throw new UnreadableGlossary("The file must hold one JSON object (it starts with something else)");
        started = true;
      }
      if (c === COLON) {
        const key = lastString !== undefined && lastString.includes("\\") ? decodeKey(lastString) : lastString;
        if (key !== undefined && FORBIDDEN_KEYS.has(key)) throw new UnreadableGlossary(`Line ${line}: the key "${key}" is not allowed`);
        continue;
      }
      lastString = undefined;
      if (c === QUOTE) {
        inString = true;
        stringStart = i + 1;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (++depth > MAX_DEPTH) throw new UnreadableGlossary(`Line ${line}: nesting deeper than the glossary format allows (${MAX_DEPTH} levels)`);
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    }
    // A string that continues into the next chunk: keep its start (if it can still be a short key).
    if (inString) {
      const tail = text.slice(stringStart);
      carried = carried.length + tail.length <= MAX_KEY_LENGTH ? carried + tail : carried.slice(0, 0) + tail.slice(0, MAX_KEY_LENGTH + 1);
      stringStart = 0;
    }
  };
}

/** A key written with escapes ("__pro\\u0074o__") is compared as the parser will read it. */
function decodeKey(raw: string): string | undefined {
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}
