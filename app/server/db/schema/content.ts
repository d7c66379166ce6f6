import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { factories } from "./factories";
import { languages } from "./languages";

const languageCode = () =>
  text()
    .notNull()
    .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" });

/**
 * An editable text slot on a page (`page_slug` + `content_key`), e.g. home / hero.title.
 * Footer texts and footer colours are stored here under the page slug `footer`.
 */
export const pageContent = pgTable(
  "page_content",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    pageSlug: text().notNull(),
    contentKey: text().notNull(),
    contentType: text({ enum: ["text", "html", "json"] })
      .notNull()
      .default("text"),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("page_content_factory_page_key_idx").on(t.factoryId, t.pageSlug, t.contentKey),
    index("page_content_page_lookup_idx").on(t.factoryId, t.pageSlug, t.isActive, t.sortOrder),
    check("page_content_type_valid", sql`${t.contentType} in ('text', 'html', 'json')`),
  ],
);

export const pageContentI18n = pgTable(
  "page_content_i18n",
  {
    pageContentId: uuid()
      .notNull()
      .references(() => pageContent.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    contentValue: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageContentId, t.languageCode] })],
);

/** UI strings (ICU messages) per language, overriding the bundled defaults. */
export const translations = pgTable(
  "translations",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    translationKey: text().notNull(),
    content: text().notNull(),
    contentType: text({ enum: ["text", "html"] })
      .notNull()
      .default("text"),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("translations_factory_language_key_idx").on(t.factoryId, t.languageCode, t.translationKey)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    parentId: uuid().references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    title: text().notNull(),
    url: text().notNull(),
    icon: text(),
    iconColor: text(),
    isExternal: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index("menu_items_factory_order_idx").on(t.factoryId, t.sortOrder),
    index("menu_items_parent_idx").on(t.parentId),
    check("menu_items_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

export const menuItemsI18n = pgTable(
  "menu_items_i18n",
  {
    menuItemId: uuid()
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    title: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.languageCode] }), index("menu_items_i18n_language_idx").on(t.languageCode)],
);

export const footerSectionKeys = ["quicklinks", "products", "support", "bottom"] as const;
export type FooterSectionKey = (typeof footerSectionKeys)[number];

export const footerLinks = pgTable(
  "footer_links",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    sectionKey: text({ enum: footerSectionKeys }).notNull(),
    linkKey: text().notNull(),
    title: text().notNull(),
    url: text().notNull(),
    isExternal: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("footer_links_factory_section_key_idx").on(t.factoryId, t.sectionKey, t.linkKey),
    index("footer_links_section_lookup_idx").on(t.factoryId, t.sectionKey, t.isActive, t.sortOrder),
    check("footer_links_section_valid", sql`${t.sectionKey} in ('quicklinks', 'products', 'support', 'bottom')`),
  ],
);

export const footerLinksI18n = pgTable(
  "footer_links_i18n",
  {
    footerLinkId: uuid()
      .notNull()
      .references(() => footerLinks.id, { onDelete: "cascade" }),
    languageCode: languageCode(),
    title: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.footerLinkId, t.languageCode] })],
);
