import { hash, verify } from "@node-rs/argon2";
import commonPasswordList from "./common-passwords.txt?raw";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-rules";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

// argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed check, not a crash.
    return false;
  }
}

let commonPasswords: Set<string> | undefined;

/** True when the password is among the 10 000 most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordList.split("\n").filter(Boolean));
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordProblem = "auth.passwordTooShort" | "auth.passwordTooLong" | "auth.passwordTooCommon";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "auth.passwordTooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "auth.passwordTooLong";
  if (isCommonPassword(password)) return "auth.passwordTooCommon";
  return null;
}
