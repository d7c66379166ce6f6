import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { type FooterSectionKey, footerLinks, footerLinksI18n, footerSectionKeys, menuItems, menuItemsI18n } from "../db/schema";

/** A menu item as the header shows it (URLs still language-neutral: the shell localizes them). */
export interface MenuItemView {
  id: string;
  /** The base title as stored on the item. */
  title: string;
  /** The title in the requested language, else the default language's, else the base title. */
  translatedTitle: string;
  url: string;
  icon: string | null;
  iconColor: string | null;
  isExternal: boolean;
  children: MenuItemView[];
}

/** Picks a translated title: the requested language, then the default language, then the base title. */
function pickTitle(titles: Map<string, string> | undefined, languageCode: string, defaultLanguageCode: string, base: string): string {
  return titles?.get(languageCode) || titles?.get(defaultLanguageCode) || base;
}

async function i18nTitles(
  db: Database,
  table: typeof menuItemsI18n | typeof footerLinksI18n,
  ids: string[],
  codes: string[],
): Promise<Map<string, Map<string, string>>> {
  const byId = new Map<string, Map<string, string>>();
  if (ids.length === 0) return byId;
  const idColumn = "menuItemId" in table ? table.menuItemId : table.footerLinkId;
  const rows = await db
    .select({ id: idColumn, languageCode: table.languageCode, title: table.title })
    .from(table)
    .where(and(inArray(idColumn, ids), inArray(table.languageCode, codes)));
  for (const row of rows) {
    if (!byId.has(row.id)) byId.set(row.id, new Map());
    byId.get(row.id)!.set(row.languageCode, row.title.trim());
  }
  return byId;
}

/** The factory's active menu as a tree (two levels are shown; deeper items hang under their parent), in sort order. */
export async function loadMenu(
  db: Database,
  options: { factoryId: string; languageCode: string; defaultLanguageCode: string },
): Promise<MenuItemView[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.factoryId, options.factoryId), eq(menuItems.isActive, true)))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.title));
  const titles = await i18nTitles(
    db,
    menuItemsI18n,
    rows.map((row) => row.id),
    [...new Set([options.languageCode, options.defaultLanguageCode])],
  );
  const views = new Map<string, MenuItemView>();
  for (const row of rows) {
    views.set(row.id, {
      id: row.id,
      title: row.title,
      translatedTitle: pickTitle(titles.get(row.id), options.languageCode, options.defaultLanguageCode, row.title),
      url: row.url,
      icon: row.icon,
      iconColor: row.iconColor,
      isExternal: row.isExternal,
      children: [],
    });
  }
  const roots: MenuItemView[] = [];
  for (const row of rows) {
    const view = views.get(row.id)!;
    // A child of an inactive parent is hidden with it.
    if (row.parentId === null) roots.push(view);
    else views.get(row.parentId)?.children.push(view);
  }
  return roots;
}

export interface FooterLinkView {
  id: string;
  linkKey: string;
  title: string;
  url: string;
  isExternal: boolean;
}

/** The factory's active footer links per section (quicklinks, products, support, bottom), translated, in sort order. */
export async function loadFooterLinks(
  db: Database,
  options: { factoryId: string; languageCode: string; defaultLanguageCode: string },
): Promise<Record<FooterSectionKey, FooterLinkView[]>> {
  const rows = await db
    .select()
    .from(footerLinks)
    .where(and(eq(footerLinks.factoryId, options.factoryId), eq(footerLinks.isActive, true)))
    .orderBy(asc(footerLinks.sortOrder), asc(footerLinks.linkKey));
  const titles = await i18nTitles(
    db,
    footerLinksI18n,
    rows.map((row) => row.id),
    [...new Set([options.languageCode, options.defaultLanguageCode])],
  );
  const sections = Object.fromEntries(footerSectionKeys.map((key) => [key, [] as FooterLinkView[]])) as Record<
    FooterSectionKey,
    FooterLinkView[]
  >;
  for (const row of rows) {
    sections[row.sectionKey].push({
      id: row.id,
      linkKey: row.linkKey,
      title: pickTitle(titles.get(row.id), options.languageCode, options.defaultLanguageCode, row.title),
      url: row.url,
      isExternal: row.isExternal,
    });
  }
  return sections;
}
