/**
 * The attributes editor's rows and the JSON the product form posts (`attributesSchema`, the shape
 * app/lib/attributes.ts describes). The editor only converts; the server's schema
 * (attributesSchemaSchema in product-form.ts) stays the one that decides what is valid.
 */

export type AttributeType = "select" | "multi";

export interface EditorOption {
  id: string;
  value: string;
  label: Record<string, string>;
  /** As typed: whole øre, or empty for no extra price. */
  priceOre: string;
}

export interface EditorAttribute {
  id: string;
  key: string;
  type: AttributeType;
  label: Record<string, string>;
  options: EditorOption[];
}

let counter = 0;
/** A row id for React keys and element ids (never posted). */
export const newRowId = () => `row${++counter}`;

export const emptyOption = (): EditorOption => ({ id: newRowId(), value: "", label: {}, priceOre: "" });
export const emptyAttribute = (): EditorAttribute => ({ id: newRowId(), key: "", type: "select", label: {}, options: [emptyOption()] });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const labels = (value: unknown): Record<string, string> | null => {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  return entries.every((entry): entry is [string, string] => typeof entry[1] === "string") ? Object.fromEntries(entries) : null;
};

/**
 * The rows of a schema's JSON ("" or whitespace: none), or null when the text is not a shape the
 * editor can show (broken JSON, unknown fields or types): then it is kept as written.
 */
export function editorFromJson(text: string): EditorAttribute[] | null {
  if (text.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || Object.keys(parsed).some((key) => key !== "attributes") || !Array.isArray(parsed.attributes)) return null;
  const rows: EditorAttribute[] = [];
  for (const attribute of parsed.attributes as unknown[]) {
    if (!isRecord(attribute) || Object.keys(attribute).some((key) => !["key", "type", "label", "options"].includes(key))) return null;
    const label = labels(attribute.label);
    if (
      typeof attribute.key !== "string" ||
      (attribute.type !== "select" && attribute.type !== "multi") ||
      !label ||
      !Array.isArray(attribute.options)
    )
      return null;
    const options: EditorOption[] = [];
    for (const option of attribute.options as unknown[]) {
      if (!isRecord(option) || Object.keys(option).some((key) => !["value", "label", "priceOre"].includes(key))) return null;
      const optionLabel = labels(option.label);
      if (typeof option.value !== "string" || !optionLabel) return null;
      if (option.priceOre !== undefined && typeof option.priceOre !== "number") return null;
      options.push({
        id: newRowId(),
        value: option.value,
        label: optionLabel,
        priceOre: option.priceOre === undefined ? "" : String(option.priceOre),
      });
    }
    rows.push({ id: newRowId(), key: attribute.key, type: attribute.type, label, options });
  }
  return rows;
}

const cleanLabels = (label: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(label)
      .map(([code, text]) => [code, text.trim()])
      .filter(([, text]) => text !== ""),
  );

/** The JSON the form posts for the rows: "" for none, else the schema, indented as the form shows it. */
export function editorToJson(rows: EditorAttribute[]): string {
  if (rows.length === 0) return "";
  const attributes = rows.map((row) => ({
    key: row.key.trim(),
    type: row.type,
    label: cleanLabels(row.label),
    options: row.options.map((option) => {
      const price = option.priceOre.trim();
      // A price that is not a whole number is posted as it was typed, for the server to refuse.
      const priceOre = price === "" ? undefined : /^\d+$/.test(price) ? Number(price) : price;
      return { value: option.value.trim(), label: cleanLabels(option.label), ...(priceOre === undefined ? {} : { priceOre }) };
    }),
  }));
  return JSON.stringify({ attributes }, null, 2);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
