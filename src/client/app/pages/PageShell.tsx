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
