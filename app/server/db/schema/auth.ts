import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { factories } from "./factories";

// Better Auth's four tables (user, session, account, verification), under our plural names.
// Ids are Better Auth's random strings, hence `text`.

export const users = pgTable("users", {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  /** Set on an admin created with a generated one-time password: the first sign-in must choose a new one. */
  passwordChangeRequired: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Sign-in methods of a user; the e-mail/password one ("credential") holds the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** Short-lived tokens (password reset). */
export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

export const adminRoles = ["owner", "admin"] as const;

/** A user is an admin while an active row here names them. */
export const admins = pgTable(
  "admins",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    factoryId: uuid().references(() => factories.id, { onDelete: "set null" }),
    role: text({ enum: adminRoles }).notNull().default("admin"),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("admins_user_factory_idx").on(t.userId, t.factoryId),
    index("admins_active_user_idx").on(t.userId, t.isActive),
    check("admins_role_valid", sql`${t.role} in ('owner', 'admin')`),
  ],
);

/** Failed sign-ins, counted per account and per client address (shared by every app process). */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
    index("login_attempts_created_idx").on(t.createdAt),
  ],
);

/**
 * Requests that send mail to an address typed into a form (registration, password reset, a new
 * confirmation link), counted per target address and per client address (shared by every process).
 */
export const mailSendAttempts = pgTable(
  "mail_send_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_send_attempts_email_idx").on(t.email, t.createdAt),
    index("mail_send_attempts_ip_idx").on(t.ip, t.createdAt),
    index("mail_send_attempts_created_idx").on(t.createdAt),
  ],
);

/** An outbox message's state: kept (no SMTP configured), accepted by SMTP, or refused/errored. */
export type OutboxStatus = "queued" | "sent" | "failed";

/**
 * Every e-mail the site sends or keeps, with its delivery state: `queued` without SMTP, `sent` once
 * SMTP accepted it (with its message id), `failed` with a short error text (never a stack or
 * credentials). Admins read and resend them at /admin/outbox.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers sent with the message (a newsletter's List-Unsubscribe), kept for a resend. */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    status: text().$type<OutboxStatus>().notNull().default("queued"),
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    error: text(),
    messageId: text(),
    /** Set while a resend is talking to SMTP (a lease, so a crashed attempt frees it after a while). */
    sendingSince: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt),
    index("outbox_to_idx").on(t.to),
    index("outbox_status_idx").on(t.status, t.createdAt),
    check("outbox_status_check", sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);
