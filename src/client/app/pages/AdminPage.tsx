import { PageShell } from "./PageShell.js";

/** Login and the admin flag required (guarded in the router). Glossary management arrives with its feature. */
export function AdminPage() {
  return (
    <PageShell title="Admin">
      <p className="text-muted-foreground">
        Glossary upload and import are coming soon. The predefined glossaries are imported automatically on the first
        start.
      </p>
    </PageShell>
  );
}
