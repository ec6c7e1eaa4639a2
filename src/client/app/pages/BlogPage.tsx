import { PageShell } from "./PageShell.js";

/** SPEC §2: an empty blog shows "Coming Soon!". There are no posts yet. */
export function BlogPage() {
  return (
    <PageShell title="Blog">
      <p className="text-lg text-muted-foreground">Coming Soon!</p>
    </PageShell>
  );
}
