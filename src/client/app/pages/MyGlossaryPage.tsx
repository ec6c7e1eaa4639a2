import { PageShell } from "./PageShell.js";

/** Login required (guarded in the router). Saved words arrive with the personal glossary feature. */
export function MyGlossaryPage() {
  return (
    <PageShell title="My Glossary">
      <p className="text-muted-foreground">Saving words to your personal glossary is coming soon.</p>
    </PageShell>
  );
}
