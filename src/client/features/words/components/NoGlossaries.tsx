/** SPEC §2: nothing to flash until a glossary is installed; the advice depends on who can install one. */
export function NoGlossaries({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div role="status" className="mx-auto max-w-md rounded-xl border border-border bg-card p-6 text-center">
      <p className="font-semibold">No glossaries are available yet.</p>
      <p className="mt-2 text-muted-foreground">
        {isAdmin
          ? "Upload or import glossaries in the admin panel to start flashing words."
          : "Please contact the administrator to add glossaries."}
      </p>
    </div>
  );
}
