import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "../../../../shared/contact.js";
import { apiPost } from "../../../lib/api.js";

/** POST /api/contact: 201 `{ ok: true }`; 400 on invalid fields, 429 when sent too often. */
export function sendContactMessage(message: ContactRequest): Promise<{ ok: true }> {
  return apiPost<{ ok: true }>("/api/contact", message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
