import type { MessageKey } from "~/lib/i18n/messages";

/**
 * What a shop product may claim about itself, for the webshop's filters: a fixed vocabulary, so
 * that a filter means the same on every product and its label is translated once. Claims the
 * manufacturer makes ("free from" one of the common allergens, organic), never inferred.
 */
export const productProperties = ["organic", "lactose_free", "gluten_free", "vegan", "nut_free", "no_added_sugar"] as const;
export type ProductProperty = (typeof productProperties)[number];

export function isProductProperty(value: string): value is ProductProperty {
  return (productProperties as readonly string[]).includes(value);
}

/** Each property's label (a UI string, translated in every language): the shop's filters and the back office's product form. */
export const propertyLabels: Record<ProductProperty, MessageKey> = {
  organic: "shop.property.organic",
  lactose_free: "shop.property.lactoseFree",
  gluten_free: "shop.property.glutenFree",
  vegan: "shop.property.vegan",
  nut_free: "shop.property.nutFree",
  no_added_sugar: "shop.property.noAddedSugar",
};
