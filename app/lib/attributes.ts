/** A choice a buyer makes for a product (size, slicing, fat content …), with per-language labels. */
export interface AttributeOption {
  value: string;
  label: Record<string, string>;
  /** Added to the item's price when chosen (menu items' sizes and extras), in øre. */
  priceOre?: number;
}

export interface AttributeDefinition {
  key: string;
  label: Record<string, string>;
  /** "select": exactly one option; "multi": any number of them (a menu item's extra toppings). */
  type: "select" | "multi";
  options: AttributeOption[];
}

export interface AttributesSchema {
  attributes: AttributeDefinition[];
}
