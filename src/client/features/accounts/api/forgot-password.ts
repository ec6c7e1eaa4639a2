import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { forgotPasswordRequest, forgotPasswordResponse } from "../../../../shared/accounts.js";
import { apiPost } from "../../../lib/api.js";

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/**
 * POST /api/forgot-password: the same answer whether or not the account exists;
 * in development it also carries `resetLink`. 429 when asked too often.
 */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiPost<ForgotPasswordResponse>("/api/forgot-password", body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
