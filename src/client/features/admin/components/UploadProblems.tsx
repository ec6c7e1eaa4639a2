import { TriangleAlert } from "lucide-react";
import type { UploadProblem } from "../api/upload-glossary.js";
import { countOf, formatCount } from "../messages.js";

export interface UploadFailure {
  fileName: string;
  /** The server's message (or ours when the upload never got an answer). */
  message: string;
  /** A rejected glossary's problems (up to 50 listed) and how many there were in all. */
  problems?: UploadProblem[];
  problemCount?: number;
}

/**
 * Why the last upload failed, under the form: for a rejected glossary each
 * problem as "path: message" (the server lists up to 50 and counts the rest),
 * otherwise the server's message. Shown as text, never as HTML.
 */
export function UploadProblems({ failure, headingId }: { failure: UploadFailure; headingId: string }) {
  const { problems, problemCount = problems?.length ?? 0 } = failure;
  const unlisted = problems ? problemCount - problems.length : 0;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-destructive bg-background p-4 text-sm"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-destructive">
        <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
        {problems
          ? `${failure.fileName} was not imported: ${countOf(problemCount, "problem")}`
          : `${failure.fileName} was not imported`}
      </h3>
      {problems ? (
        <ul className="flex list-disc flex-col gap-1 pl-5 [overflow-wrap:anywhere]">
          {problems.map((problem, index) => (
            <li key={index}>
              {problem.path && (
                <>
                  <code className="rounded bg-muted px-1 font-mono text-xs">{problem.path}</code>:{" "}
                </>
              )}
              {problem.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className="[overflow-wrap:anywhere]">{failure.message}</p>
      )}
      {unlisted > 0 && <p className="font-medium">…and {formatCount(unlisted)} more</p>}
    </section>
  );
}
