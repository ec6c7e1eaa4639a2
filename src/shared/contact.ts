import { z } from "zod";

/** SPEC §5 contact form rules; the form and POST /api/contact use this one schema. */
export const contactRequest = z.object({
  email: z.string().trim().email("Please enter a valid email address").max(254, "Email is too long"),
  subject: z.string().trim().min(1, "Subject is required").max(200, "Subject must be at most 200 characters"),
  message: z
    .string()
    .trim()
    .min(10, "Message must be at least 10 characters long")
    .max(5000, "Message must be at most 5000 characters"),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again.";
