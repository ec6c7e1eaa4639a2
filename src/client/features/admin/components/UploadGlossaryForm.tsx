import { Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { ADMIN_MESSAGES } from "../../../../shared/admin.js";
import { languageByCode } from "../../../../shared/languages.js";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../components/ui/toast.js";
import { ApiError } from "../../../lib/api.js";
import { rejectedGlossary, UploadInterrupted, useUploadGlossary } from "../api/upload-glossary.js";
import { ADMIN_TOASTS, countOf, wordsLabel } from "../messages.js";
import { UploadProblems, type UploadFailure } from "./UploadProblems.js";

/** Why an upload failed, as the form shows it. */
function describeFailure(fileName: string, error: unknown): UploadFailure {
  const rejected = rejectedGlossary(error);
  if (rejected) return { fileName, message: rejected.message, problems: rejected.problems, problemCount: rejected.problemCount };
  if (error instanceof ApiError) return { fileName, message: error.serverMessage ?? error.message };
  if (error instanceof UploadInterrupted) return { fileName, message: error.message };
  return { fileName, message: "The glossary could not be uploaded. Please try again." };
}

function toastDescription(failure: UploadFailure): string {
  if (!failure.problems) return failure.message;
  return `The file has ${countOf(failure.problemCount ?? failure.problems.length, "problem")}, listed under the form.`;
}

/**
 * SPEC §2 Admin, §5: upload one .json glossary file. Pressing Upload without a
 * file says so; while the file is sent a progress bar shows how much has gone,
 * then that the server is importing it; a rejected file's problems are listed
 * under the form. A file replaces that language's glossary (all or nothing).
 * `onGlossariesChanged` lets the app refresh what depends on the installed
 * glossaries outside this feature (the languages offered on the home page).
 */
export function UploadGlossaryForm({ onGlossariesChanged }: { onGlossariesChanged: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const upload = useUploadGlossary(setSent);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      toast({ title: ADMIN_TOASTS.noFileTitle, description: ADMIN_MESSAGES.noFile, variant: "destructive" });
      return;
    }
    setFailure(null);
    setSent(0);
    try {
      const { language, wordCount } = await upload.mutateAsync(file);
      const name = languageByCode(language)?.name ?? language;
      toast({ title: ADMIN_TOASTS.uploaded, description: `${name}: ${wordsLabel(wordCount)} imported from ${file.name}.`, variant: "success" });
      setFile(null);
      if (input.current) input.current.value = "";
      onGlossariesChanged();
    } catch (error) {
      const described = describeFailure(file.name, error);
      setFailure(described);
      toast({ title: ADMIN_TOASTS.uploadFailed, description: toastDescription(described), variant: "destructive" });
    } finally {
      setSent(null);
    }
  }

  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          Glossary file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="glossaryFile"
          accept=".json,application/json"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full rounded-md text-sm text-foreground file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-4 file:font-medium file:text-foreground hover:file:bg-muted"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          One .json file in the glossary format; it replaces that language&apos;s glossary.
        </p>
      </div>
      <Button type="submit" disabled={upload.isPending} className="self-start">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {upload.isPending ? "Uploading…" : "Upload"}
      </Button>
      {sent !== null && <UploadProgress sent={sent} />}
      {failure && <UploadProblems failure={failure} headingId={`${id}-problems`} />}
    </form>
  );
}

/** Bytes sent as a bar; once all are sent the server is still validating and writing. */
function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.round(sent * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <progress max={100} value={percent} aria-label="Upload progress" className="h-2 w-full accent-primary" />
      <p role="status" className="text-sm text-muted-foreground">
        {sent < 1 ? "Uploading the file…" : "Importing the glossary…"}
        <span aria-hidden="true"> {percent}%</span>
      </p>
    </div>
  );
}
