import { z } from "zod";

/** SPEC §3 glossary in the admin list. */
export const installedGlossary = z.object({ id: z.number().int(), name: z.string(), code: z.string(), wordCount: z.number().int() });
export const installedGlossariesResponse = z.array(installedGlossary);
export type InstalledGlossary = z.infer<typeof installedGlossary>;

export const importResponse = z.object({ wordCount: z.number().int() });
export const uploadResponse = z.object({ language: z.string(), wordCount: z.number().int() });

/** A rejected upload: the problems (up to 50) with their JSON paths, and how many there were. */
export const uploadProblem = z.object({ path: z.string(), message: z.string() });
export const uploadRejectedBody = z.object({
  error: z.literal("invalid_glossary"),
  message: z.string(),
  problems: z.array(uploadProblem),
  problemCount: z.number().int(),
});

export const resetUsageRequest = z.object({ all: z.boolean().optional() }).strict();
export const resetUsageResponse = z.object({ cleared: z.number().int() });

export const ADMIN_MESSAGES = {
  noFile: "Please select a glossary file to upload",
  notJsonFile: "The glossary file must be a .json file",
} as const;
