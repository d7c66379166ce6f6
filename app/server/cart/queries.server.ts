import { eq } from "drizzle-orm";
import type { AttributesSchema } from "~/lib/attributes";
import type { CartLineView, CartView } from "~/lib/cart";
import type { Database } from "../db/client.server";
import { carts, restaurants } from "../db/schema";
import { cartLinesWithProducts } from "./lines.server";
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
  const rows = await cartLinesWithProducts(db, cart.id, language);
  const items: CartLineView[] = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    name: row.name,
    href: row.isActive && row.slug ? language.localize(`/products/${encodeURIComponent(row.slug)}`) : null,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    unitPriceOre: row.storedUnitPriceOre,
    lineTotalOre: row.storedUnitPriceOre * row.quantity,
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
