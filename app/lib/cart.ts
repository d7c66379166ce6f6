import type { AttributesSchema } from "./attributes";

/** The most of one line a cart may hold; a larger order is a quote request. */
export const MAX_LINE_QUANTITY = 999;

/** The outcomes of a cart call the visitor is told about (keys of the UI strings, English texts from the spec). */
export const cartToasts = [
  "cart.toast.added",
  "cart.toast.removed",
  "cart.toast.cleared",
  "cart.toast.merged",
  "cart.toast.mixedRestaurants",
  "cart.toast.productNotFound",
  "cart.toast.createFailed",
  "cart.toast.addFailed",
  "cart.toast.updateFailed",
  "cart.toast.removeFailed",
  "cart.toast.clearFailed",
  "cart.toast.tooMany",
  "cart.toast.chooseOptions",
  "cart.toast.halfNotAllowed",
] as const;
export type CartToast = (typeof cartToasts)[number];

const successes: ReadonlySet<string> = new Set<CartToast>(["cart.toast.added", "cart.toast.removed", "cart.toast.cleared", "cart.toast.merged"]);

/** The refusals among them, shown as error toasts. */
export const cartFailures: ReadonlySet<string> = new Set(cartToasts.filter((key) => !successes.has(key)));

/**
 * The buyer's choices as the line key stores them: only the schema's attributes, each with one of
 * its option values, keys sorted. Two requests that choose the same options in another order, or
 * with extra fields, give the same object. Null when a choice is missing or not an option.
 */
export function canonicalAttributes(schema: AttributesSchema | null, chosen: Record<string, unknown>): Record<string, string> | null {
  const result: Record<string, string> = {};
  const definitions = [...(schema?.attributes ?? [])].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const definition of definitions) {
    const value = chosen[definition.key];
    if (typeof value !== "string" || !definition.options.some((option) => option.value === value)) return null;
    result[definition.key] = value;
  }
  return result;
}

/** A cart line as pages show it. */
export interface CartLineView {
  id: string;
  productId: string;
  name: string;
  href: string | null;
  imageUrl: string | null;
  quantity: number;
  unitPriceOre: number;
  lineTotalOre: number;
  vatRatePercent: number;
  /** The chosen options as "label: option" texts in the page's language. */
  options: string[];
}

/** The spec's derived cart view. */
export interface CartView {
  id: string;
  items: CartLineView[];
  totalItems: number;
  subtotalOre: number;
  restaurantId: string | null;
  restaurant: { id: string; name: string } | null;
}
