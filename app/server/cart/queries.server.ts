import { eq, inArray } from "drizzle-orm";
import type { AttributesSchema } from "~/lib/attributes";
import type { CartLineView, CartView } from "~/lib/cart";
import type { Database } from "../db/client.server";
import { current, currentTranslation, fallback, fallbackTranslation, localizedName } from "../catalog/queries.server";
import { carts, products, restaurants } from "../db/schema";
import { cartLinesWithProducts } from "./lines.server";
import { type CartOwner, ownerCondition } from "./owner.server";

export interface CartLanguage {
  languageCode: string;
  defaultLanguageCode: string;
  localize(path: string): string;
}

function optionTexts(schema: AttributesSchema | null, selected: Record<string, unknown>, language: CartLanguage): string[] {
  const label = (labels: Record<string, string>) =>
    labels[language.languageCode] ?? labels[language.defaultLanguageCode] ?? Object.values(labels)[0] ?? "";
  return (schema?.attributes ?? []).flatMap((attribute) => {
    const value = selected[attribute.key];
    // A menu item's extras: several options of one attribute.
    const chosen = Array.isArray(value) ? value : [value];
    const options = attribute.options.filter((candidate) => chosen.includes(candidate.value));
    return options.length > 0
      ? [`${label(attribute.label) || attribute.key}: ${options.map((option) => label(option.label) || option.value).join(", ")}`]
      : [];
  });
}

/** The product ids of a half-and-half line's halves (the spec's `is_half_and_half`), else null. */
export function halvesOf(selected: Record<string, unknown>): string[] | null {
  const halves = selected.halves;
  return selected.is_half_and_half === true && Array.isArray(halves) && halves.every((half) => typeof half === "string")
    ? (halves as string[])
    : null;
}

/**
 * The owner's cart in the visitor's language (the spec's derived view: items, total_items,
 * subtotal, restaurant), or null when they have none. Lines show the product's current name and
 * picture and the unit price stored when it was added.
 */
export async function loadCart(db: Database, owner: CartOwner, language: CartLanguage): Promise<CartView | null> {
  const [cart] = await db
    .select({ id: carts.id, currency: carts.currency, restaurantId: carts.restaurantId, restaurantName: restaurants.name })
    .from(carts)
    .leftJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(ownerCondition(owner));
  if (!cart) return null;
  const rows = await cartLinesWithProducts(db, cart.id, language);
  // Half-and-half lines are named after both halves, in the visitor's language.
  const halfIds = [...new Set(rows.flatMap((row) => halvesOf(row.selectedAttributes) ?? []))];
  const halfNames = new Map<string, string>();
  if (halfIds.length > 0) {
    const named = await db
      .select({ id: products.id, name: localizedName })
      .from(products)
      .leftJoin(current, currentTranslation(language.languageCode))
      .leftJoin(fallback, fallbackTranslation(language.defaultLanguageCode))
      .where(inArray(products.id, halfIds));
    for (const { id, name } of named) halfNames.set(id, name);
  }
  const items: CartLineView[] = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    name:
      halvesOf(row.selectedAttributes)
        ?.map((id) => `½ ${halfNames.get(id) ?? "?"}`)
        .join(" + ") ?? row.name,
    // Menu items have no product page.
    href: row.isActive && row.slug && !row.restaurantId ? language.localize(`/products/${encodeURIComponent(row.slug)}`) : null,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    unitPriceOre: row.storedUnitPriceOre,
    lineTotalOre: row.storedUnitPriceOre * row.quantity,
    currency: cart.currency,
    vatRatePercent: row.vatRatePercent,
    options: optionTexts(row.attributesSchema ?? null, row.selectedAttributes, language),
  }));
  return {
    id: cart.id,
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalOre: items.reduce((sum, item) => sum + item.lineTotalOre, 0),
    currency: cart.currency,
    restaurantId: cart.restaurantId,
    restaurant: cart.restaurantId && cart.restaurantName ? { id: cart.restaurantId, name: cart.restaurantName } : null,
  };
}
