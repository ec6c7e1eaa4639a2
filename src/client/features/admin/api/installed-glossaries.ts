import { useQuery } from "@tanstack/react-query";
import type { InstalledGlossary } from "../../../../shared/admin.js";
import { apiGet } from "../../../lib/api.js";

export const INSTALLED_GLOSSARIES_QUERY_KEY = ["/api/admin/glossaries"] as const;

/** GET /api/admin/glossaries: every installed glossary with its word count (administrators only). */
export function fetchInstalledGlossaries(signal?: AbortSignal): Promise<InstalledGlossary[]> {
  return apiGet<InstalledGlossary[]>(INSTALLED_GLOSSARIES_QUERY_KEY[0], signal);
}

export function useInstalledGlossaries() {
  return useQuery({ queryKey: INSTALLED_GLOSSARIES_QUERY_KEY, queryFn: ({ signal }) => fetchInstalledGlossaries(signal) });
}
