import type { ReactNode } from "react";
import { usePageTitle } from "../page-title.js";

/** A page with its document title and one h1 (the plain pages use it). */
export function PageShell({ title, heading, children }: { title: string; heading?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading ?? title}</h1>
      {children}
    </div>
  );
}

/** A titled card on a page, labelled by its heading (account and admin pages). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
