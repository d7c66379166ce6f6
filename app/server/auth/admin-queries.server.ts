import { USER_PAGE_SIZE } from "~/lib/admin/constants";
import { and, asc, count, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { users } from "../db/schema";
import { escapeLike } from "../db/like.server";

export const userListFilterSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  role: z.enum(["all", "admins"]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type UserListFilter = z.infer<typeof userListFilterSchema>;

export function parseUserListFilter(params: URLSearchParams): UserListFilter {
  return userListFilterSchema.parse({ q: params.get("q") ?? "", role: params.get("role") || "all", page: params.get("page") || 1 });
}

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
