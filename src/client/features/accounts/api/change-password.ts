import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { changePasswordRequest, messageResponse } from "../../../../shared/accounts.js";
import { apiPost } from "../../../lib/api.js";

export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The `error` code when the current password is wrong (400). */
export const WRONG_CURRENT_PASSWORD = "invalid_password";

/**
 * POST /api/change-password: `{message}`; 400 `invalid_password` or a
 * validation error; 401 when signed out. The account's other sessions end, this one stays.
 */
export function changePassword(body: ChangePasswordRequest): Promise<z.infer<typeof messageResponse>> {
  return apiPost("/api/change-password", body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
