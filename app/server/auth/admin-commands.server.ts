import { USER_PAGE_SIZE } from "~/lib/admin/constants";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { admins, users } from "../db/schema";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

export const userListFilterSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  role: z.enum(["all", "admins"]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type UserListFilter = z.infer<typeof userListFilterSchema>;

export function parseUserListFilter(params: URLSearchParams): UserListFilter {
  return userListFilterSchema.parse({ q: params.get("q") ?? "", role: params.get("role") || "all", page: params.get("page") || 1 });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
// Spelled out with aliases: inside a select list Drizzle leaves column names unqualified.
const isAdminColumn = sql<boolean>`exists (select 1 from "admins" as "a" where "a"."user_id" = "users"."id" and "a"."is_active")`;

/** Users by name or e-mail, with whether each is an active admin and how many orders they have. */
export async function listAdminUsers(db: Database, filter: UserListFilter) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(or(ilike(users.email, `%${escapeLike(filter.q)}%`), ilike(users.name, `%${escapeLike(filter.q)}%`))!);
  if (filter.role === "admins") conditions.push(isAdminColumn);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        isAdmin: isAdminColumn,
        orderCount: sql<number>`(select count(*)::int from "orders" as "o" where "o"."user_id" = "users"."id")`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.email))
      .limit(USER_PAGE_SIZE)
      .offset((filter.page - 1) * USER_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows, total: total?.total ?? 0 };
}

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
