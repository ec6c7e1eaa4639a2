import { LoaderCircle } from "lucide-react";
import { ApiError } from "../../../lib/api.js";
import { useInstalledGlossaries } from "../api/installed-glossaries.js";
import { formatCount } from "../messages.js";

/** SPEC §2 Admin: the installed glossaries (Language, Code, Word Count), refreshed after each upload or import. */
export function InstalledGlossariesTable() {
  const { data, error, isPending } = useInstalledGlossaries();
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
        Loading glossaries…
      </p>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-destructive">
        Failed to load the installed glossaries: {(error instanceof ApiError && error.serverMessage) || error.message}
      </p>
    );
  }
  if (data.length === 0) return <p className="text-muted-foreground">No glossaries are installed yet.</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Installed glossaries</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Language
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Code
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Word Count
          </th>
        </tr>
      </thead>
      <tbody>
        {data.map((glossary) => (
          <tr key={glossary.id} className="border-b border-border last:border-0">
            <td className="py-2 pr-4">{glossary.name}</td>
            <td className="py-2 pr-4">
              <code className="font-mono">{glossary.code}</code>
            </td>
            <td className="py-2 text-right tabular-nums">{formatCount(glossary.wordCount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
