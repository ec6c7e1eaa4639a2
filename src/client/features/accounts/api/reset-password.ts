import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { messageResponse, resetPasswordRequest } from "../../../../shared/accounts.js";
import { apiPost } from "../../../lib/api.js";

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type MessageResponse = z.infer<typeof messageResponse>;

/** The `error` code of a used, expired or unknown reset token (400). */
export const INVALID_RESET_TOKEN = "invalid_token";

/** POST /api/reset-password: `{message}`; 400 `invalid_token` or a validation error. Every session of the account ends. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return apiPost<MessageResponse>("/api/reset-password", body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
