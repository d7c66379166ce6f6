import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Raised when no secret is configured and none may be generated (see resolveAuthSecret). */
export class AuthSecretError extends Error {
  override name = "AuthSecretError";
}

/**
 * The secret that signs session cookies and e-mail tokens. Taken from AUTH_SECRET; otherwise read
 * from (or generated into) `DATA_DIR/auth-secret`, readable by the owner only. In production with
 * DATABASE_URL several processes may serve the site, each with its own data directory, so a
 * generated secret would differ between them: there AUTH_SECRET is required.
 */
export function resolveAuthSecret(env: { AUTH_SECRET?: string; DATABASE_URL?: string; NODE_ENV: string; DATA_DIR: string }): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production" && env.DATABASE_URL) {
    throw new AuthSecretError("AUTH_SECRET is required in production with DATABASE_URL (every app process must share it): set it to at least 32 random characters, e.g. `openssl rand -base64 48`");
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}
