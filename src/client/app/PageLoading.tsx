import { LoaderCircle } from "lucide-react";

/** Shown while a page's code or its user check loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
