import { and, asc, eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.server";
import { accounts, admins, factories, users } from "../db/schema";
import type { Logger } from "../logger.server";
import { hashPassword, verifyPassword } from "./passwords.server";

/**
 * True when an active admins row names the user. Any failure while checking means "not admin":
 * the error is logged and access is refused rather than granted.
 */
export async function isAdminUser(db: Database, userId: string, logger: Logger): Promise<boolean> {
  try {
    const rows = await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.userId, userId), eq(admins.isActive, true)))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    logger.error({ err: error, userId }, "admin check failed: treating the user as not an admin");
    return false;
  }
}

/** The factory an admin works on: their admins row's factory, else the oldest active factory. */
export async function adminFactoryId(db: Database, userId: string): Promise<string | null> {
  const [own] = await db
    .select({ factoryId: admins.factoryId })
    .from(admins)
    .innerJoin(factories, eq(factories.id, admins.factoryId))
    .where(and(eq(admins.userId, userId), eq(admins.isActive, true), eq(factories.isActive, true)))
    .orderBy(asc(admins.createdAt))
    .limit(1);
  if (own?.factoryId) return own.factoryId;
  const [oldest] = await db
    .select({ id: factories.id })
    .from(factories)
    .where(eq(factories.isActive, true))
    .orderBy(asc(factories.createdAt))
    .limit(1);
  return oldest?.id ?? null;
}

export const DEMO_ADMIN_EMAIL = "admin@fjellgarden.example";
export const DEMO_ADMIN_PASSWORD = "fjellgarden-demo-admin";

/** The first admin's password and where it came from. */
export interface FirstAdminPassword {
  password: string;
  /** "generated": a one-time password, shown once on the console and changed at first sign-in. */
  source: "environment" | "demo" | "generated";
}

/**
 * ADMIN_PASSWORD when set; the published demo password only in development and test or with
 * ALLOW_DEMO_ADMIN_PASSWORD; otherwise (production) a random one-time password.
 */
export function firstAdminPassword(env: {
  NODE_ENV: string;
  ADMIN_PASSWORD?: string;
  ALLOW_DEMO_ADMIN_PASSWORD: boolean;
}): FirstAdminPassword {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, source: "environment" };
  if (env.NODE_ENV !== "production" || env.ALLOW_DEMO_ADMIN_PASSWORD) return { password: DEMO_ADMIN_PASSWORD, source: "demo" };
  // 144 random bits, 24 URL-safe characters.
  return { password: randomBytes(18).toString("base64url"), source: "generated" };
}

/**
 * On a database without any admin, creates the first one (verified user, password account,
 * active admins row on the oldest active factory). Returns true when it did.
 */
export async function ensureFirstAdmin(
  db: Database,
  credentials: { email: string; password: string; passwordChangeRequired?: boolean },
): Promise<boolean> {
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(admins);
  if (total > 0) return false;
  const email = credentials.email.toLowerCase();
  const passwordHash = await hashPassword(credentials.password);
  const factoryId = await adminFactoryId(db, "");
  const passwordChangeRequired = credentials.passwordChangeRequired ?? false;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = existing?.id ?? crypto.randomUUID();
    if (existing) {
      await tx.update(users).set({ emailVerified: true, passwordChangeRequired, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    } else {
      await tx.insert(users).values({ id: userId, name: "Admin", email, emailVerified: true, passwordChangeRequired });
    }
    await tx
      .insert(accounts)
      .values({ id: crypto.randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
    await tx.insert(admins).values({ userId, factoryId, role: "owner", isActive: true });
  });
  return true;
}

/** True while the admin account for `email` still signs in with the documented demo password. */
export async function usesDemoPassword(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email.toLowerCase()), eq(accounts.providerId, "credential")));
  return Boolean(row?.hash && (await verifyPassword({ hash: row.hash, password: DEMO_ADMIN_PASSWORD })));
}

/**
 * Creates the first admin when needed and warns at every start while the demo password is in use.
 * A generated one-time password goes to `announce` (the console) once, never to the JSON log.
 */
export async function prepareAdmins(
  db: Database,
  credentials: { email: string } & FirstAdminPassword,
  logger: Logger,
  options: { origin: string; announce?: (text: string) => void },
): Promise<void> {
  const generated = credentials.source === "generated";
  if (await ensureFirstAdmin(db, { ...credentials, passwordChangeRequired: generated })) {
    logger.info({ email: credentials.email, password: credentials.source }, "created the first admin from ADMIN_EMAIL");
    if (generated)
      (options.announce ?? ((text) => process.stdout.write(text)))(
        oneTimePasswordNotice(credentials.email, credentials.password, options.origin),
      );
  }
  if (await usesDemoPassword(db, credentials.email)) {
    logger.warn(
      { email: credentials.email },
      "the admin account still uses the demo password: set ADMIN_PASSWORD or change it under /account",
    );
  }
}

function oneTimePasswordNotice(email: string, password: string, origin: string): string {
  const rule = "=".repeat(72);
  return [
    rule,
    "First admin created. Sign in with this one-time password, shown only this once:",
    "",
    `  E-mail:    ${email}`,
    `  Password:  ${password}`,
    `  Sign in:   ${origin}/auth`,
    "",
    "You will be asked to choose a new password at the first sign-in.",
    "Lost it? With SMTP_URL set, 'Forgot your password?' mails a reset link.",
    rule,
    "",
  ].join("\n");
}
