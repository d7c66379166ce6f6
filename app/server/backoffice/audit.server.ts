import { AUDIT_PAGE_SIZE } from "~/lib/admin/constants";
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { auditLog } from "../db/schema";
import type { AdminActor } from "./guard.server";
import { escapeLike } from "../db/like.server";

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Records one back-office write; call it inside the write's own transaction. */
export async function recordAudit(tx: Database, actor: AdminActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    factoryId: actor.factoryId,
    actorUserId: actor.user.id,
    actorEmail: actor.user.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Shown where an audit entry named a deleted account's e-mail. */
export const DELETED_ACCOUNT_ACTOR = "—";

/**
 * Part of deleting an account: the audit log keeps what the user did and what was done to them, without
 * their e-mail (as the actor, and in the before/after states of entries about them: admin rights, kitchen
 * staff, their seller application).
 */
export async function anonymiseAuditEntriesOf(tx: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await tx
    .update(auditLog)
    .set({ actorEmail: DELETED_ACCOUNT_ACTOR })
    .where(or(eq(auditLog.actorUserId, user.id), eq(sql`lower(${auditLog.actorEmail})`, email)));
  await tx.execute(sql`update audit_log
    set before = case when jsonb_typeof(before) = 'object' then before - 'email' else before end,
      after = case when jsonb_typeof(after) = 'object' then after - 'email' else after end
    where entity_id = ${user.id} or before->>'userId' = ${user.id} or after->>'userId' = ${user.id}
      or lower(before->>'email') = ${email} or lower(after->>'email') = ${email}`);
}

/** The audit page's filters, from its query string (anything unreadable is ignored). */
export const auditFilterSchema = z.object({
  entity: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z_]*$/)
    .optional()
    .catch(undefined),
  action: z.string().trim().max(60).optional().catch(undefined),
  actor: z.string().trim().max(200).optional().catch(undefined),
  entityId: z.string().trim().max(100).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return auditFilterSchema.parse(raw);
}

/** The factory's audit entries, newest first, filtered; one page and whether there is another. */
export async function listAudit(db: Database, factoryId: string, filter: AuditFilter) {
  const conditions: SQL[] = [eq(auditLog.factoryId, factoryId)];
  if (filter.entity) conditions.push(eq(auditLog.entityType, filter.entity));
  if (filter.action) conditions.push(ilike(auditLog.action, `%${escapeLike(filter.action)}%`));
  if (filter.actor) conditions.push(ilike(auditLog.actorEmail, `%${escapeLike(filter.actor)}%`));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(auditLog.createdAt, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), hasMore: rows.length > AUDIT_PAGE_SIZE };
}

/** The entity types that have entries, for the filter's choices. */
export async function auditEntityTypes(db: Database, factoryId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .where(eq(auditLog.factoryId, factoryId))
    .orderBy(auditLog.entityType);
  return rows.map((row) => row.entityType);
}
