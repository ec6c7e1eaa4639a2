import { z } from "zod";
import { formatJsonPath } from "../../shared/glossary-file.js";
import { badRequest } from "./errors.js";

const english = z.locales.en();

/**
 * Zod's default messages do not say which field they are about; this error
 * map prefixes them with the field's path. Messages a schema sets itself (the
 * spec's wording) are kept exactly.
 */
const namingTheField: z.core.$ZodErrorMap = (issue) => {
  const base = english.localeError(issue);
  const message = typeof base === "string" ? base : (base?.message ?? "Invalid input");
  const where = issue.path?.length ? formatJsonPath(issue.path.map((p) => (typeof p === "number" ? p : String(p)))) : "";
  if (where) return `${where}: ${message}`;
  return issue.code === "invalid_type" ? `The request body must be a JSON ${issue.expected}` : message;
};

/** Parses request input with its shared schema, or throws a 400 naming the problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: namingTheField });
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    path: formatJsonPath(i.path.map((p) => (typeof p === "number" ? p : String(p)))),
    message: i.message,
  }));
  throw badRequest(issues[0]!.message, { issues });
}

/** Responses are checked against their schema too, so the contract cannot drift. */
export function checkOutput<S extends z.ZodType>(schema: S, output: z.input<S>): z.output<S> {
  return schema.parse(output);
}
