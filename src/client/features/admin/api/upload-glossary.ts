import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { uploadProblem, uploadRejectedBody, uploadResponse } from "../../../../shared/admin.js";
import { ApiError } from "../../../lib/api.js";
import { INSTALLED_GLOSSARIES_QUERY_KEY } from "./installed-glossaries.js";

export const UPLOAD_PATH = "/api/admin/glossaries";
export const UPLOAD_FIELD = "glossaryFile";

export type UploadResponse = z.infer<typeof uploadResponse>;
export type UploadProblem = z.infer<typeof uploadProblem>;
export type UploadRejectedBody = z.infer<typeof uploadRejectedBody>;

/** Thrown when the upload never got an answer (connection lost, or closed by the server mid-body). */
export class UploadInterrupted extends Error {
  constructor() {
    super("The connection was lost during the upload. Please try again.");
    this.name = "UploadInterrupted";
  }
}

/**
 * POST /api/admin/glossaries, multipart with the one field `glossaryFile`:
 * 201 `{language, wordCount}`; 400 `invalid_glossary` with the problems, or
 * `validation_error`; 413 `payload_too_large`. Sent with XMLHttpRequest rather
 * than fetch because only XHR reports upload progress; `onProgress` receives
 * the fraction of the file sent (0 to 1). A same-origin XHR carries the session
 * cookie, and the browser adds the Origin header the CSRF check reads.
 * A non-2xx answer rejects with the app's ApiError, as every other call does.
 */
export function uploadGlossary(file: File, onProgress: (fraction: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_PATH);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadResponse);
      else reject(new ApiError(xhr.status, body, text));
    };
    xhr.onerror = () => reject(new UploadInterrupted());
    xhr.onabort = () => reject(new UploadInterrupted());
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** The upload as a mutation; a success refreshes the table of installed glossaries. */
export function useUploadGlossary(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadGlossary(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTALLED_GLOSSARIES_QUERY_KEY }),
  });
}

/** The problems of a rejected glossary, when the error is one. */
export function rejectedGlossary(error: unknown): UploadRejectedBody | null {
  if (!(error instanceof ApiError) || error.code !== "invalid_glossary") return null;
  const body = error.body as Partial<UploadRejectedBody>;
  if (!Array.isArray(body.problems)) return null;
  return {
    error: "invalid_glossary",
    message: error.serverMessage ?? "",
    problems: body.problems,
    problemCount: typeof body.problemCount === "number" ? body.problemCount : body.problems.length,
  };
}
