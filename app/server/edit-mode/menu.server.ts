import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { menuItems, menuItemsI18n } from "../db/schema";
import { UUID_PATTERN } from "./footer.server";
import { type EditScope, recordRevision } from "./revisions.server";

/** A menu item as the menu save stores it: base title, titles per language, its children (one level). */
export interface StoredMenuItem {
  id: string;
  title: string;
  url: string;
  icon: string | null;
  iconColor: string | null;
  isExternal: boolean;
  translations: Record<string, string>;
  children: StoredMenuItem[];
}

/** A menu item as the Manage Menu dialog sends it: its title in the language being edited. */
export interface EditedMenuItem {
  id?: string | null;
  title: string;
  url: string;
  isExternal: boolean;
  children?: EditedMenuItem[];
}

/** The revision target of the menu's structure (a single item's title is its id). */
export const MENU_TARGET = "menu";

/** The factory's active menu as a tree with every translation, in order (two levels). */
export async function readMenu(db: Database, factoryId: string): Promise<StoredMenuItem[]> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.factoryId, factoryId), eq(menuItems.isActive, true)))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.title));
  const ids = rows.map((row) => row.id);
  const titles = ids.length > 0 ? await db.select().from(menuItemsI18n).where(inArray(menuItemsI18n.menuItemId, ids)) : [];
  const view = (row: (typeof rows)[number]): StoredMenuItem => ({
    id: row.id,
    title: row.title,
    url: row.url,
    icon: row.icon,
    iconColor: row.iconColor,
    isExternal: row.isExternal,
    translations: Object.fromEntries(
      titles
        .filter((title) => title.menuItemId === row.id)
        .sort((a, b) => a.languageCode.localeCompare(b.languageCode))
        .map((title) => [title.languageCode, title.title]),
    ),
    children: [],
  });
  const byId = new Map(rows.map((row) => [row.id, view(row)]));
  const roots: StoredMenuItem[] = [];
  for (const row of rows) {
    const item = byId.get(row.id)!;
    if (row.parentId === null) roots.push(item);
    else byId.get(row.parentId)?.children.push(item);
  }
  return roots;
}

/**
 * Turns the dialog's tree into stored items: a known id keeps its icon, base title and other
 * translations; the title typed applies to the language edited (the base title too in the default
 * language, or for a new item). Children deeper than one level are not shown by the header, so
 * the dialog sends none.
 */
export function mergeEditedMenu(
  previous: StoredMenuItem[],
  edited: EditedMenuItem[],
  languageCode: string,
  defaultLanguageCode: string,
): StoredMenuItem[] {
  const known = new Map(previous.flatMap((item) => [item, ...item.children]).map((item) => [item.id, item]));
  const used = new Set<string>();
  const merge = (item: EditedMenuItem, depth: number): StoredMenuItem => {
    const before = item.id && UUID_PATTERN.test(item.id) && !used.has(item.id) ? known.get(item.id) : undefined;
    const id = before?.id ?? crypto.randomUUID();
    used.add(id);
    const title = item.title.trim();
    const translations = Object.fromEntries(
      Object.entries({ ...before?.translations, [languageCode]: title }).filter(([, value]) => value.trim() !== ""),
    );
    return {
      id,
      title: languageCode === defaultLanguageCode || !before ? title : before.title,
      url: item.url.trim(),
      icon: before?.icon ?? null,
      iconColor: before?.iconColor ?? null,
      isExternal: item.isExternal,
      translations,
      children: depth === 0 ? (item.children ?? []).map((child) => merge(child, 1)) : [],
    };
  };
  return edited.map((item) => merge(item, 0));
}

/**
 * Writes the whole menu: every item of the factory is deleted (with its translations) and the
 * tree inserted again (sort order by position, active), then the translations. One transaction
 * with its revision; the menu triggers drop every cached page (the header is on all of them).
 */
export async function writeMenu(db: Database, scope: EditScope, items: StoredMenuItem[]): Promise<StoredMenuItem[]> {
  return db.transaction(async (tx) => {
    const previous = await readMenu(tx, scope.factoryId);
    await tx.delete(menuItems).where(eq(menuItems.factoryId, scope.factoryId));
    const rows = items.flatMap((item, index) => [
      { item, parentId: null as string | null, sortOrder: index },
      ...item.children.map((child, childIndex) => ({ item: child, parentId: item.id, sortOrder: childIndex })),
    ]);
    // Parents first (they come first in `rows`), so every child's parent exists when it is inserted.
    for (const batch of [rows.filter((row) => row.parentId === null), rows.filter((row) => row.parentId !== null)]) {
      if (batch.length === 0) continue;
      await tx.insert(menuItems).values(
        batch.map(({ item, parentId, sortOrder }) => ({
          id: item.id,
          factoryId: scope.factoryId,
          parentId,
          title: item.title,
          url: item.url,
          icon: item.icon,
          iconColor: item.iconColor,
          isExternal: item.isExternal,
          isActive: true,
          sortOrder,
        })),
      );
    }
    const titles = rows.flatMap(({ item }) =>
      Object.entries(item.translations).map(([languageCode, title]) => ({ menuItemId: item.id, languageCode, title })),
    );
    if (titles.length > 0) await tx.insert(menuItemsI18n).values(titles);
    await recordRevision(tx, scope, {
      kind: "menu_item",
      target: MENU_TARGET,
      languageCode: null,
      oldValue: JSON.stringify(previous),
      newValue: JSON.stringify(items),
    });
    return items;
  });
}

/** The Manage Menu dialog's 'Save Changes': merges the edited tree into the stored menu and writes it. */
export async function saveMenu(
  db: Database,
  scope: EditScope & { defaultLanguageCode: string },
  edited: EditedMenuItem[],
): Promise<StoredMenuItem[]> {
  const previous = await readMenu(db, scope.factoryId);
  return writeMenu(db, scope, mergeEditedMenu(previous, edited, scope.languageCode, scope.defaultLanguageCode));
}
