import { z } from "zod";

/** Every error answer of the API has this shape (DESIGN: runtime contract). */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;
