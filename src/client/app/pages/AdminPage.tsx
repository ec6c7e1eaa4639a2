import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ImportGlossaries, InstalledGlossariesTable, UploadGlossaryForm } from "../../features/admin/index.js";
import { AVAILABLE_LANGUAGES_QUERY_KEY, fetchAvailableLanguages } from "../../features/words/api/available-languages.js";
import { PageShell, Section } from "./PageShell.js";

/**
 * /admin (SPEC §2 Admin), login and the admin flag required (guarded in the
 * router): upload a glossary file, import the predefined ones, see what is
 * installed. After a change the home page's list of languages with a glossary
 * is re-read, so a new language can be picked without reloading.
 */
export function AdminPage() {
  const queryClient = useQueryClient();
  // index.html preloads that list on every page, and the browser would hand the
  // preloaded (by then stale) answer to the home page's first request for it.
  // Reading it here uses up the preload, so the re-read after a change reaches the server.
  useEffect(() => {
    void queryClient.prefetchQuery({ queryKey: AVAILABLE_LANGUAGES_QUERY_KEY, queryFn: ({ signal }) => fetchAvailableLanguages(signal) });
  }, [queryClient]);
  const onGlossariesChanged = () => void queryClient.invalidateQueries({ queryKey: AVAILABLE_LANGUAGES_QUERY_KEY });
  return (
    <PageShell title="Admin" heading="Admin Panel">
      <Section id="upload-glossary" title="Upload a Glossary">
        <p className="text-sm text-muted-foreground">
          A glossary file holds one language. Uploading it replaces that language&apos;s glossary; a file with any
          problem changes nothing.
        </p>
        <UploadGlossaryForm onGlossariesChanged={onGlossariesChanged} />
      </Section>
      <Section id="import-glossaries" title="Import Predefined Glossaries">
        <p className="text-sm text-muted-foreground">
          Replaces a language&apos;s glossary with the one shipped with Polyglot. Saved words stay attached.
        </p>
        <ImportGlossaries onGlossariesChanged={onGlossariesChanged} />
      </Section>
      <Section id="installed-glossaries" title="Installed Glossaries">
        <InstalledGlossariesTable />
      </Section>
    </PageShell>
  );
}
