import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { factories } from "./factories";

/**
 * A shop's application to sell the factory's products (/become-seller), reviewed in the back
 * office: pending, then approved (shown on /resellers and /sellers-map) or rejected with a reason. The table's
 * page-cache trigger drops the sellers map on every write (migration seller_applications).
 */
export const sellerApplications = pgTable(
  "seller_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "restrict" }),
    /** The applicant's reference (S-000042). */
    applicationNumber: integer().notNull().generatedAlwaysAsIdentity(),
    /** One per rendered form: a repeated submission answers the first one's application. */
    idempotencyKey: text().notNull(),
    status: text().notNull().default("pending"),
    /** The language the applicant wrote in: every e-mail to them is in it. */
    languageCode: text().notNull(),
    companyName: text().notNull(),
    orgNumber: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    streetAddress: text().notNull(),
    postcode: text().notNull(),
    city: text().notNull(),
    shopType: text().notNull(),
    message: text().notNull().default(""),
    /** Shown on /resellers and the map when given: the shop's web address and opening hours (free text). */
    website: text(),
    openingHours: text(),
    /** The pin on /sellers-map (WGS 84), placed by the admin when approving; both or neither. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** The latest decision: its reason (required for a rejection), when and by whom. */
    decisionReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedByUserId: text().references(() => users.id, { onDelete: "set null" }),
    decidedByEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("seller_applications_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("seller_applications_number_idx").on(t.applicationNumber),
    // One open or approved application per organisation and factory; a rejected one may apply again.
    uniqueIndex("seller_applications_active_org_idx")
      .on(t.factoryId, t.orgNumber)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index("seller_applications_factory_status_idx").on(t.factoryId, t.status, t.createdAt),
    check("seller_applications_status_valid", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("seller_applications_shop_type_valid", sql`${t.shopType} in ('grocery', 'cafe', 'farm_shop', 'online', 'other')`),
    check("seller_applications_org_number", sql`${t.orgNumber} ~ '^[0-9]{9}$'`),
    check("seller_applications_postcode", sql`${t.postcode} ~ '^[0-9]{4}$'`),
    check(
      "seller_applications_position",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    check("seller_applications_rejection_reason", sql`${t.status} <> 'rejected' or ${t.decisionReason} is not null`),
  ],
);
