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

/**
 * A small scanner over the raw text: the root must be an object, nesting may
 * not pass MAX_DEPTH, and no key may be one that pollutes prototypes.
 */
function structureGuard() {
  let depth = 0;
  let started = false;
  let inString = false;
  let escaped = false;
  let current = "";
  let lastString: string | undefined;
  let line = 1;
  return (text: string) => {
    for (const char of text) {
      if (char === "\n") line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (char === "\\") escaped = true;
        else if (char === '"') {
          inString = false;
          lastString = current;
        } else if (current.length < MAX_KEY_LENGTH) current += char;
        continue;
      }
      if (/\s/.test(char)) continue;
      if (!started) {
        if (char !== "{") throw new UnreadableGlossary("The file must hold one JSON object (it starts with something else)");
        started = true;
      }
      if (char === ":" && lastString !== undefined && FORBIDDEN_KEYS.has(lastString)) {
        throw new UnreadableGlossary(`Line ${line}: the key "${lastString}" is not allowed`);
      }
      if (char !== ":") lastString = undefined;
      if (char === '"') {
        inString = true;
        current = "";
      } else if (char === "{" || char === "[") {
        depth++;
        if (depth > MAX_DEPTH) throw new UnreadableGlossary(`Line ${line}: nesting deeper than the glossary format allows (${MAX_DEPTH} levels)`);
      } else if (char === "}" || char === "]") depth--;
    }
  };
}
