import type { Kysely } from "kysely";
import { formatJsonPath, GLOSSARY_LIMITS, glossaryEntry, glossaryHeader, type GlossaryEntry } from "../../../shared/glossary-file.js";
import type { Database } from "../../db/schema.js";
import { importGlossary, IMPORT_BATCH_SIZE } from "./import.js";
import { readGlossaryEvents, UnreadableGlossary, type GlossaryEvent } from "./upload-reader.js";

/** At most this many problems are listed in a rejection; the total is counted. */
export const MAX_LISTED_PROBLEMS = 50;

export interface UploadProblem {
  path: string;
  message: string;
}

export class GlossaryRejected extends Error {
  constructor(
    readonly problems: UploadProblem[],
    readonly total: number,
  ) {
    super(`The glossary was not imported: ${total} problem${total === 1 ? "" : "s"}`);
  }
}

class ProblemList {
  readonly listed: UploadProblem[] = [];
  total = 0;
  add(path: string, message: string) {
    this.total++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push({ path, message });
  }
  rejectIfAny() {
    if (this.total > 0) throw new GlossaryRejected(this.listed, this.total);
  }
}

const HEADER_KEYS = new Set(["format", "version", "language"]);

/**
 * Imports an uploaded glossary file, streamed: the header must come before the
 * entries; entries are validated one by one and written in batches inside one
 * transaction. Any problem — in the bytes, the JSON, the header or any entry —
 * rolls the whole import back and is reported with its JSON path.
 */
export async function importUploadedGlossary(
  db: Kysely<Database>,
  chunks: AsyncIterable<Buffer | Uint8Array>,
  sourceHash: () => string,
): Promise<{ language: string; wordCount: number }> {
  const problems = new ProblemList();
  const events = readGlossaryEvents(chunks)[Symbol.asyncIterator]();
  const header: Record<string, unknown> = {};
  let first: GlossaryEvent | undefined;
  try {
    for (let next = await events.next(); !next.done; next = await events.next()) {
      if (next.value.kind === "entry") {
        first = next.value;
        break;
      }
      acceptField(next.value, header, problems);
    }
  } catch (error) {
    throw asRejection(error);
  }
  const parsedHeader = glossaryHeader.safeParse(header);
  if (!parsedHeader.success) {
    for (const issue of parsedHeader.error.issues) {
      const field = String(issue.path[0]);
      problems.add(field, header[field] === undefined ? `${field} is missing (it must come before entries)` : issue.message);
    }
  }
  problems.rejectIfAny();
  const language = parsedHeader.data!.language;

  async function* batches(): AsyncGenerator<GlossaryEntry[]> {
    const firstIndex = new Map<string, number>();
    const batch: GlossaryEntry[] = [];
    let count = 0;
    const take = (event: GlossaryEvent) => {
      if (event.kind === "field") return acceptField(event, header, problems, true);
      count++;
      const entry = checkEntry(event.index, event.value, firstIndex, problems);
      if (entry && problems.total === 0) batch.push(entry);
    };
    try {
      if (first) take(first);
      for (let next = await events.next(); !next.done; next = await events.next()) {
        take(next.value);
        // Once anything is wrong nothing more is written; reading goes on to list the problems.
        if (batch.length >= IMPORT_BATCH_SIZE) yield batch.splice(0);
      }
    } catch (error) {
      throw asRejection(error, problems);
    }
    if (count === 0) problems.add("entries", "entries must hold at least one entry");
    if (count > GLOSSARY_LIMITS.maxEntries) problems.add("entries", `entries holds more than ${GLOSSARY_LIMITS.maxEntries} entries`);
    problems.rejectIfAny();
    if (batch.length) yield batch;
  }

  const { wordCount } = await importGlossary(db, { language, source: "upload", sourceHash: sourceHash(), batches: batches() });
  return { language, wordCount };
}

function acceptField(event: Extract<GlossaryEvent, { kind: "field" }>, header: Record<string, unknown>, problems: ProblemList, afterEntries = false) {
  if (!HEADER_KEYS.has(event.key)) problems.add(event.key, `Unrecognized key: "${event.key}"`);
  else if (afterEntries) problems.add(event.key, `${event.key} must come before entries`);
  else header[event.key] = event.value;
}

function checkEntry(index: number, value: unknown, firstIndex: Map<string, number>, problems: ProblemList): GlossaryEntry | undefined {
  const key = (value as { key?: unknown } | null)?.key;
  const where = typeof key === "string" ? ` (entry "${key.slice(0, 64)}")` : "";
  const parsed = glossaryEntry.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.add(formatJsonPath(["entries", index, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))]), issue.message + where);
    }
  }
  if (typeof key === "string") {
    const earlier = firstIndex.get(key);
    if (earlier === undefined) firstIndex.set(key, index);
    else problems.add(`entries[${index}].key`, `duplicate word key "${key}" (first used at entries[${earlier}])`);
  }
  return parsed.success ? parsed.data : undefined;
}

function asRejection(error: unknown, problems = new ProblemList()): unknown {
  if (!(error instanceof UnreadableGlossary)) return error;
  problems.add("", error.message);
  return new GlossaryRejected(problems.listed, problems.total);
}
