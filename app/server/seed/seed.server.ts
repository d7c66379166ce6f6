import { count } from "drizzle-orm";
import { toEan13 } from "~/lib/barcode";
import { defaultFooterColors } from "~/lib/footer";
import type { Database } from "../db/client.server";
import {
  categories,
  categoriesI18n,
  factories,
  factorySettings,
  footerLinks,
  footerLinksI18n,
  languages,
  menuItems,
  menuItemsI18n,
  pageContent,
  pageContentI18n,
  productCategories,
  productImages,
  products,
  productsI18n,
  restaurantMenuCategories,
  restaurantMenuCategoriesI18n,
  restaurantMenuItems,
  restaurants,
  restaurantsI18n,
  sellerApplications,
  translations,
} from "../db/schema";
import {
  demoCategories,
  demoFactoryText,
  demoFooterLinkTitles,
  demoPages,
  demoProducts,
  demoUiStrings,
  type DemoLocale,
  type Localized,
} from "./demo-content";
import { catalogPdfUiStrings } from "./demo-catalog-pdf";
import { demoRestaurants, restaurantUiStrings } from "./demo-restaurants";
import { demoSellers } from "./demo-sellers";
import { demoProductProperties, demoProductStock, shopUiStrings } from "./demo-shop";
import { demoFactory, demoFooterSections, demoLanguages, demoMenu } from "./demo-site";
import { stableId } from "./stable-id";

const locales = demoLanguages.map((language) => language.code);
const defaultLocale: DemoLocale = "nb";
// A language is not a country: Arabic gets no flag, its native name stands alone.
const flaggedLanguages = new Set(["nb", "en"]);

/** One row per language for a localized value. */
function perLocale<T>(build: (locale: DemoLocale) => T): T[] {
  return locales.map(build);
}

/** Whether the database already holds a site (then the seed leaves it alone). */
export async function hasFactory(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(factories);
  return (row?.total ?? 0) > 0;
}

/**
 * Writes the demo site: languages, the factory and its settings, categories, products with
 * images and translations, menu, footer, page texts and UI strings. Every id is derived from a
 * name and every insert skips existing rows, so running it again changes nothing.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(
        demoLanguages.map((language, index) => ({
          ...language,
          isActive: true,
          sortOrder: index,
          flagIconUrl: flaggedLanguages.has(language.code) ? `/demo/flags/${language.code}.svg` : null,
        })),
      )
      .onConflictDoNothing();

    const factoryId = stableId("factory", "demo");
    await tx
      .insert(factories)
      .values({
        id: factoryId,
        name: demoFactory.name,
        logoUrl: demoFactory.logoUrl,
        description: demoFactoryText.description[defaultLocale],
        address: demoFactory.address,
        phone: demoFactory.phone,
        email: demoFactory.email,
        website: demoFactory.website,
        organizationNumber: demoFactory.organizationNumber,
      })
      .onConflictDoNothing();
    await tx
      .insert(factorySettings)
      .values({
        factoryId,
        companyName: demoFactory.name,
        logoUrl: demoFactory.logoUrl,
        faviconUrl: demoFactory.faviconUrl,
        headerMenuStyle: "horizontal",
        contactPhone: demoFactory.phone,
        contactEmail: demoFactory.email,
        description: demoFactoryText.description[defaultLocale],
      })
      .onConflictDoNothing();

    await seedCatalog(tx, factoryId);
    await seedContent(tx, factoryId);

    await seedRestaurants(tx, factoryId);
    await seedSellers(tx, factoryId);
  });
}

/** The demo's approved sellers with their pins (/resellers, /sellers-map). */
async function seedSellers(tx: Database, factoryId: string): Promise<void> {
  await tx
    .insert(sellerApplications)
    .values(
      demoSellers.map(({ key, ...seller }) => ({
        id: stableId("seller", key),
        factoryId,
        idempotencyKey: stableId("seller-form", key),
        status: "approved",
        languageCode: defaultLocale,
        companyName: seller.companyName,
        orgNumber: seller.orgNumber,
        contactName: seller.companyName,
        email: `post@${key}.example`,
        phone: seller.phone,
        streetAddress: seller.streetAddress,
        postcode: seller.postcode,
        city: seller.city,
        shopType: seller.shopType,
        website: seller.website,
        openingHours: seller.openingHours,
        latitude: seller.latitude,
        longitude: seller.longitude,
        decidedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

/** The two demo restaurants with their opening hours and menus (dishes are products of the restaurant). */
async function seedRestaurants(tx: Database, factoryId: string): Promise<void> {
  for (const [index, restaurant] of demoRestaurants.entries()) {
    const restaurantId = stableId("restaurant", restaurant.key);
    await tx
      .insert(restaurants)
      .values({
        id: restaurantId,
        factoryId,
        name: restaurant.name[defaultLocale],
        slug: restaurant.slug,
        address: restaurant.address,
        phone: restaurant.phone,
        openingHours: restaurant.openingHours,
        offersPickup: restaurant.offersPickup,
        offersDelivery: restaurant.offersDelivery,
        prepMinutes: restaurant.prepMinutes,
        sortOrder: index,
      })
      .onConflictDoNothing();
    await tx
      .insert(restaurantsI18n)
      .values(
        perLocale((locale) => ({
          restaurantId,
          languageCode: locale,
          name: restaurant.name[locale],
          description: restaurant.description[locale],
        })),
      )
      .onConflictDoNothing();
    for (const [categoryIndex, category] of restaurant.categories.entries()) {
      const categoryId = stableId("restaurant-menu-category", `${restaurant.key}/${category.key}`);
      await tx
        .insert(restaurantMenuCategories)
        .values({ id: categoryId, restaurantId, name: category.name[defaultLocale], sortOrder: categoryIndex })
        .onConflictDoNothing();
      await tx
        .insert(restaurantMenuCategoriesI18n)
        .values(perLocale((locale) => ({ categoryId, languageCode: locale, name: category.name[locale] })))
        .onConflictDoNothing();
      for (const [itemIndex, item] of category.items.entries()) {
        const productId = stableId("product", `restaurant/${restaurant.key}/${item.key}`);
        const slug = `${restaurant.slug}-${item.key}`;
        await tx
          .insert(products)
          .values({
            id: productId,
            factoryId,
            restaurantId,
            slug,
            name: item.name[defaultLocale],
            description: item.description[defaultLocale],
            imageUrl: item.imageUrl ?? null,
            shopPriceOre: item.priceOre,
            vatRatePercent: item.vatRatePercent,
            attributesSchema: item.schema ?? null,
            sortOrder: itemIndex,
          })
          .onConflictDoNothing();
        await tx
          .insert(productsI18n)
          .values(
            perLocale((locale) => ({
              productId,
              languageCode: locale,
              slug,
              name: item.name[locale],
              description: item.description[locale],
            })),
          )
          .onConflictDoNothing();
        await tx
          .insert(restaurantMenuItems)
          .values({
            productId,
            restaurantId,
            categoryId,
            allergens: item.allergens,
            dietaryTags: item.dietaryTags,
            allowsHalfAndHalf: item.halfAndHalf ?? false,
            sortOrder: itemIndex,
          })
          .onConflictDoNothing();
      }
    }
  }
}

async function seedCatalog(tx: Database, factoryId: string): Promise<void> {
  const categoryIds = new Map<string, string>();
  demoCategories.forEach((category) => categoryIds.set(category.key, stableId("category", category.key)));

  await tx
    .insert(categories)
    .values(
      demoCategories.map((category, index) => ({
        id: categoryIds.get(category.key)!,
        factoryId,
        slug: category.key,
        name: category.name[defaultLocale],
        description: category.description[defaultLocale],
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(categoriesI18n)
    .values(
      demoCategories.flatMap((category) =>
        perLocale((locale) => ({
          categoryId: categoryIds.get(category.key)!,
          languageCode: locale,
          slug: category.slug[locale],
          name: category.name[locale],
          description: category.description[locale],
        })),
      ),
    )
    .onConflictDoNothing();

  const productRows = demoProducts.map((product, index) => {
    const imageUrl = `/demo/products/${product.key}.svg`;
    return {
      id: stableId("product", product.key),
      factoryId,
      slug: product.slug[defaultLocale],
      name: product.name[defaultLocale],
      description: product.description[defaultLocale],
      imageUrl,
      packageSize: product.packageSize[defaultLocale],
      priceRange: product.priceRange,
      shopPriceOre: product.shopPriceOre,
      currency: "NOK",
      vatRatePercent: product.vatRate,
      // 704 is within Norway's GS1 prefix range; the rest is this company's number and the item.
      barcode: toEan13(`7041234${String(index + 1).padStart(5, "0")}`),
      sku: `FJM-${String(index + 1).padStart(4, "0")}`,
      attributesSchema: product.attributesSchema,
      properties: demoProductProperties[product.key] ?? [],
      stockQuantity: demoProductStock[product.key] ?? null,
      isActive: product.active,
      isFeatured: product.featured,
      sortOrder: index,
    };
  });
  await tx.insert(products).values(productRows).onConflictDoNothing();
  await tx
    .insert(productsI18n)
    .values(
      demoProducts.flatMap((product) =>
        perLocale((locale) => ({
          productId: stableId("product", product.key),
          languageCode: locale,
          slug: product.slug[locale],
          name: product.name[locale],
          description: product.description[locale],
          packageSize: product.packageSize[locale],
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(productImages)
    .values(
      demoProducts.map((product) => ({
        id: stableId("product-image", product.key),
        productId: stableId("product", product.key),
        originalUrl: `/demo/products/${product.key}.svg`,
        altText: product.name[defaultLocale],
        width: 800,
        height: 800,
        isPrimary: true,
        sortOrder: 0,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(productCategories)
    .values(
      demoProducts.map((product, index) => ({
        productId: stableId("product", product.key),
        categoryId: categoryIds.get(product.category)!,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

async function insertPageTexts(
  tx: Database,
  factoryId: string,
  pageSlug: string,
  texts: Array<{ key: string; type: "text" | "html" | "json"; value: Localized }>,
): Promise<void> {
  if (texts.length === 0) return;
  const rows = texts.map((text, index) => ({
    id: stableId("page-content", `${pageSlug}/${text.key}`),
    factoryId,
    pageSlug,
    contentKey: text.key,
    contentType: text.type,
    sortOrder: index,
  }));
  await tx.insert(pageContent).values(rows).onConflictDoNothing();
  await tx
    .insert(pageContentI18n)
    .values(
      texts.flatMap((text, index) =>
        perLocale((locale) => ({ pageContentId: rows[index]!.id, languageCode: locale, contentValue: text.value[locale] })),
      ),
    )
    .onConflictDoNothing();
}

const same = (value: string): Localized => ({ nb: value, en: value, ar: value });

async function seedContent(tx: Database, factoryId: string): Promise<void> {
  for (const [pageSlug, texts] of Object.entries(demoPages)) {
    await insertPageTexts(tx, factoryId, pageSlug, texts);
  }

  // Footer texts and colours live in page_content under the page slug "footer".
  await insertPageTexts(tx, factoryId, "footer", [
    { key: "company.name", type: "text", value: same(demoFactory.name) },
    { key: "company.description", type: "text", value: demoFactoryText.description },
    { key: "company.address", type: "text", value: same(demoFactory.address) },
    { key: "company.phone", type: "text", value: same(demoFactory.phone) },
    { key: "company.email", type: "text", value: same(demoFactory.email) },
    ...Object.entries(demoFooterSections).map(([section, { title }]) => ({ key: `${section}.title`, type: "text" as const, value: title })),
    { key: "colors", type: "json", value: same(JSON.stringify(defaultFooterColors)) },
  ]);

  await tx
    .insert(translations)
    .values(
      Object.entries({ ...demoUiStrings, ...restaurantUiStrings, ...catalogPdfUiStrings, ...shopUiStrings }).flatMap(([key, value]) =>
        perLocale((locale) => ({
          id: stableId("translation", `${locale}/${key}`),
          factoryId,
          languageCode: locale,
          translationKey: key,
          content: value[locale],
        })),
      ),
    )
    .onConflictDoNothing();

  const menuRows: Array<typeof menuItems.$inferInsert> = [];
  const menuTitles: Array<{ id: string; title: Localized }> = [];
  demoMenu.forEach((item, index) => {
    const id = stableId("menu-item", item.key);
    const title = (demoUiStrings[item.titleKey] ?? restaurantUiStrings[item.titleKey] ?? shopUiStrings[item.titleKey])!;
    menuRows.push({ id, factoryId, title: title[defaultLocale], url: item.url, icon: item.icon, sortOrder: index });
    menuTitles.push({ id, title });
    item.children?.forEach((child, childIndex) => {
      const childId = stableId("menu-item", `${item.key}/${child.key}`);
      const childTitle = demoFooterLinkTitles[child.key]!;
      menuRows.push({
        id: childId,
        factoryId,
        parentId: id,
        title: childTitle[defaultLocale],
        url: child.url,
        icon: child.icon,
        sortOrder: childIndex,
      });
      menuTitles.push({ id: childId, title: childTitle });
    });
  });
  await tx.insert(menuItems).values(menuRows).onConflictDoNothing();
  await tx
    .insert(menuItemsI18n)
    .values(menuTitles.flatMap(({ id, title }) => perLocale((locale) => ({ menuItemId: id, languageCode: locale, title: title[locale] }))))
    .onConflictDoNothing();

  const linkRows: Array<typeof footerLinks.$inferInsert> = [];
  const linkTitles: Array<{ id: string; title: Localized }> = [];
  for (const [sectionKey, section] of Object.entries(demoFooterSections) as Array<
    [keyof typeof demoFooterSections, (typeof demoFooterSections)[keyof typeof demoFooterSections]]
  >) {
    section.links.forEach((link, index) => {
      const id = stableId("footer-link", `${sectionKey}/${link.key}`);
      const title = demoFooterLinkTitles[link.key]!;
      linkRows.push({ id, factoryId, sectionKey, linkKey: link.key, title: title.en, url: link.url, sortOrder: index });
      linkTitles.push({ id, title });
    });
  }
  await tx.insert(footerLinks).values(linkRows).onConflictDoNothing();
  await tx
    .insert(footerLinksI18n)
    .values(
      linkTitles.flatMap(({ id, title }) => perLocale((locale) => ({ footerLinkId: id, languageCode: locale, title: title[locale] }))),
    )
    .onConflictDoNothing();
}
