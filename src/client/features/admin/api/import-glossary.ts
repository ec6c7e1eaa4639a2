import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { importResponse } from "../../../../shared/admin.js";
import type { LanguageCode } from "../../../../shared/languages.js";
import { apiPost } from "../../../lib/api.js";

export type ImportResponse = z.infer<typeof importResponse>;

/** POST /api/admin/glossaries/import/{code}: (re)imports a predefined glossary → `{wordCount}`; 404 for other codes. */
export function importPredefinedGlossary(code: LanguageCode): Promise<ImportResponse> {
  return apiPost(`/api/admin/glossaries/import/${encodeURIComponent(code)}`);
}

export function useImportGlossary() {
  return useMutation({ mutationFn: importPredefinedGlossary });
}
