/** A choice a buyer makes for a product (size, slicing, fat content …), with per-language labels. */
export interface AttributeOption {
  value: string;
  label: Record<string, string>;
}

export interface AttributeDefinition {
  key: string;
  label: Record<string, string>;
  type: "select";
  options: AttributeOption[];
}

export interface AttributesSchema {
  attributes: AttributeDefinition[];
}
