import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * argon2id at OWASP's minimum for ASVS level 2 (m = 19 MiB, t = 2, p = 1),
 * stated explicitly so a library default can never weaken it.
 */
export const ARGON2_PARAMETERS = {
  // Algorithm.Argon2id; the enum is a const enum the compiler cannot inline across modules.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMETERS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The 10,000 most common passwords (zxcvbn's list is ordered by frequency). */
const COMMON_PASSWORDS = new Set((dictionary["passwords-common"] as string[]).slice(0, 10_000));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password) || COMMON_PASSWORDS.has(password.toLowerCase());
}
