import { languageByCode, type LanguageCode } from "../../src/shared/languages.js";
import { checkConcepts } from "./alignment.js";
import { countEntries, type Counts } from "./counts.js";
import { findDuplicates, type DuplicatesResult } from "./duplicates.js";
import { loadConcepts, loadGlossary, type ContentRoot } from "./load.js";
import type { Finding } from "./model.js";
import { checkPhonetics, type PhoneticResult } from "./phonetic.js";
import { checkRomanization, type RomanizationResult } from "./romanization.js";
import { checkSpelling, type SpellingResult } from "./spelling.js";
import { checkStructure } from "./structure.js";

export interface LanguageReport {
  code: LanguageCode;
  name: string;
  file: string;
  /** Strict failures (schema, alignment, fields): any one fails the run. */
  failures: Finding[];
  warnings: Finding[];
  counts: Counts;
  duplicates: DuplicatesResult;
  phonetic: PhoneticResult;
  spelling?: SpellingResult;
  romanization?: RomanizationResult;
  /** Why spelling and romanization were not run, if they were not. */
  slowChecksSkipped?: string;
  seconds: number;
}

export interface Report {
  root: string;
  concepts: { count: number; failures: Finding[] };
  languages: LanguageReport[];
  failed: boolean;
  seconds: number;
}

export interface CheckOptions {
  languages: readonly LanguageCode[];
  /** Skip spelling and romanization (the slow, lenient parts). */
  fast: boolean;
  onLanguage?: (report: LanguageReport) => void;
}

const elapsed = (start: number) => Math.round((performance.now() - start) / 100) / 10;

export async function checkContent(root: ContentRoot, options: CheckOptions): Promise<Report> {
  const start = performance.now();
  const loaded = await loadConcepts(root);
  const conceptFailures = loaded.problem ? [{ message: loaded.problem }] : checkConcepts(loaded.concepts);
  const languages: LanguageReport[] = [];
  for (const code of options.languages) {
    const report = await checkLanguage(root, code, loaded.problem ? undefined : loaded.concepts, options.fast);
    options.onLanguage?.(report);
    languages.push(report);
  }
  const failed = conceptFailures.length > 0 || languages.some((l) => l.failures.length > 0);
  return {
    root: root.dir,
    concepts: { count: loaded.concepts.length, failures: conceptFailures },
    languages,
    failed,
    seconds: elapsed(start),
  };
}

async function checkLanguage(
  root: ContentRoot,
  code: LanguageCode,
  concepts: Parameters<typeof checkStructure>[1],
  fast: boolean,
): Promise<LanguageReport> {
  const start = performance.now();
  const glossary = await loadGlossary(root, code);
  const { failures, warnings } = checkStructure(glossary, concepts);
  const usable = !glossary.unusable;
  return {
    code,
    name: languageByCode(code)?.name ?? code,
    file: glossary.path,
    failures,
    warnings,
    counts: countEntries(glossary.entries),
    duplicates: findDuplicates(glossary.entries),
    phonetic: checkPhonetics(code, glossary.entries),
    spelling: fast || !usable ? undefined : await checkSpelling(code, glossary.entries),
    romanization: fast || !usable ? undefined : await checkRomanization(code, glossary.entries),
    slowChecksSkipped: fast ? "--fast" : usable ? undefined : "the file could not be read",
    seconds: elapsed(start),
  };
}
