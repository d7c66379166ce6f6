import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AttributesSchema } from "~/lib/attributes";
import type { OpeningHours } from "~/lib/opening-hours";
import type { Allergen, DietaryTag } from "~/lib/restaurant-menu";
import { current, currentTranslation, fallback, fallbackTranslation, localizedName } from "../catalog/queries.server";
import type { Database } from "../db/client.server";
import {
  products,
  restaurantMenuCategories,
  restaurantMenuCategoriesI18n,
  restaurantMenuItems,
  restaurants,
  restaurantsI18n,
} from "../db/schema";

export interface RestaurantLanguage {
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
}

export interface RestaurantSummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  openingHours: OpeningHours;
  timeZone: string;
  offersPickup: boolean;
  offersDelivery: boolean;
  prepMinutes: number;
}

const restaurantCurrent = alias(restaurantsI18n, "restaurant_current");
const restaurantFallback = alias(restaurantsI18n, "restaurant_fallback");

function restaurantQuery(db: Database, language: RestaurantLanguage) {
  return db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: sql<string>`coalesce(${restaurantCurrent.name}, ${restaurantFallback.name}, ${restaurants.name})`,
      description: sql<string | null>`coalesce(${restaurantCurrent.description}, ${restaurantFallback.description})`,
      address: restaurants.address,
      phone: restaurants.phone,
      openingHours: restaurants.openingHours,
      timeZone: restaurants.timeZone,
      offersPickup: restaurants.offersPickup,
      offersDelivery: restaurants.offersDelivery,
      prepMinutes: restaurants.prepMinutes,
    })
    .from(restaurants)
    .leftJoin(
      restaurantCurrent,
      and(eq(restaurantCurrent.restaurantId, restaurants.id), eq(restaurantCurrent.languageCode, language.languageCode)),
    )
    .leftJoin(
      restaurantFallback,
      and(eq(restaurantFallback.restaurantId, restaurants.id), eq(restaurantFallback.languageCode, language.defaultLanguageCode)),
    );
}

/** The factory's active restaurants, the default (first) one first. */
export async function listRestaurants(db: Database, language: RestaurantLanguage): Promise<RestaurantSummary[]> {
  return restaurantQuery(db, language)
    .where(and(eq(restaurants.factoryId, language.factoryId), eq(restaurants.isActive, true)))
    .orderBy(asc(restaurants.sortOrder), asc(restaurants.name));
}

export async function findRestaurant(
  db: Database,
  language: RestaurantLanguage,
  by: { slug: string } | { id: string },
): Promise<RestaurantSummary | null> {
  const [row] = await restaurantQuery(db, language).where(
    and(
      eq(restaurants.factoryId, language.factoryId),
      eq(restaurants.isActive, true),
      "slug" in by ? eq(restaurants.slug, by.slug) : eq(restaurants.id, by.id),
    ),
  );
  return row ?? null;
}

export interface MenuItemView {
  productId: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  priceOre: number;
  currency: string;
  allergens: Allergen[];
  dietaryTags: DietaryTag[];
  isAvailable: boolean;
  allowsHalfAndHalf: boolean;
  schema: AttributesSchema | null;
}

export interface MenuCategoryView {
  id: string;
  name: string;
  items: MenuItemView[];
}

const categoryCurrent = alias(restaurantMenuCategoriesI18n, "category_current");
const categoryFallback = alias(restaurantMenuCategoriesI18n, "category_fallback");

/** A restaurant's menu by category, in the visitor's language (active items only; sold-out ones flagged). */
export async function loadMenu(db: Database, restaurantId: string, language: RestaurantLanguage): Promise<MenuCategoryView[]> {
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select({
        id: restaurantMenuCategories.id,
        name: sql<string>`coalesce(${categoryCurrent.name}, ${categoryFallback.name}, ${restaurantMenuCategories.name})`,
      })
      .from(restaurantMenuCategories)
      .leftJoin(
        categoryCurrent,
        and(eq(categoryCurrent.categoryId, restaurantMenuCategories.id), eq(categoryCurrent.languageCode, language.languageCode)),
      )
      .leftJoin(
        categoryFallback,
        and(eq(categoryFallback.categoryId, restaurantMenuCategories.id), eq(categoryFallback.languageCode, language.defaultLanguageCode)),
      )
      .where(eq(restaurantMenuCategories.restaurantId, restaurantId))
      .orderBy(asc(restaurantMenuCategories.sortOrder), asc(restaurantMenuCategories.id)),
    db
      .select({
        productId: products.id,
        categoryId: restaurantMenuItems.categoryId,
        name: localizedName,
        description: sql<string | null>`coalesce(${current.description}, ${fallback.description}, ${products.description})`,
        imageUrl: products.imageUrl,
        priceOre: products.shopPriceOre,
        currency: products.currency,
        allergens: restaurantMenuItems.allergens,
        dietaryTags: restaurantMenuItems.dietaryTags,
        isAvailable: restaurantMenuItems.isAvailable,
        allowsHalfAndHalf: restaurantMenuItems.allowsHalfAndHalf,
        schema: products.attributesSchema,
      })
      .from(restaurantMenuItems)
      .innerJoin(products, eq(products.id, restaurantMenuItems.productId))
      .leftJoin(current, currentTranslation(language.languageCode))
      .leftJoin(fallback, fallbackTranslation(language.defaultLanguageCode))
      .where(and(eq(restaurantMenuItems.restaurantId, restaurantId), eq(products.isActive, true)))
      .orderBy(asc(restaurantMenuItems.sortOrder), asc(products.id)),
  ]);
  return categoryRows
    .map((category) => ({
      id: category.id,
      name: category.name,
      items: itemRows
        .filter((item) => item.categoryId === category.id)
        .map(({ categoryId: _category, priceOre, schema, ...item }) => ({ ...item, priceOre: priceOre ?? 0, schema: schema ?? null })),
    }))
    .filter((category) => category.items.length > 0);
}

/** Names of menu items in the visitor's language (order lines, tickets). */
export async function menuItemNames(
  db: Database,
  ids: string[],
  language: Omit<RestaurantLanguage, "factoryId">,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: localizedName })
    .from(products)
    .leftJoin(current, currentTranslation(language.languageCode))
    .leftJoin(fallback, fallbackTranslation(language.defaultLanguageCode))
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
