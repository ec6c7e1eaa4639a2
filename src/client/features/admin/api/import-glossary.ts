import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { importResponse } from "../../../../shared/admin.js";
import type { LanguageCode } from "../../../../shared/languages.js";
import { apiPost } from "../../../lib/api.js";
import { INSTALLED_GLOSSARIES_QUERY_KEY } from "./installed-glossaries.js";

export type ImportResponse = z.infer<typeof importResponse>;

/** POST /api/admin/glossaries/import/{code}: (re)imports a predefined glossary → `{wordCount}`; 404 for other codes. */
export function importPredefinedGlossary(code: LanguageCode): Promise<ImportResponse> {
  return apiPost(`/api/admin/glossaries/import/${encodeURIComponent(code)}`);
}

/** The import as a mutation; a success refreshes the table of installed glossaries. */
export function useImportGlossary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPredefinedGlossary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTALLED_GLOSSARIES_QUERY_KEY }),
  });
}
