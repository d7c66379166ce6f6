import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../db/client.server";
import { serverSecrets } from "../db/schema";

/** Raised when the stored secret cannot be used (see storedAuthSecret). */
export class AuthSecretError extends Error {
  override name = "AuthSecretError";
}

/** The row of `server_secrets` that holds the generated AUTH_SECRET. */
export const AUTH_SECRET_ROW = "auth_secret";
const MIN_LENGTH = 32;

/** 384 bits from the operating system's CSPRNG, as 64 URL-safe characters. */
function generateSecret(): string {
  return randomBytes(48).toString("base64url");
}

/**
 * The secret that signs session cookies and e-mail tokens, when it can be known before the
 * database is reached: AUTH_SECRET; else, on PGlite, the one in `DATA_DIR/auth-secret`
 * (generated there once, readable by the owner only). On PostgreSQL without AUTH_SECRET it is
 * null: the secret lives in the database, shared by every process (storedAuthSecret).
 */
export function resolveAuthSecret(env: { AUTH_SECRET?: string; DATABASE_URL?: string; DATA_DIR: string }): string | null {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) return null;
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = generateSecret();
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}

/**
 * The generated secret kept in `server_secrets`, made on first use. Called under the setup lock
 * (with the migrations), so processes starting together agree on one; the insert also gives way
 * to a row another writer got in first.
 */
export async function storedAuthSecret(db: Database): Promise<string> {
  const read = async () =>
    (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, AUTH_SECRET_ROW)))[0]?.value;
  let value = await read();
  if (value === undefined) {
    await db.insert(serverSecrets).values({ name: AUTH_SECRET_ROW, value: generateSecret() }).onConflictDoNothing();
    value = await read();
  }
  if (value === undefined || value.length < MIN_LENGTH) {
    throw new AuthSecretError(
      `The stored AUTH_SECRET (server_secrets row '${AUTH_SECRET_ROW}') is shorter than ${MIN_LENGTH} characters: delete that row to have a new one generated, or set AUTH_SECRET`,
    );
  }
  return value;
}
