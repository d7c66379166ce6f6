import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A manufacturer running the site. The oldest active one is the site's factory. */
export const factories = pgTable(
  "factories",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    logoUrl: text(),
    description: text(),
    address: text(),
    phone: text(),
    email: text(),
    website: text(),
    organizationNumber: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("factories_active_created_idx").on(t.isActive, t.createdAt)],
);

export const headerMenuStyles = [
  "horizontal",
  "centered",
  "split",
  "mega",
  "minimal",
  "bbc",
  "cnn",
  "linkedin",
  "instagram",
  "youtube",
  "facebook",
  "gmail",
  "bootstrap",
  "medium",
  "compact",
] as const;
export type HeaderMenuStyle = (typeof headerMenuStyles)[number];

export const headerLogoStyles = ["rounded", "circular", "square"] as const;
export type HeaderLogoStyle = (typeof headerLogoStyles)[number];

/** Presentation settings of a factory's site (one row per factory). */
export const factorySettings = pgTable(
  "factory_settings",
  {
    factoryId: uuid()
      .primaryKey()
      .references(() => factories.id, { onDelete: "cascade" }),
    siteName: text().notNull().default("Factory Management System"),
    showCompanyNameInHeader: boolean().notNull().default(true),
    logoUrl: text(),
    companyName: text(),
    headerMenuStyle: text({ enum: headerMenuStyles }).notNull().default("horizontal"),
    headerMaxLogoWidth: integer().notNull().default(200),
    headerLogoWidth: integer().notNull().default(32),
    headerLogoHeight: integer().notNull().default(32),
    headerLogoStyle: text({ enum: headerLogoStyles }).notNull().default("rounded"),
    contactPhone: text(),
    contactEmail: text(),
    description: text(),
    faviconUrl: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("factory_settings_menu_style_valid", sql.raw(`header_menu_style in (${headerMenuStyles.map((s) => `'${s}'`).join(", ")})`)),
    check("factory_settings_logo_style_valid", sql`${t.headerLogoStyle} in ('rounded', 'circular', 'square')`),
    check(
      "factory_settings_logo_sizes_positive",
      sql`${t.headerLogoWidth} > 0 and ${t.headerLogoHeight} > 0 and ${t.headerMaxLogoWidth} > 0`,
    ),
  ],
);
