import { formatJsonPath, validateGlossary } from "../../src/shared/glossary-file.js";
import { checkAlignment } from "./alignment.js";
import { checkFields } from "./fields.js";
import { keyOf, type Concept, type Finding, type LoadedGlossary } from "./model.js";

export interface StructureResult {
  /** Strict problems: any of them fails the run. */
  failures: Finding[];
  warnings: Finding[];
}

/** The strict part of the verifier: schema, alignment with concepts.json and the field rules. */
export function checkStructure(glossary: LoadedGlossary, concepts: readonly Concept[] | undefined): StructureResult {
  if (glossary.unusable) return { failures: [{ message: glossary.unusable }], warnings: [] };
  const failures: Finding[] = [...schemaFailures(glossary)];
  const warnings: Finding[] = [];
  if (concepts) {
    const alignment = checkAlignment(glossary.entries, concepts);
    failures.push(...alignment.failures);
    warnings.push(...alignment.warnings);
  }
  failures.push(...checkFields(glossary.code, glossary.entries));
  return { failures, warnings };
}

function schemaFailures(glossary: LoadedGlossary): Finding[] {
  const failures: Finding[] = [];
  const language = (glossary.raw as { language?: unknown } | null)?.language;
  if (language !== glossary.code)
    failures.push({ message: `language is ${JSON.stringify(language)} but the file is ${glossary.code}.json` });
  const result = validateGlossary(glossary.raw);
  if (result.ok) return failures;
  for (const problem of result.problems) {
    const index = problem.path[0] === "entries" && typeof problem.path[1] === "number" ? problem.path[1] : -1;
    const entry = index >= 0 ? glossary.entries[index] : undefined;
    const key = entry ? keyOf(entry, index) : undefined;
    const where = formatJsonPath(problem.path) || "file";
    failures.push({ key, message: `${where}${key ? ` (${key})` : ""}: ${problem.message}` });
  }
  return failures;
}
