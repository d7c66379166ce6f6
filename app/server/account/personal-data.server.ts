import { eq, is, or, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema";
import { auditLog, mailSendAttempts, orderEvents, restaurantOrders, sellerApplications } from "../db/schema";

/** What deleting an account does to a table's rows about the user. */
export type OnAccountDeletion =
  /** The rows go (by the users row's cascade, or deleted by `deleteAccount`). */
  | "deleted"
  /** The rows stay for the business's books or history, with everything that names the user removed. */
  | "anonymised";

/** The sections of the "export my data" download (`exportAccountData`). */
export type ExportSection =
  | "user"
  | "sessions"
  | "signInMethods"
  | "admin"
  | "loginAttempts"
  | "mailSendAttempts"
  | "emails"
  | "carts"
  | "orders"
  | "orderEvents"
  | "quoteBasket"
  | "quotes"
  | "restaurantStaff"
  | "restaurantOrders"
  | "contentRevisions"
  | "uploads"
  | "auditLog"
  | "sellerApplications"
  | "newsletter"
  | "aiCalls"
  | "aiDraftingJobs";

/**
 * Every table that holds a user's data: each table of the schema with a user-id or e-mail column
 * (a test reads them from the Drizzle schema, so a new one cannot be forgotten), where the export
 * puts its rows and what deleting the account does to them. A table added to the schema with such
 * a column fails that test until it is listed here (or in NOT_A_USERS_DATA) and handled by both.
 */
export const PERSONAL_DATA_TABLES: Readonly<Record<string, { exportedAs: ExportSection; onDelete: OnAccountDeletion; how: string }>> = {
  users: { exportedAs: "user", onDelete: "deleted", how: "the account itself" },
  sessions: { exportedAs: "sessions", onDelete: "deleted", how: "cascade from users (the export leaves out the tokens)" },
  accounts: {
    exportedAs: "signInMethods",
    onDelete: "deleted",
    how: "cascade from users (the export leaves out password hashes and tokens)",
  },
  admins: { exportedAs: "admin", onDelete: "deleted", how: "cascade from users" },
  login_attempts: { exportedAs: "loginAttempts", onDelete: "deleted", how: "deleted by e-mail address" },
  mail_send_attempts: { exportedAs: "mailSendAttempts", onDelete: "deleted", how: "deleted by e-mail address" },
  outbox: { exportedAs: "emails", onDelete: "deleted", how: "deleted by recipient address (column `to`)" },
  carts: { exportedAs: "carts", onDelete: "deleted", how: "deleted with their lines" },
  quote_baskets: { exportedAs: "quoteBasket", onDelete: "deleted", how: "cascade from users, with their items" },
  restaurant_staff: { exportedAs: "restaurantStaff", onDelete: "deleted", how: "cascade from users" },
  orders: {
    exportedAs: "orders",
    onDelete: "anonymised",
    how: "kept for bookkeeping without name, contact or address (anonymiseOrdersOf)",
  },
  quote_requests: {
    exportedAs: "quotes",
    onDelete: "anonymised",
    how: "kept for the factory's books without name, contact or message (anonymiseQuotesOf)",
  },
  restaurant_orders: {
    exportedAs: "restaurantOrders",
    onDelete: "anonymised",
    how: "kept for bookkeeping without name, contact, address or notes",
  },
  order_events: {
    exportedAs: "orderEvents",
    onDelete: "anonymised",
    how: "a staff member's status changes and notes stay in the order's history without their e-mail",
  },
  audit_log: {
    exportedAs: "auditLog",
    onDelete: "anonymised",
    how: "the back office's record stays without the actor's e-mail, and without the user's e-mail in entries about them",
  },
  content_revisions: {
    exportedAs: "contentRevisions",
    onDelete: "anonymised",
    how: "the site's text history stays; its author link is set null by the foreign key",
  },
  uploads: {
    exportedAs: "uploads",
    onDelete: "anonymised",
    how: "the site's logo and favicon stay; the uploader link is set null by the foreign key",
  },
  newsletter_subscribers: {
    exportedAs: "newsletter",
    onDelete: "deleted",
    how: "the subscription of the account's address (or made on /account) is deleted, with its delivery records (cascade)",
  },
  ai_calls: {
    exportedAs: "aiCalls",
    onDelete: "anonymised",
    how: "the factory's record of AI calls and credits spent stays; the admin link is set null by the foreign key",
  },
  ai_drafting_jobs: {
    exportedAs: "aiDraftingJobs",
    onDelete: "anonymised",
    how: "a new-language drafting job the admin started stays with its drafts; the admin link is set null by the foreign key",
  },
  seller_applications: {
    exportedAs: "sellerApplications",
    onDelete: "anonymised",
    how: "applications sent from the user's address keep the shop's company details without the contact's name, e-mail, phone or message; a decision the user made loses their e-mail",
  },
};

/** Tables with an e-mail column that is not a user's data, and why. */
export const NOT_A_USERS_DATA: Readonly<Record<string, string>> = {
  factories: "the factory's own contact address",
  factory_settings: "the contact address the factory shows on its site",
};

/**
 * The columns of every schema table that name a user: their id (`user_id`, `actor_user_id` …) or an
 * e-mail address (`email`, `contact_email` …, and the outbox's `to`). Tables without one are left out.
 */
export function userDataColumns(): Array<{ table: string; userIds: string[]; emails: string[] }> {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      // The schema names columns by their camelCase keys; the database's names are snake_case (drizzle.config.ts casing).
      const columns = config.columns.map((column) =>
        column.keyAsName ? column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : column.name,
      );
      return {
        table: config.name,
        userIds: columns.filter((column) => /(^|_)user_id$/.test(column)),
        emails: columns.filter((column) => /(^|_)email$/.test(column) || (config.name === "outbox" && column === "to")),
      };
    })
    .filter((entry) => entry.userIds.length + entry.emails.length > 0);
}

/** The user's restaurant orders stay for bookkeeping without name, contact, address or notes. */
export async function anonymiseRestaurantOrdersOf(tx: Database, userId: string): Promise<void> {
  await tx
    .update(restaurantOrders)
    .set({
      userId: null,
      guestSessionId: null,
      contactName: "",
      contactPhone: "",
      contactEmail: null,
      addressLine: null,
      postcode: null,
      city: null,
      notes: null,
      anonymisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(restaurantOrders.userId, userId));
}

/** Shown where an audit entry or order event named a deleted account's e-mail. */
export const DELETED_ACCOUNT_ACTOR = "—";

/**
 * The rest of an account's data that outlives it, in the deleting transaction: records the
 * business keeps lose the user's e-mail (staff history, audit entries), seller applications sent
 * from the address lose their contact, and the mail-send counters of the address go.
 */
export async function anonymiseRecordsOf(tx: Database, user: { id: string; email: string }): Promise<void> {
  await anonymiseRestaurantOrdersOf(tx, user.id);
  const email = user.email.toLowerCase();
  await tx
    .update(orderEvents)
    .set({ actorEmail: null })
    .where(or(eq(orderEvents.actorUserId, user.id), eq(sql`lower(${orderEvents.actorEmail})`, email)));
  await tx
    .update(auditLog)
    .set({ actorEmail: DELETED_ACCOUNT_ACTOR })
    .where(or(eq(auditLog.actorUserId, user.id), eq(sql`lower(${auditLog.actorEmail})`, email)));
  // Entries about the user (admin rights, kitchen staff, their seller application) name them in their before/after states.
  await tx.execute(sql`update audit_log
    set before = case when jsonb_typeof(before) = 'object' then before - 'email' else before end,
      after = case when jsonb_typeof(after) = 'object' then after - 'email' else after end
    where entity_id = ${user.id} or before->>'userId' = ${user.id} or after->>'userId' = ${user.id}
      or lower(before->>'email') = ${email} or lower(after->>'email') = ${email}`);
  await tx
    .update(sellerApplications)
    .set({ contactName: "", email: "", phone: "", message: "", updatedAt: new Date() })
    .where(eq(sql`lower(${sellerApplications.email})`, email));
  await tx
    .update(sellerApplications)
    .set({ decidedByEmail: null })
    .where(or(eq(sellerApplications.decidedByUserId, user.id), eq(sql`lower(${sellerApplications.decidedByEmail})`, email)));
  await tx.delete(mailSendAttempts).where(eq(sql`lower(${mailSendAttempts.email})`, email));
}
