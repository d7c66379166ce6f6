import { asc, eq, sql } from "drizzle-orm";
import {
  current,
  currentTranslation,
  fallback,
  fallbackTranslation,
  localizedName,
  localizedSlug,
  preferredImageUrl,
} from "../catalog/queries.server";
import type { Database } from "../db/client.server";
import { cartItems, products } from "../db/schema";

/**
 * A cart's lines joined to their products, with the product's name and slug in the visitor's
 * language (else the default language's, else the product row's), oldest line first: the one join
 * the cart view (`loadCart`) and checkout (`checkoutLines`) build on. `storedUnitPriceOre` is the
 * price kept on the line when it was added; `shopPriceOre` is the product's price now.
 */
export function cartLinesWithProducts(db: Database, cartId: string, language: { languageCode: string; defaultLanguageCode: string }) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      storedUnitPriceOre: cartItems.unitPriceOre,
      selectedAttributes: cartItems.selectedAttributes,
      name: localizedName,
      slug: localizedSlug,
      imageUrl: preferredImageUrl,
      sku: sql<string | null>`coalesce(${products.sku}, ${products.barcode})`,
      shopPriceOre: products.shopPriceOre,
      vatRatePercent: products.vatRatePercent,
      attributesSchema: products.attributesSchema,
      isActive: products.isActive,
      factoryId: products.factoryId,
      restaurantId: products.restaurantId,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(current, currentTranslation(language.languageCode))
    .leftJoin(fallback, fallbackTranslation(language.defaultLanguageCode))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}
