import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { DeliveryStatus, NewsletterStatus, SubscriberStatus } from "~/lib/newsletters";
import { users } from "./auth";
import { factories } from "./factories";

/**
 * A newsletter subscriber, one per factory and e-mail address (lower-cased): `pending` until the
 * link in the confirmation mail is followed (double opt-in), then `confirmed`; `unsubscribed` at
 * once by the one-click link. The language is the one they subscribed in; every newsletter and
 * confirmation mail to them is written in it. `token` is the unguessable key of their confirm and
 * unsubscribe links (no sign-in needed).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    email: text().notNull(),
    languageCode: text().notNull(),
    status: text().$type<SubscriberStatus>().notNull().default("pending"),
    token: text().notNull(),
    /** The signed-in customer who subscribed on /account (null for the footer form). */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.factoryId, t.email),
    uniqueIndex("newsletter_subscribers_token_idx").on(t.token),
    index("newsletter_subscribers_status_idx").on(t.factoryId, t.status),
    check("newsletter_subscribers_status_valid", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check("newsletter_subscribers_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/** A newsletter's subject and body (sanitised rich-text HTML) in one language. */
export interface NewsletterContent {
  subject: string;
  body: string;
}

/**
 * A newsletter: its content per language, the languages it goes to, its state (app/lib/newsletters.ts
 * declares the transitions) and its public archive page (`shareableUrl`, unguessable; listed on
 * /newsletters and indexable only when `isPublic`).
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    status: text().$type<NewsletterStatus>().notNull().default("draft"),
    content: jsonb().$type<Record<string, NewsletterContent>>().notNull().default({}),
    languages: jsonb().$type<string[]>().notNull().default([]),
    shareableUrl: text().notNull(),
    isPublic: boolean().notNull().default(false),
    scheduledAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletters_shareable_url_idx").on(t.shareableUrl),
    index("newsletters_status_idx").on(t.status, t.scheduledAt),
    check("newsletters_status_valid", sql`${t.status} in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'failed')`),
  ],
);

/**
 * One row per (newsletter, subscriber): the recipient list, fixed when sending starts, and the
 * record that makes the send exactly-once. A runner claims a batch of `pending` rows
 * (FOR UPDATE SKIP LOCKED) and marks each `sending` before it talks to SMTP and `sent` after; a
 * row left `sending` by a killed process is finished by the next runner with the same Message-ID.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    newsletterId: uuid()
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: uuid()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: text().$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    error: text(),
    messageId: text().notNull(),
    sendingSince: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.subscriberId] }),
    index("newsletter_deliveries_status_idx").on(t.newsletterId, t.status),
    check("newsletter_deliveries_status_valid", sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
  ],
);
