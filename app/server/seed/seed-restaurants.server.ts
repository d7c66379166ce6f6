import type { Database } from "../db/client.server";
import {
  products,
  productsI18n,
  restaurantMenuCategories,
  restaurantMenuCategoriesI18n,
  restaurantMenuItems,
  restaurants,
  restaurantsI18n,
  sellerApplications,
} from "../db/schema";
import { type DemoLocale, demoLocales, type DemoRestaurant, type DemoSeller } from "./demo-schemas";
import { stableId } from "./stable-id";

/** The language of the demo's base rows (the factory's, a product's own name …); translations hold the others. */
export const defaultLocale: DemoLocale = "nb";

/** One row per language for a localized value. */
export function perLocale<T>(build: (locale: DemoLocale) => T): T[] {
  return demoLocales.map(build);
}

/** The demo's approved sellers with their pins (/resellers, /sellers-map). */
export async function seedSellers(tx: Database, factoryId: string, demoSellers: DemoSeller[]): Promise<void> {
  await tx
    .insert(sellerApplications)
    .values(
      demoSellers.map(({ key, ...seller }) => ({
        id: stableId("seller", key),
        factoryId,
        idempotencyKey: stableId("seller-form", key),
        status: "approved",
        languageCode: defaultLocale,
        companyName: seller.companyName,
        orgNumber: seller.orgNumber,
        contactName: seller.companyName,
        email: `post@${key}.example`,
        phone: seller.phone,
        streetAddress: seller.streetAddress,
        postcode: seller.postcode,
        city: seller.city,
        shopType: seller.shopType,
        website: seller.website,
        openingHours: seller.openingHours,
        latitude: seller.latitude,
        longitude: seller.longitude,
        decidedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

/** The two demo restaurants with their opening hours and menus (dishes are products of the restaurant). */
export async function seedRestaurants(tx: Database, factoryId: string, demoRestaurants: DemoRestaurant[]): Promise<void> {
  for (const [index, restaurant] of demoRestaurants.entries()) {
    const restaurantId = stableId("restaurant", restaurant.key);
    await tx
      .insert(restaurants)
      .values({
        id: restaurantId,
        factoryId,
        name: restaurant.name[defaultLocale],
        slug: restaurant.slug,
        address: restaurant.address,
        phone: restaurant.phone,
        openingHours: restaurant.openingHours,
        offersPickup: restaurant.offersPickup,
        offersDelivery: restaurant.offersDelivery,
        prepMinutes: restaurant.prepMinutes,
        sortOrder: index,
      })
      .onConflictDoNothing();
    await tx
      .insert(restaurantsI18n)
      .values(
        perLocale((locale) => ({
          restaurantId,
          languageCode: locale,
          name: restaurant.name[locale],
          description: restaurant.description[locale],
        })),
      )
      .onConflictDoNothing();
    for (const [categoryIndex, category] of restaurant.categories.entries()) {
      const categoryId = stableId("restaurant-menu-category", `${restaurant.key}/${category.key}`);
      await tx
        .insert(restaurantMenuCategories)
        .values({ id: categoryId, restaurantId, name: category.name[defaultLocale], sortOrder: categoryIndex })
        .onConflictDoNothing();
      await tx
        .insert(restaurantMenuCategoriesI18n)
        .values(perLocale((locale) => ({ categoryId, languageCode: locale, name: category.name[locale] })))
        .onConflictDoNothing();
      for (const [itemIndex, item] of category.items.entries()) {
        const productId = stableId("product", `restaurant/${restaurant.key}/${item.key}`);
        const slug = `${restaurant.slug}-${item.key}`;
        await tx
          .insert(products)
          .values({
            id: productId,
            factoryId,
            restaurantId,
            slug,
            name: item.name[defaultLocale],
            description: item.description[defaultLocale],
            imageUrl: item.imageUrl ?? null,
            shopPriceOre: item.priceOre,
            vatRatePercent: item.vatRatePercent,
            attributesSchema: item.schema ?? null,
            sortOrder: itemIndex,
          })
          .onConflictDoNothing();
        await tx
          .insert(productsI18n)
          .values(
            perLocale((locale) => ({
              productId,
              languageCode: locale,
              slug,
              name: item.name[locale],
              description: item.description[locale],
            })),
          )
          .onConflictDoNothing();
        await tx
          .insert(restaurantMenuItems)
          .values({
            productId,
            restaurantId,
            categoryId,
            allergens: item.allergens,
            dietaryTags: item.dietaryTags,
            allowsHalfAndHalf: item.halfAndHalf ?? false,
            sortOrder: itemIndex,
          })
          .onConflictDoNothing();
      }
    }
  }
}
