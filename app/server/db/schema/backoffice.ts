import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { factories } from "./factories";
import { orders } from "./orders";

/**
 * Every write made in the back office: who (user id and the e-mail they had then), what (an action
 * such as `product.update` on an entity), the entity's state before and after, and when. Written
 * in the same transaction as the write it records; never updated.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid().references(() => factories.id, { onDelete: "set null" }),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
  ],
);

/** An order's history after it was placed: status changes (with the e-mail sent) and internal notes. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    /** An internal note: staff only, never shown to the buyer. */
    note: text(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.createdAt),
    check("order_events_kind_valid", sql`${t.kind} in ('status', 'note')`),
    check(
      "order_events_shape",
      sql`(${t.kind} = 'status' and ${t.toStatus} is not null) or (${t.kind} = 'note' and ${t.note} is not null)`,
    ),
  ],
);
