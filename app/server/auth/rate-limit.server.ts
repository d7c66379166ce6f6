import { and, count, eq, gte, lt, min } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { loginAttempts } from "../db/schema";

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/** When sign-in is blocked: whole minutes until the oldest counted failure leaves the window. */
export interface SignInBlock {
  retryInMinutes: number;
}

/**
 * Whether sign-in for `email` from `ip` is blocked by recent failures. The counts live in the
 * database, so every app process sees the same numbers.
 */
export async function signInBlock(db: Database, email: string, ip: string, now = new Date()): Promise<SignInBlock | null> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all(
    [eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)].map(async (who) => {
      const [row] = await db
        .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(who, gte(loginAttempts.createdAt, since)));
      return row ?? { failures: 0, oldest: null };
    }),
  );
  const blockedBy = [
    byAccount && byAccount.failures >= MAX_FAILURES_PER_ACCOUNT ? byAccount : null,
    byIp && byIp.failures >= MAX_FAILURES_PER_IP ? byIp : null,
  ].filter((entry) => entry !== null);
  if (blockedBy.length === 0) return null;
  const latestRelease = Math.max(...blockedBy.map((entry) => new Date(entry.oldest ?? now).getTime() + ATTEMPT_WINDOW_MS));
  return { retryInMinutes: Math.max(1, Math.ceil((latestRelease - now.getTime()) / 60_000)) };
}

/** Records one failed sign-in and drops records that no longer count. */
export async function recordSignInFailure(db: Database, email: string, ip: string, now = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, createdAt: now });
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 2 * ATTEMPT_WINDOW_MS)));
}

/** A successful sign-in forgives the account's earlier failures (the address keeps its count). */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
