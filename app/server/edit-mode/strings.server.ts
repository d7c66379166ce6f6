import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { menuItems, menuItemsI18n, translations } from "../db/schema";
import { type EditScope, recordRevision } from "./revisions.server";

/** True when every `{` of an ICU message has its `}` (an unbalanced message would break every page that shows it). */
export function balancedMessage(message: string): boolean {
  let depth = 0;
  for (const char of message) {
    if (char === "{") depth++;
    else if (char === "}" && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Saves one UI string (the translations table) in the scope's language: updated when the
 * factory has it in that language, inserted otherwise. One transaction with its revision; the
 * translations trigger drops every cached page (UI strings are on all of them).
 */
export async function saveUiString(
  db: Database,
  scope: EditScope,
  entry: { key: string; value: string; machineDrafted?: boolean },
): Promise<{ oldValue: string | null; newValue: string }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ content: translations.content })
      .from(translations)
      .where(
        and(
          eq(translations.factoryId, scope.factoryId),
          eq(translations.languageCode, scope.languageCode),
          eq(translations.translationKey, entry.key),
        ),
      );
    await tx
      .insert(translations)
      .values({ factoryId: scope.factoryId, languageCode: scope.languageCode, translationKey: entry.key, content: entry.value })
      .onConflictDoUpdate({
        target: [translations.factoryId, translations.languageCode, translations.translationKey],
        set: { content: entry.value, updatedAt: new Date() },
      });
    await recordRevision(tx, scope, {
      kind: "translation",
      target: entry.key,
      oldValue: previous?.content ?? null,
      newValue: entry.value,
      machineDrafted: entry.machineDrafted ?? false,
    });
    return { oldValue: previous?.content ?? null, newValue: entry.value };
  });
}

/**
 * Saves a menu item's title in the scope's language (menu_items_i18n, upserted on item and
 * language); other languages and the base title are untouched. Null when the item is not the
 * factory's. The menu trigger drops every cached page (the header is on all of them).
 */
export async function saveMenuItemTitle(
  db: Database,
  scope: EditScope,
  item: { id: string; title: string; machineDrafted?: boolean },
): Promise<{ oldValue: string | null; newValue: string } | null> {
  const title = item.title.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: menuItems.title })
      .from(menuItems)
      .where(and(eq(menuItems.id, item.id), eq(menuItems.factoryId, scope.factoryId)));
    if (!row) return null;
    const [previous] = await tx
      .select({ title: menuItemsI18n.title })
      .from(menuItemsI18n)
      .where(and(eq(menuItemsI18n.menuItemId, item.id), eq(menuItemsI18n.languageCode, scope.languageCode)));
    await tx
      .insert(menuItemsI18n)
      .values({ menuItemId: item.id, languageCode: scope.languageCode, title })
      .onConflictDoUpdate({ target: [menuItemsI18n.menuItemId, menuItemsI18n.languageCode], set: { title } });
    const oldValue = previous?.title ?? row.title;
    await recordRevision(tx, scope, {
      kind: "menu_item",
      target: item.id,
      oldValue,
      newValue: title,
      machineDrafted: item.machineDrafted ?? false,
    });
    return { oldValue, newValue: title };
  });
}
