import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { loginAttempts, mailSendAttempts, users, verifications } from "../db/schema";

/** Changes the user's display name (their profile). */
export async function renameUser(db: Database, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Part of deleting an account, last in the deleting transaction: the sign-in and mail counters of the
 * address, the user's password-reset tokens, and the users row (which cascades to sessions, sign-in
 * methods, admin rows, kitchen staff rows, carts and quote baskets).
 */
export async function eraseUser(tx: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await tx.delete(loginAttempts).where(eq(sql`lower(${loginAttempts.email})`, email));
  await tx.delete(mailSendAttempts).where(eq(sql`lower(${mailSendAttempts.email})`, email));
  // Password-reset tokens carry the user id as their value; e-mail confirmation tokens are signed, not stored.
  await tx.delete(verifications).where(eq(verifications.value, user.id));
  await tx.delete(users).where(eq(users.id, user.id));
}
