import type { AttributesSchema } from "./attributes";

/** The 14 allergens EU law requires menus to declare (Regulation (EU) No 1169/2011, annex II). */
export const allergens = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof allergens)[number];

export const dietaryTags = ["vegetarian", "vegan", "spicy", "gluten_free", "lactose_free"] as const;
export type DietaryTag = (typeof dietaryTags)[number];

/** What pricing needs of a menu item: its product id, base price, options and whether it may be a half. */
export interface PricedMenuItem {
  id: string;
  priceOre: number;
  schema: AttributesSchema | null;
  allowsHalfAndHalf: boolean;
}

/** How a restaurant line's price was made: stored on the cart line as `pricing_breakdown`. */
export interface PricingBreakdown {
  /** The item's price with its size (for half-and-half: the dearer half's). */
  base_price: number;
  /** Half-and-half: each half's price with the chosen size. */
  halves?: { product_id: string; price: number }[];
  extras_price: number;
  total_price: number;
}

export type MenuSelection =
  | { ok: true; productId: string; attributes: Record<string, unknown>; breakdown: PricingBreakdown }
  | { ok: false; error: "chooseOptions" | "halfNotAllowed" };

const sortedUnique = (values: string[]) => [...new Set(values)].sort();

/**
 * Prices a menu item with the buyer's choices, on the server, from the items' own data. Every
 * "select" attribute (size) needs one of its options; "multi" attributes (extras) take any of
 * theirs. Half-and-half: two different items that both allow it, the same size on both; the price
 * is the dearer half's (each half priced with that size), plus the extras. The line's product is
 * the first half by id, so A+B and B+A are one line. Answers the canonical selected attributes
 * (`is_half_and_half`, `halves`, `pricing_breakdown` with `total_price`) the cart line keeps.
 */
export function priceMenuSelection(
  item: PricedMenuItem,
  chosen: Record<string, unknown>,
  secondHalf: PricedMenuItem | null = null,
): MenuSelection {
  const definitions = [...(item.schema?.attributes ?? [])].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const attributes: Record<string, unknown> = {};
  let selectPrice = 0;
  let extrasPrice = 0;
  for (const definition of definitions) {
    const value = chosen[definition.key];
    if (definition.type === "multi") {
      const values = value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value];
      if (!values.every((entry): entry is string => typeof entry === "string")) return { ok: false, error: "chooseOptions" };
      const picked = sortedUnique(values);
      for (const entry of picked) {
        const option = definition.options.find((candidate) => candidate.value === entry);
        if (!option) return { ok: false, error: "chooseOptions" };
        extrasPrice += option.priceOre ?? 0;
      }
      if (picked.length > 0) attributes[definition.key] = picked;
      continue;
    }
    const option = typeof value === "string" ? definition.options.find((candidate) => candidate.value === value) : undefined;
    if (!option) return { ok: false, error: "chooseOptions" };
    attributes[definition.key] = option.value;
    selectPrice += option.priceOre ?? 0;
  }
  const ownPrice = item.priceOre + selectPrice;
  if (!secondHalf) {
    return {
      ok: true,
      productId: item.id,
      attributes: {
        ...attributes,
        pricing_breakdown: { base_price: ownPrice, extras_price: extrasPrice, total_price: ownPrice + extrasPrice },
      },
      breakdown: { base_price: ownPrice, extras_price: extrasPrice, total_price: ownPrice + extrasPrice },
    };
  }
  if (!item.allowsHalfAndHalf || !secondHalf.allowsHalfAndHalf || secondHalf.id === item.id) return { ok: false, error: "halfNotAllowed" };
  // The other half in the same size: its own price for that size.
  let otherPrice = secondHalf.priceOre;
  for (const definition of definitions.filter((candidate) => candidate.type !== "multi")) {
    const same = secondHalf.schema?.attributes.find((candidate) => candidate.key === definition.key && candidate.type !== "multi");
    const option = same?.options.find((candidate) => candidate.value === attributes[definition.key]);
    if (!option) return { ok: false, error: "halfNotAllowed" };
    otherPrice += option.priceOre ?? 0;
  }
  if ((secondHalf.schema?.attributes ?? []).some((candidate) => candidate.type !== "multi" && !(candidate.key in attributes)))
    return { ok: false, error: "halfNotAllowed" };
  const halves = [
    { product_id: item.id, price: ownPrice },
    { product_id: secondHalf.id, price: otherPrice },
  ].sort((a, b) => (a.product_id < b.product_id ? -1 : 1));
  const base = Math.max(ownPrice, otherPrice);
  const breakdown: PricingBreakdown = { base_price: base, halves, extras_price: extrasPrice, total_price: base + extrasPrice };
  return {
    ok: true,
    productId: halves[0]!.product_id,
    attributes: { ...attributes, is_half_and_half: true, halves: halves.map((half) => half.product_id), pricing_breakdown: breakdown },
    breakdown,
  };
}
