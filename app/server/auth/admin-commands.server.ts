import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { admins, users } from "../db/schema";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

export type AdminChangeResult = "granted" | "revoked" | "unchanged" | "not_found" | "not_verified" | "last_admin";

/** Makes a user an admin of the acting admin's factory (a confirmed e-mail is required). */
export async function grantAdmin(db: Database, actor: AdminActor, userId: string): Promise<AdminChangeResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return "not_found";
    if (!user.emailVerified) return "not_verified";
    const [active] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.userId, userId), eq(admins.isActive, true)))
      .limit(1);
    if (active) return "unchanged";
    const [existing] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.userId, userId), eq(admins.factoryId, actor.factoryId)));
    if (existing) await tx.update(admins).set({ isActive: true }).where(eq(admins.id, existing.id));
    else await tx.insert(admins).values({ userId, factoryId: actor.factoryId, role: "admin", isActive: true });
    await recordAudit(tx, actor, {
      action: "user.grant_admin",
      entityType: "user",
      entityId: userId,
      before: { email: user.email, isAdmin: false },
      after: { email: user.email, isAdmin: true },
    });
    return "granted";
  });
}

/**
 * Takes admin rights away. Refused when it would leave no active admin: every active admins row is
 * locked first, so two admins revoking each other at once cannot both succeed.
 */
export async function revokeAdmin(db: Database, actor: AdminActor, userId: string): Promise<AdminChangeResult> {
  return db.transaction(async (tx) => {
    const activeRows = await tx
      .select({ id: admins.id, userId: admins.userId })
      .from(admins)
      .where(eq(admins.isActive, true))
      .orderBy(asc(admins.id))
      .for("update");
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return "not_found";
    if (!activeRows.some((row) => row.userId === userId)) return "unchanged";
    const others = new Set(activeRows.filter((row) => row.userId !== userId).map((row) => row.userId));
    if (others.size === 0) return "last_admin";
    await tx
      .update(admins)
      .set({ isActive: false })
      .where(and(eq(admins.userId, userId), eq(admins.isActive, true)));
    await recordAudit(tx, actor, {
      action: "user.revoke_admin",
      entityType: "user",
      entityId: userId,
      before: { email: user.email, isAdmin: true },
      after: { email: user.email, isAdmin: false },
    });
    return "revoked";
  });
}
