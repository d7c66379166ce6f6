import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";

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
