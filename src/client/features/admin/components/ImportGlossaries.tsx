import { Download } from "lucide-react";
import { useState } from "react";
import { languageByCode, PREDEFINED_GLOSSARY_LANGUAGES, type LanguageCode } from "../../../../shared/languages.js";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { ApiError } from "../../../lib/api.js";
import { useImportGlossary } from "../api/import-glossary.js";
import { ADMIN_TOASTS, wordsLabel } from "../messages.js";

/**
 * SPEC §2 Admin: one import button per predefined glossary (the 11 languages
 * shipped in content/glossaries). Importing again replaces that language's
 * entries; saved words stay attached by word key.
 */
export function ImportGlossaries({ onGlossariesChanged }: { onGlossariesChanged: () => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {PREDEFINED_GLOSSARY_LANGUAGES.map((code) => (
        <li key={code}>
          <ImportButton code={code} onGlossariesChanged={onGlossariesChanged} />
        </li>
      ))}
    </ul>
  );
}

function ImportButton({ code, onGlossariesChanged }: { code: LanguageCode; onGlossariesChanged: () => void }) {
  const name = languageByCode(code)?.name ?? code;
  const importGlossary = useImportGlossary();
  const [imported, setImported] = useState<number | null>(null);

  async function run() {
    try {
      const { wordCount } = await importGlossary.mutateAsync(code);
      setImported(wordCount);
      toast({ title: ADMIN_TOASTS.imported, description: `${name}: ${wordsLabel(wordCount)} imported.`, variant: "success" });
      onGlossariesChanged();
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: ADMIN_TOASTS.importFailed, description: reason ?? `The ${name} glossary could not be imported. Please try again.`, variant: "destructive" });
    }
  }

  return (
    <div className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2">
      <Button variant="outline" size="sm" disabled={importGlossary.isPending} onClick={() => void run()}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {importGlossary.isPending ? `Importing ${name}…` : `Import ${name}`}
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {imported !== null && `${wordsLabel(imported)} imported`}
      </span>
    </div>
  );
}
