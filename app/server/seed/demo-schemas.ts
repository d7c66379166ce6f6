import { z } from "zod";
import { allergens, dietaryTags } from "~/lib/restaurant-menu";
import { shopTypes } from "~/lib/sellers/sellers";
import { productProperties } from "~/lib/shop/properties";
import { footerSectionKeys } from "../db/schema/content";

/**
 * The shapes of the demo site's data files (the project's `seed/` folder, read by demo-data.server.ts
 * when the seed runs). Every file is checked against its schema when it is loaded, so a typo in a
 * data file stops the seed with the file and the path of the bad value instead of seeding it.
 *
 * Prices: a product's `shopPriceOre` is the consumer price in øre, VAT included; `priceRange` is the
 * indicative wholesale price per case, VAT excluded; `vatRate` is 15 for food and drink and 25 for
 * non-food goods. All texts are given in Norwegian bokmål (nb), English (en) and Arabic (ar).
 */
export const demoLocales = ["nb", "en", "ar"] as const;
export type DemoLocale = (typeof demoLocales)[number];

const text = z.string().min(1);
const localized = z.strictObject({ nb: text, en: text, ar: text });
export type Localized = Record<DemoLocale, string>;

export const demoCategoryKeys = ["dairy", "grains", "specialty", "organic"] as const;
export type DemoCategoryKey = (typeof demoCategoryKeys)[number];

/** The product pictures scripts/artwork.ts can draw. */
export const demoIcons = [
  "milk",
  "cheese",
  "butter",
  "yoghurt",
  "cream",
  "grain",
  "bread",
  "flour",
  "oats",
  "jar",
  "honey",
  "fish",
  "meat",
  "berry",
  "egg",
  "leaf",
  "juice",
  "cookie",
] as const;
export type DemoIcon = (typeof demoIcons)[number];

const key = z.string().regex(/^[a-z0-9]+([-.][a-z0-9]+)*$/, "a lowercase ASCII key (a-z, 0-9, '-')");
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, "a colour like #1f5135");
const ore = z.number().int().nonnegative();
const sitePath = z.string().startsWith("/");

export const demoCategorySchema = z.strictObject({
  key: z.enum(demoCategoryKeys),
  slug: localized,
  name: localized,
  description: localized,
});
export type DemoCategory = z.infer<typeof demoCategorySchema>;

const productAttributeOption = z.strictObject({ value: z.string().min(1), label: localized });
export type DemoProductAttributeOption = z.infer<typeof productAttributeOption>;
const productAttribute = z.strictObject({
  key: z.string().min(1),
  label: localized,
  type: z.literal("select"),
  options: z.array(productAttributeOption).min(1),
});
export type DemoProductAttribute = z.infer<typeof productAttribute>;

export const demoProductSchema = z.strictObject({
  /** Stable unique ASCII id, kebab-case. */
  key,
  category: z.enum(demoCategoryKeys),
  /** nb & en: lowercase ASCII kebab-case; ar: Arabic words joined with '-'. */
  slug: localized,
  name: localized,
  description: localized,
  packageSize: localized,
  /** Wholesale price range per case (VAT excluded). */
  priceRange: text,
  /** Consumer shop price in øre, VAT included. */
  shopPriceOre: ore,
  vatRate: z.union([z.literal(15), z.literal(25)]),
  icon: z.enum(demoIcons),
  /** Background gradient for the generated product picture. */
  colors: z.tuple([hexColor, hexColor]),
  attributesSchema: z.strictObject({ attributes: z.array(productAttribute).min(1) }).nullable(),
  featured: z.boolean(),
  active: z.boolean(),
});
export type DemoProduct = z.infer<typeof demoProductSchema>;

export const demoPageTextSchema = z.strictObject({ key: z.string().min(1), type: z.enum(["text", "html"]), value: localized });
export type DemoPageText = z.infer<typeof demoPageTextSchema>;

/** UI strings (translation rows) by key, in every language. */
export const demoUiStringsSchema = z.record(z.string().min(1), localized);

export const demoSiteSchema = z.strictObject({
  languages: z.array(
    z.strictObject({
      code: z.enum(demoLocales),
      name: text,
      nativeName: text,
      direction: z.enum(["ltr", "rtl"]),
      isDefault: z.boolean(),
    }),
  ),
  factory: z.strictObject({
    name: text,
    siteName: text,
    address: text,
    phone: text,
    email: z.email(),
    website: z.url(),
    organizationNumber: text,
    logoUrl: sitePath,
    faviconUrl: sitePath,
  }),
  factoryText: z.strictObject({ description: localized, tagline: localized }),
  /** The default menu: `titleKey` is a UI string, a child's title is the footer link title of its key. */
  menu: z.array(
    z.strictObject({
      key,
      titleKey: z.string().min(1),
      url: sitePath,
      icon: z.string().min(1),
      children: z.array(z.strictObject({ key, url: sitePath, icon: z.string().min(1) })).optional(),
    }),
  ),
  /** The spec's footer defaults: four sections of links, keyed for translation (titles in footerLinkTitles). */
  footerSections: z.record(
    z.enum(footerSectionKeys),
    z.strictObject({ title: localized, links: z.array(z.strictObject({ key, url: sitePath })) }),
  ),
  footerLinkTitles: z.record(key, localized),
});
export type DemoSite = z.infer<typeof demoSiteSchema>;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time like 08:00");
const attributeDefinition = z.strictObject({
  key: z.string().min(1),
  label: localized,
  type: z.enum(["select", "multi"]),
  options: z.array(z.strictObject({ value: z.string().min(1), label: localized, priceOre: ore.optional() })).min(1),
});

/** A menu item: 15 % VAT (food), no allergens and no dietary tags unless the file gives them. */
const demoMenuItemSchema = z.strictObject({
  key,
  name: localized,
  description: localized,
  priceOre: ore,
  vatRatePercent: z.number().int().min(0).max(100).default(15),
  allergens: z.array(z.enum(allergens)).default([]),
  dietaryTags: z.array(z.enum(dietaryTags)).default([]),
  halfAndHalf: z.boolean().optional(),
  schema: z.strictObject({ attributes: z.array(attributeDefinition).min(1) }).optional(),
  imageUrl: sitePath.optional(),
});
export type DemoMenuItem = z.infer<typeof demoMenuItemSchema>;

export const demoRestaurantSchema = z.strictObject({
  key,
  slug: key,
  name: localized,
  description: localized,
  address: text,
  phone: text,
  /** By ISO weekday ("1" Monday … "7" Sunday); a day not named is closed. */
  openingHours: z.partialRecord(z.enum(["1", "2", "3", "4", "5", "6", "7"]), z.array(z.strictObject({ open: clock, close: clock }))),
  offersPickup: z.boolean(),
  offersDelivery: z.boolean(),
  prepMinutes: z.number().int().positive(),
  categories: z.array(z.strictObject({ key, name: localized, items: z.array(demoMenuItemSchema).min(1) })),
});
export type DemoRestaurant = z.infer<typeof demoRestaurantSchema>;

/** An approved seller with its pin (invented names and `.example` websites; org numbers pass mod 11). */
export const demoSellerSchema = z.strictObject({
  key,
  companyName: text,
  orgNumber: z.string().regex(/^\d{9}$/),
  shopType: z.enum(shopTypes),
  streetAddress: text,
  postcode: z.string().regex(/^\d{4}$/),
  city: text,
  phone: text,
  website: z.url().nullable(),
  openingHours: text.nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type DemoSeller = z.infer<typeof demoSellerSchema>;

/** The products' claims for the webshop's filters, and the tracked stock of a few (by product key). */
export const demoShopSchema = z.strictObject({
  productProperties: z.record(key, z.array(z.enum(productProperties))),
  productStock: z.record(key, z.number().int().nonnegative()),
});
export type DemoShop = z.infer<typeof demoShopSchema>;
