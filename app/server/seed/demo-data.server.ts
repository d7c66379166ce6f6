import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "../project-root.server";
import {
  type DemoCategory,
  demoCategorySchema,
  demoLocales,
  type DemoPageText,
  demoPageTextSchema,
  type DemoProduct,
  demoProductSchema,
  type DemoRestaurant,
  demoRestaurantSchema,
  type DemoSeller,
  demoSellerSchema,
  type DemoShop,
  demoShopSchema,
  type DemoSite,
  demoSiteSchema,
  demoUiStringsSchema,
  type Localized,
} from "./demo-schemas";

/**
 * The demo site ("Fjellgården Mat AS", a family-owned food producer in Gudbrandsdalen, Norway) as
 * data: JSON files in the project's `seed/` folder, one per entity, read from disk when the seed
 * runs, so the server bundle does not carry them. Each file is checked against its schema in
 * demo-schemas.ts, and the files' cross-references (a product's category, the menu's titles, the
 * shop's product keys) are checked together.
 */
export interface DemoData {
  site: DemoSite;
  categories: DemoCategory[];
  products: DemoProduct[];
  /** Page texts by page slug. */
  pages: Record<string, DemoPageText[]>;
  restaurants: DemoRestaurant[];
  sellers: DemoSeller[];
  shop: DemoShop;
  /** Translation rows by key: the site's, the restaurants', the shop's and the PDF catalogue's. */
  uiStrings: {
    site: Record<string, Localized>;
    restaurants: Record<string, Localized>;
    shop: Record<string, Localized>;
    catalogPdf: Record<string, Localized>;
  };
}

/** The folder holding the demo data files. */
export function demoDataDirectory(): string {
  return path.join(projectRoot(), "seed");
}

function readDataFile<Schema extends z.ZodType>(directory: string, file: string, schema: Schema): z.infer<Schema> {
  const fullPath = path.join(directory, file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(fullPath, "utf8"));
  } catch (error) {
    throw new Error(`Demo data ${fullPath} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`Demo data ${fullPath} does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

function checkReferences(data: DemoData, directory: string): void {
  const problems: string[] = [];
  const unique = (what: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (seen.has(k)) problems.push(`${what} "${k}" appears twice`);
      seen.add(k);
    }
  };
  unique(
    "category",
    data.categories.map((category) => category.key),
  );
  unique(
    "product",
    data.products.map((product) => product.key),
  );
  unique(
    "restaurant",
    data.restaurants.map((restaurant) => restaurant.key),
  );
  unique(
    "seller",
    data.sellers.map((seller) => seller.key),
  );

  const categories = new Set(data.categories.map((category) => category.key));
  for (const product of data.products)
    if (!categories.has(product.category)) problems.push(`products.json: ${product.key} is in an unknown category ${product.category}`);
  const products = new Set(data.products.map((product) => product.key));
  for (const [field, values] of Object.entries(data.shop))
    for (const productKey of Object.keys(values))
      if (!products.has(productKey)) problems.push(`shop.json ${field}: unknown product ${productKey}`);

  const codes = data.site.languages.map((language) => language.code);
  if ([...codes].sort().join() !== [...demoLocales].sort().join()) problems.push(`site.json languages must be ${demoLocales.join(", ")}`);
  if (data.site.languages.filter((language) => language.isDefault).length !== 1)
    problems.push("site.json: exactly one language is the default");

  const { site, restaurants, shop } = data.uiStrings;
  for (const item of data.site.menu) {
    if (!(site[item.titleKey] ?? restaurants[item.titleKey] ?? shop[item.titleKey]))
      problems.push(`site.json menu ${item.key}: no UI string ${item.titleKey}`);
    for (const child of item.children ?? [])
      if (!data.site.footerLinkTitles[child.key]) problems.push(`site.json menu ${item.key}/${child.key}: no footer link title`);
  }
  for (const [section, { links }] of Object.entries(data.site.footerSections))
    for (const link of links)
      if (!data.site.footerLinkTitles[link.key]) problems.push(`site.json footer ${section}/${link.key}: no footer link title`);

  if (problems.length > 0) throw new Error(`Demo data in ${directory} is inconsistent:\n${problems.join("\n")}`);
}

let cached: DemoData | undefined;

/** Reads and checks the demo data files (once per process). Throws naming the file and value at fault. */
export function loadDemoData(): DemoData {
  cached ??= readDemoData(demoDataDirectory());
  return cached;
}

/** Reads and checks the demo data files in `directory` (uncached). */
export function readDemoData(directory: string): DemoData {
  const read = <Schema extends z.ZodType>(file: string, schema: Schema) => readDataFile(directory, file, schema);
  const data: DemoData = {
    site: read("site.json", demoSiteSchema),
    categories: read("categories.json", z.array(demoCategorySchema)),
    products: read("products.json", z.array(demoProductSchema)),
    pages: read("pages.json", z.record(z.string().min(1), z.array(demoPageTextSchema))),
    restaurants: read("restaurants.json", z.array(demoRestaurantSchema)),
    sellers: read("sellers.json", z.array(demoSellerSchema)),
    shop: read("shop.json", demoShopSchema),
    uiStrings: {
      site: read("ui-strings/site.json", demoUiStringsSchema),
      restaurants: read("ui-strings/restaurants.json", demoUiStringsSchema),
      shop: read("ui-strings/shop.json", demoUiStringsSchema),
      catalogPdf: read("ui-strings/catalog-pdf.json", demoUiStringsSchema),
    },
  };
  checkReferences(data, directory);
  return data;
}
