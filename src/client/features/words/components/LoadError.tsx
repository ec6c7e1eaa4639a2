import { TriangleAlert } from "lucide-react";

/** SPEC §8: a language loader error shows its message, or "An error occurred" when it has none. */
export function LoadError({ error }: { error: Error }) {
  return (
    <p role="alert" className="flex items-center justify-center gap-2 rounded-lg border border-destructive p-3 text-destructive">
      <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      {error.message || "An error occurred"}
    </p>
  );
}
