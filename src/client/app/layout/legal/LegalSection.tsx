import type { ReactNode } from "react";

/** LEGAL_DATE: SPEC §2 dates the terms and privacy texts 8/21/2025. */
export const LEGAL_DATE = "8/21/2025";

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  );
}
