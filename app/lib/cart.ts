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

const successes: ReadonlySet<string> = new Set<CartToast>([
  "cart.toast.added",
  "cart.toast.removed",
  "cart.toast.cleared",
  "cart.toast.merged",
]);

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

/** Names that would reach an object's prototype if used as a key: never an option's name. */
const forbiddenOptionKeys: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The buyer's option choices from a posted form's `option.<key>` fields; a repeated option (a
 * menu item's extra toppings, one checkbox each) becomes a list. The map has no prototype, and a
 * key that names one (`__proto__`, `constructor`, `prototype`), an empty key or a value that is not
 * text (a file) makes the whole choice unreadable: null.
 */
export function optionsFromForm(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> | null {
  const options: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of entries) {
    if (!name.startsWith("option.")) continue;
    const key = name.slice("option.".length);
    if (key === "" || forbiddenOptionKeys.has(key) || typeof value !== "string") return null;
    const before = Object.hasOwn(options, key) ? options[key] : undefined;
    options[key] = before === undefined ? value : Array.isArray(before) ? [...(before as unknown[]), value] : [before, value];
  }
  return options;
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
  /** The cart's currency (a cart is priced in one). */
  currency: string;
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
  currency: string;
  restaurantId: string | null;
  restaurant: { id: string; name: string } | null;
}
