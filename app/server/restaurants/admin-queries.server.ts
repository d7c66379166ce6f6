import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import {
  products,
  restaurantMenuCategories,
  restaurantMenuItems,
  restaurants,
  restaurantsI18n,
  restaurantStaff,
  users,
} from "../db/schema";

// Every write below goes to tables the page-cache triggers watch (restaurants, restaurants_i18n and
// restaurant_menu_items send 'restaurants'; products sends 'catalog' and the product's tag), so the
// directory and menu pages drop from the cache in the write's own commit, in every process.

/** The factory's restaurants with their menu and staff counts, in directory order. */
export async function listAdminRestaurants(db: Database, factoryId: string) {
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      slug: restaurants.slug,
      isActive: restaurants.isActive,
      openingHours: restaurants.openingHours,
      itemCount: sql<number>`(select count(*)::int from "restaurant_menu_items" as "mi" where "mi"."restaurant_id" = "restaurants"."id")`,
      staffCount: sql<number>`(select count(*)::int from "restaurant_staff" as "rs" where "rs"."restaurant_id" = "restaurants"."id")`,
    })
    .from(restaurants)
    .where(eq(restaurants.factoryId, factoryId))
    .orderBy(asc(restaurants.sortOrder), asc(restaurants.name));
}

export async function restaurantSnapshot(db: Database, factoryId: string, restaurantId: string) {
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.factoryId, factoryId)));
  if (!restaurant) return null;
  const translations = await db
    .select({ languageCode: restaurantsI18n.languageCode, name: restaurantsI18n.name, description: restaurantsI18n.description })
    .from(restaurantsI18n)
    .where(eq(restaurantsI18n.restaurantId, restaurantId))
    .orderBy(asc(restaurantsI18n.languageCode));
  return { restaurant, translations };
}

/** What the back office shows and audits of a dish. */
export const menuItemColumns = {
  name: products.name,
  priceOre: products.shopPriceOre,
  isAvailable: restaurantMenuItems.isAvailable,
  allergens: restaurantMenuItems.allergens,
  dietaryTags: restaurantMenuItems.dietaryTags,
};

/** One restaurant for its back-office page: details, translations, menu items (with price, availability, allergens) and kitchen staff. */
export async function loadAdminRestaurant(db: Database, factoryId: string, restaurantId: string) {
  const snapshot = await restaurantSnapshot(db, factoryId, restaurantId);
  if (!snapshot) return null;
  const [items, staff] = await Promise.all([
    db
      .select({ productId: restaurantMenuItems.productId, category: restaurantMenuCategories.name, ...menuItemColumns })
      .from(restaurantMenuItems)
      .innerJoin(products, eq(products.id, restaurantMenuItems.productId))
      .innerJoin(restaurantMenuCategories, eq(restaurantMenuCategories.id, restaurantMenuItems.categoryId))
      .where(eq(restaurantMenuItems.restaurantId, restaurantId))
      .orderBy(asc(restaurantMenuCategories.sortOrder), asc(restaurantMenuItems.sortOrder), asc(products.name)),
    listKitchenStaff(db, restaurantId),
  ]);
  return { ...snapshot, items, staff };
}

/** Who works in the restaurant's kitchen, by e-mail. */
export async function listKitchenStaff(db: Database, restaurantId: string) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, since: restaurantStaff.createdAt })
    .from(restaurantStaff)
    .innerJoin(users, eq(users.id, restaurantStaff.userId))
    .where(and(eq(restaurantStaff.restaurantId, restaurantId), eq(restaurantStaff.role, "kitchen")))
    .orderBy(asc(users.email));
}
