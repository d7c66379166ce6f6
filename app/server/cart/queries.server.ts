import { and, asc, eq, sql } from "drizzle-orm";
import type { AttributesSchema } from "~/lib/attributes";
import type { CartLineView, CartView } from "~/lib/cart";
import { current, fallback, preferredImageUrl } from "../catalog/queries.server";
import type { Database } from "../db/client.server";
import { cartItems, carts, products, restaurants } from "../db/schema";
import { type CartOwner, ownerCondition } from "./owner.server";

export interface CartLanguage {
  languageCode: string;
  defaultLanguageCode: string;
  localize(path: string): string;
}

function optionTexts(schema: AttributesSchema | null, selected: Record<string, unknown>, language: CartLanguage): string[] {
  const label = (labels: Record<string, string>) => labels[language.languageCode] ?? labels[language.defaultLanguageCode] ?? Object.values(labels)[0] ?? "";
  return (schema?.attributes ?? []).flatMap((attribute) => {
    const option = attribute.options.find((candidate) => candidate.value === selected[attribute.key]);
    return option ? [`${label(attribute.label) || attribute.key}: ${label(option.label) || option.value}`] : [];
  });
}

/**
 * The owner's cart in the visitor's language (the spec's derived view: items, total_items,
 * subtotal, restaurant), or null when they have none. Lines show the product's current name and
 * picture and the unit price stored when it was added.
 */
export async function loadCart(db: Database, owner: CartOwner, language: CartLanguage): Promise<CartView | null> {
  const [cart] = await db
    .select({ id: carts.id, restaurantId: carts.restaurantId, restaurantName: restaurants.name })
    .from(carts)
    .leftJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(ownerCondition(owner));
  if (!cart) return null;
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      unitPriceOre: cartItems.unitPriceOre,
      selectedAttributes: cartItems.selectedAttributes,
      snapshotTitle: cartItems.snapshotTitle,
      name: sql<string | null>`coalesce(${current.name}, ${fallback.name}, ${products.name})`,
      slug: sql<string | null>`coalesce(${current.slug}, ${fallback.slug}, ${products.slug})`,
      imageUrl: preferredImageUrl,
      vatRatePercent: products.vatRatePercent,
      attributesSchema: products.attributesSchema,
      isActive: products.isActive,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(current, and(eq(current.productId, products.id), eq(current.languageCode, language.languageCode)))
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.languageCode, language.defaultLanguageCode)))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items: CartLineView[] = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    name: row.name ?? row.snapshotTitle,
    href: row.isActive && row.slug ? language.localize(`/products/${encodeURIComponent(row.slug)}`) : null,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    unitPriceOre: row.unitPriceOre,
    lineTotalOre: row.unitPriceOre * row.quantity,
    vatRatePercent: row.vatRatePercent,
    options: optionTexts(row.attributesSchema ?? null, row.selectedAttributes, language),
  }));
  return {
    id: cart.id,
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalOre: items.reduce((sum, item) => sum + item.lineTotalOre, 0),
    restaurantId: cart.restaurantId,
    restaurant: cart.restaurantId && cart.restaurantName ? { id: cart.restaurantId, name: cart.restaurantName } : null,
  };
}
