import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type SellerStatus, sellerStatuses, type ShopType } from "~/lib/sellers/sellers";
import type { Database } from "../db/client.server";
import { sellerApplications } from "../db/schema";
import { escapeLike } from "../db/like.server";

/** The application a form's idempotency key already made, if any (a repeated submission). */
export async function applicationByKey(db: Database, idempotencyKey: string): Promise<{ id: string; applicationNumber: number } | null> {
  const [row] = await db
    .select({ id: sellerApplications.id, applicationNumber: sellerApplications.applicationNumber })
    .from(sellerApplications)
    .where(eq(sellerApplications.idempotencyKey, idempotencyKey));
  return row ?? null;
}

export const SELLER_PAGE_SIZE = 50;

export const sellerListFilterSchema = z.object({
  status: z.enum(sellerStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type SellerListFilter = z.infer<typeof sellerListFilterSchema>;

/** The back-office list's filters from its query string (anything unreadable is ignored). */
export function parseSellerListFilter(params: URLSearchParams): SellerListFilter {
  return sellerListFilterSchema.parse({
    status: params.get("status") || undefined,
    q: params.get("q") ?? "",
    page: params.get("page") || 1,
  });
}

/** The factory's applications, newest first, by status and a search (company, org. number, city, postcode, e-mail, reference). */
export async function listSellerApplications(db: Database, factoryId: string, filter: SellerListFilter) {
  const conditions: SQL[] = [eq(sellerApplications.factoryId, factoryId)];
  if (filter.status) conditions.push(eq(sellerApplications.status, filter.status));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    const number = /^(s-?)?0*(\d{1,9})$/i.exec(filter.q);
    conditions.push(
      or(
        ilike(sellerApplications.companyName, like),
        ilike(sellerApplications.city, like),
        ilike(sellerApplications.email, like),
        ilike(sellerApplications.contactName, like),
        eq(sellerApplications.orgNumber, filter.q.replace(/\s/g, "")),
        eq(sellerApplications.postcode, filter.q),
        ...(number ? [eq(sellerApplications.applicationNumber, Number(number[2]))] : []),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sellerApplications.id,
        applicationNumber: sellerApplications.applicationNumber,
        status: sellerApplications.status,
        companyName: sellerApplications.companyName,
        city: sellerApplications.city,
        shopType: sellerApplications.shopType,
        email: sellerApplications.email,
        createdAt: sellerApplications.createdAt,
      })
      .from(sellerApplications)
      .where(where)
      .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.applicationNumber))
      .limit(SELLER_PAGE_SIZE)
      .offset((filter.page - 1) * SELLER_PAGE_SIZE),
    db.select({ total: count() }).from(sellerApplications).where(where),
  ]);
  return {
    applications: rows.map((row) => ({ ...row, status: row.status as SellerStatus, shopType: row.shopType as ShopType })),
    total: total?.total ?? 0,
  };
}

/** How many of the factory's applications are in `status` (the dashboard's pending sellers). */
export async function countSellerApplications(db: Database, factoryId: string, status: SellerStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.factoryId, factoryId), eq(sellerApplications.status, status)));
  return row?.total ?? 0;
}

export type SellerApplicationView = NonNullable<Awaited<ReturnType<typeof loadSellerApplication>>>;

/** One application (any factory: callers compare `factoryId`), or null. */
export async function loadSellerApplication(db: Database, id: string) {
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
  return row ? { ...row, status: row.status as SellerStatus, shopType: row.shopType as ShopType } : null;
}

export type PublicSeller = Awaited<ReturnType<typeof listApprovedSellers>>[number];

/**
 * The approved sellers of the factory for /resellers and /sellers-map, by city then name,
 * optionally only those whose name or city contains `query` or whose postcode starts with it. Only
 * what a shop shows the public: no contact person, e-mail or organisation number.
 */
export async function listApprovedSellers(db: Database, factoryId: string, query: string) {
  const conditions: SQL[] = [eq(sellerApplications.factoryId, factoryId), eq(sellerApplications.status, "approved")];
  const term = query.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    conditions.push(
      or(
        ilike(sellerApplications.companyName, like),
        ilike(sellerApplications.city, like),
        /^\d{1,4}$/.test(term) ? ilike(sellerApplications.postcode, `${term}%`) : sql`false`,
      )!,
    );
  }
  const rows = await db
    .select({
      id: sellerApplications.id,
      companyName: sellerApplications.companyName,
      streetAddress: sellerApplications.streetAddress,
      postcode: sellerApplications.postcode,
      city: sellerApplications.city,
      shopType: sellerApplications.shopType,
      phone: sellerApplications.phone,
      website: sellerApplications.website,
      openingHours: sellerApplications.openingHours,
      latitude: sellerApplications.latitude,
      longitude: sellerApplications.longitude,
    })
    .from(sellerApplications)
    .where(and(...conditions))
    .orderBy(sql`lower(${sellerApplications.city})`, asc(sellerApplications.companyName), asc(sellerApplications.id));
  return rows.map((row) => ({ ...row, shopType: row.shopType as ShopType }));
}
