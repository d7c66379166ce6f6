import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets the app generates for itself, kept in the database so that every app process on it
 * shares them: the session and e-mail link signing secret when AUTH_SECRET is not set on
 * PostgreSQL (README: Running on PostgreSQL). Never shown on a page.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
