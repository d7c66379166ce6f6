import { z } from "zod";
import type { AttributesSchema } from "../attributes";
import { isValidEan13 } from "../barcode";
import { parseAmountToOre } from "../money";
import { type ProductProperty, productProperties } from "../shop/properties";

/** The spec's limit on products per factory. */
export const MAX_PRODUCTS_PER_FACTORY = 1000;
export const VAT_RATES = [0, 12, 15, 25] as const;

/** The attributes JSON the product form shows as its example. */
export const ATTRIBUTES_EXAMPLE = JSON.stringify({
  attributes: [
    {
      key: "size",
      type: "select",
      label: { nb: "Størrelse", en: "Size" },
      options: [
        { value: "small", label: { nb: "Liten", en: "Small" } },
        { value: "large", label: { nb: "Stor", en: "Large" } },
      ],
    },
  ],
});

/** A URL slug: lower-case letters (any script) and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}\p{M}]+(?:-[\p{Ll}\p{Lo}\p{Nd}\p{M}]+)*$/u;

/** A message key of the back office with the field it belongs to. */
export interface FieldProblem {
  field: string;
  message: ProductFormMessage;
}

export type ProductFormMessage =
  | "admin.product.error.nameRequired"
  | "admin.product.error.nameTooLong"
  | "admin.product.error.slugRequired"
  | "admin.product.error.slugInvalid"
  | "admin.product.error.textTooLong"
  | "admin.product.error.price"
  | "admin.product.error.vat"
  | "admin.product.error.barcode"
  | "admin.product.error.sku"
  | "admin.product.error.attributes"
  | "admin.product.error.defaultLanguageRequired"
  | "admin.product.error.category"
  | "admin.product.error.stock"
  | "admin.product.error.lowStockThreshold"
  | "admin.product.error.property";

export interface ProductTranslationInput {
  languageCode: string;
  name: string;
  slug: string;
  description: string | null;
  packageSize: string | null;
}

export interface ProductInput {
  translations: ProductTranslationInput[];
  shopPriceOre: number | null;
  vatRatePercent: (typeof VAT_RATES)[number];
  priceRange: string | null;
  barcode: string | null;
  sku: string | null;
  attributesSchema: AttributesSchema | null;
  categoryIds: string[];
  isActive: boolean;
  isFeatured: boolean;
  /** Units in stock, null: not tracked; undefined: leave as it is (the field was absent or not changed). */
  stockQuantity?: number | null;
  /** Undefined: leave as it is (a new product gets the default). */
  lowStockThreshold?: number;
  /** The webshop's filter properties (each once, in the order given); undefined: leave as they are (a new product has none). */
  properties?: ProductProperty[];
}

/** The low-stock threshold of a product that names none. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

const localizedLabels = z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/), z.string().trim().min(1).max(200));

/** The attributes a buyer chooses (size, slicing …), as JSON: the shape the product page reads. */
export const attributesSchemaSchema = z
  .object({
    attributes: z
      .array(
        z.strictObject({
          key: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/),
          label: localizedLabels,
          // "multi": a menu item's extras (any number of them); options of menu items add a price in øre.
          type: z.enum(["select", "multi"]),
          options: z
            .array(
              z.strictObject({
                value: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/),
                label: localizedLabels,
                priceOre: z.number().int().min(0).max(100_000_000).optional(),
              }),
            )
            .min(1)
            .max(50)
            .refine((options) => new Set(options.map((option) => option.value)).size === options.length),
        }),
      )
      .max(20)
      .refine((attributes) => new Set(attributes.map((attribute) => attribute.key)).size === attributes.length),
  })
  .strict();

/** The `properties` values of a form: each one of the fixed vocabulary, none twice. */
export const propertiesSchema = z.array(z.enum(productProperties)).transform((chosen) => [...new Set(chosen)]);

const optionalText = (value: FormDataEntryValue | null, max: number): { value: string | null; tooLong: boolean } => {
  const text = typeof value === "string" ? value.trim() : "";
  return { value: text === "" ? null : text, tooLong: text.length > max };
};

/** Turns a product name into a slug proposal ("Brunost 500 g" → "brunost-500-g"). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFC")
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}\p{M}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

/**
 * Reads the product form (fields `name.<code>`, `slug.<code>`, `description.<code>`,
 * `packageSize.<code>` per language, then price, VAT, barcode …). The default language's name is
 * required; another language is saved when it has a name. Returns every problem, by field.
 */
export function parseProductForm(
  form: FormData,
  options: { languageCodes: string[]; defaultCode: string; categoryIds: string[] },
): { ok: true; value: ProductInput } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const translations: ProductTranslationInput[] = [];
  for (const code of options.languageCodes) {
    const name = optionalText(form.get(`name.${code}`), 200);
    const slugText = optionalText(form.get(`slug.${code}`), 120);
    const description = optionalText(form.get(`description.${code}`), 20_000);
    const packageSize = optionalText(form.get(`packageSize.${code}`), 100);
    if (name.value === null) {
      if (code === options.defaultCode) problems.push({ field: `name.${code}`, message: "admin.product.error.nameRequired" });
      continue;
    }
    if (name.tooLong) problems.push({ field: `name.${code}`, message: "admin.product.error.nameTooLong" });
    const slug = slugText.value ?? slugify(name.value);
    if (slug === "") problems.push({ field: `slug.${code}`, message: "admin.product.error.slugRequired" });
    else if (slugText.tooLong || !SLUG_PATTERN.test(slug))
      problems.push({ field: `slug.${code}`, message: "admin.product.error.slugInvalid" });
    if (description.tooLong) problems.push({ field: `description.${code}`, message: "admin.product.error.textTooLong" });
    if (packageSize.tooLong) problems.push({ field: `packageSize.${code}`, message: "admin.product.error.textTooLong" });
    translations.push({ languageCode: code, name: name.value, slug, description: description.value, packageSize: packageSize.value });
  }

  const priceText = optionalText(form.get("price"), 40).value;
  const shopPriceOre = priceText === null ? null : (parseAmountToOre(priceText) ?? Number.NaN);
  if (Number.isNaN(shopPriceOre)) problems.push({ field: "price", message: "admin.product.error.price" });

  const vat = Number(form.get("vatRatePercent"));
  const vatRatePercent = (VAT_RATES as readonly number[]).includes(vat) ? (vat as ProductInput["vatRatePercent"]) : 15;
  if (!(VAT_RATES as readonly number[]).includes(vat)) problems.push({ field: "vatRatePercent", message: "admin.product.error.vat" });

  const priceRange = optionalText(form.get("priceRange"), 100);
  if (priceRange.tooLong) problems.push({ field: "priceRange", message: "admin.product.error.textTooLong" });

  const barcode = optionalText(form.get("barcode"), 13).value?.replace(/\s+/g, "") ?? null;
  if (barcode !== null && !isValidEan13(barcode)) problems.push({ field: "barcode", message: "admin.product.error.barcode" });

  const sku = optionalText(form.get("sku"), 64);
  if (sku.tooLong || (sku.value !== null && !/^[A-Za-z0-9._-]+$/.test(sku.value)))
    problems.push({ field: "sku", message: "admin.product.error.sku" });

  let attributesSchema: AttributesSchema | null = null;
  const attributesText = optionalText(form.get("attributesSchema"), 50_000);
  if (attributesText.value !== null) {
    try {
      const parsed = attributesSchemaSchema.safeParse(JSON.parse(attributesText.value));
      if (parsed.success) attributesSchema = parsed.data.attributes.length > 0 ? (parsed.data as AttributesSchema) : null;
      else problems.push({ field: "attributesSchema", message: "admin.product.error.attributes" });
    } catch {
      problems.push({ field: "attributesSchema", message: "admin.product.error.attributes" });
    }
  }

  // Stock: absent field, or the value the form was loaded with, leaves the count alone (orders
  // placed while the form was open took units the form does not know of).
  let stockQuantity: number | null | undefined;
  if (form.has("stockQuantity")) {
    const stockText = optionalText(form.get("stockQuantity"), 12).value;
    if (stockText !== null && !/^\d{1,9}$/.test(stockText)) problems.push({ field: "stockQuantity", message: "admin.product.error.stock" });
    else stockQuantity = stockText === null ? null : Number(stockText);
    const loaded = form.get("stockQuantityLoaded");
    if (typeof loaded === "string" && loaded.trim() === (stockText ?? "")) stockQuantity = undefined;
  }
  let lowStockThreshold: number | undefined;
  if (form.has("lowStockThreshold")) {
    const thresholdText = optionalText(form.get("lowStockThreshold"), 12).value;
    if (thresholdText !== null && !/^\d{1,9}$/.test(thresholdText))
      problems.push({ field: "lowStockThreshold", message: "admin.product.error.lowStockThreshold" });
    else lowStockThreshold = thresholdText === null ? DEFAULT_LOW_STOCK_THRESHOLD : Number(thresholdText);
  }

  // The form sends an empty `properties` value with its checkboxes, so that none ticked is a choice too (absent: leave them).
  let properties: ProductProperty[] | undefined;
  if (form.has("properties")) {
    const chosen = propertiesSchema.safeParse(form.getAll("properties").filter((value) => value !== ""));
    if (chosen.success) properties = chosen.data;
    else problems.push({ field: "properties", message: "admin.product.error.property" });
  }

  const categoryIds = [...new Set(form.getAll("categoryIds").filter((value): value is string => typeof value === "string"))];
  if (categoryIds.some((id) => !options.categoryIds.includes(id)))
    problems.push({ field: "categoryIds", message: "admin.product.error.category" });

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      translations,
      shopPriceOre,
      vatRatePercent,
      priceRange: priceRange.value,
      barcode,
      sku: sku.value,
      attributesSchema,
      categoryIds,
      isActive: form.get("isActive") === "on",
      isFeatured: form.get("isFeatured") === "on",
      ...(stockQuantity === undefined ? {} : { stockQuantity }),
      ...(lowStockThreshold === undefined ? {} : { lowStockThreshold }),
      ...(properties === undefined ? {} : { properties }),
    },
  };
}
