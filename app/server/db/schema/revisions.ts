import { sql } from "drizzle-orm";
import { boolean, check, customType, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { factories } from "./factories";

/** What an Edit Mode revision changed: one page text, one UI string, one menu title, one footer section or one footer link title. */
export const revisionKinds = ["page_text", "translation", "menu_item", "footer_section", "footer_link"] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/**
 * Every Edit Mode save, with who, when, in which language, and the value before and after
 * (`target` names the field, e.g. `home/hero.title`). A revert is a save like any other. Pages
 * never show these rows, so no page-cache trigger watches the table.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    kind: text({ enum: revisionKinds }).notNull(),
    target: text().notNull(),
    // Kept as plain text: the history outlives a language that is removed later.
    languageCode: text(),
    oldValue: text(),
    newValue: text().notNull(),
    // True when the saved value started as an AI draft the admin reviewed (and maybe edited) before saving.
    machineDrafted: boolean().notNull().default(false),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("content_revisions_field_idx").on(t.factoryId, t.kind, t.target, t.languageCode, t.createdAt),
    check("content_revisions_kind_valid", sql`${t.kind} in ('page_text', 'translation', 'menu_item', 'footer_section', 'footer_link')`),
  ],
);

/** Bytes as PostgreSQL bytea (Buffer in Node). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Images uploaded in Edit Mode (the logo and the favicon), kept in the database so that every app
 * process serves them (`/uploads/{id}`). Only sniffed PNG, JPEG, GIF, WebP or ICO bytes are stored.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["logo", "favicon"] }).notNull(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("uploads_factory_idx").on(t.factoryId, t.createdAt),
    check("uploads_purpose_valid", sql`${t.purpose} in ('logo', 'favicon')`),
  ],
);
