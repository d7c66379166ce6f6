import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { restaurantMenuCategories, restaurantMenuCategoriesI18n, restaurants, restaurantsI18n } from "../db/schema";
import { DomainError } from "../errors";

/**
 * Writes a restaurant's name or description in one language (restaurants_i18n), as a reviewed AI
 * draft is approved: the name makes the language's row when it has none; a description needs it
 * first. Returns the value before and after (the caller audits it in its transaction).
 */
export async function saveRestaurantText(
  db: Database,
  input: { factoryId: string; restaurantId: string; languageCode: string; field: "name" | "description"; value: string },
): Promise<{ oldValue: string | null; newValue: string }> {
  return db.transaction(async (tx) => {
    const [restaurant] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.id, input.restaurantId), eq(restaurants.factoryId, input.factoryId)))
      .for("update");
    if (!restaurant) throw new DomainError("not_found", "The restaurant no longer exists.");
    const value = input.value.trim();
    if (!value) throw new DomainError("invalid", "The text is empty.");
    const [row] = await tx
      .select()
      .from(restaurantsI18n)
      .where(and(eq(restaurantsI18n.restaurantId, input.restaurantId), eq(restaurantsI18n.languageCode, input.languageCode)));
    if (!row) {
      if (input.field !== "name") throw new DomainError("conflict", "Approve the restaurant's name in this language first.");
      await tx.insert(restaurantsI18n).values({ restaurantId: input.restaurantId, languageCode: input.languageCode, name: value });
      return { oldValue: null, newValue: value };
    }
    const oldValue = input.field === "name" ? row.name : row.description;
    await tx
      .update(restaurantsI18n)
      .set({ [input.field]: value })
      .where(and(eq(restaurantsI18n.restaurantId, input.restaurantId), eq(restaurantsI18n.languageCode, input.languageCode)));
    return { oldValue, newValue: value };
  });
}

/**
 * Writes the name of a section of a restaurant's menu in one language (restaurant_menu_categories_i18n),
 * as a reviewed AI draft is approved. Returns the value before and after (the caller audits it).
 */
export async function saveMenuSectionName(
  db: Database,
  input: { factoryId: string; categoryId: string; languageCode: string; value: string },
): Promise<{ oldValue: string | null; newValue: string }> {
  return db.transaction(async (tx) => {
    const [section] = await tx
      .select({ id: restaurantMenuCategories.id })
      .from(restaurantMenuCategories)
      .innerJoin(restaurants, eq(restaurants.id, restaurantMenuCategories.restaurantId))
      .where(and(eq(restaurantMenuCategories.id, input.categoryId), eq(restaurants.factoryId, input.factoryId)))
      .for("update", { of: restaurantMenuCategories });
    if (!section) throw new DomainError("not_found", "The menu section no longer exists.");
    const value = input.value.trim();
    if (!value) throw new DomainError("invalid", "The text is empty.");
    const [row] = await tx
      .select({ name: restaurantMenuCategoriesI18n.name })
      .from(restaurantMenuCategoriesI18n)
      .where(
        and(
          eq(restaurantMenuCategoriesI18n.categoryId, input.categoryId),
          eq(restaurantMenuCategoriesI18n.languageCode, input.languageCode),
        ),
      );
    await tx
      .insert(restaurantMenuCategoriesI18n)
      .values({ categoryId: input.categoryId, languageCode: input.languageCode, name: value })
      .onConflictDoUpdate({
        target: [restaurantMenuCategoriesI18n.categoryId, restaurantMenuCategoriesI18n.languageCode],
        set: { name: value },
      });
    return { oldValue: row?.name ?? null, newValue: value };
  });
}
