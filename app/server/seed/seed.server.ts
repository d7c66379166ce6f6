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
  translations,
} from "../db/schema";
import { type DemoData, loadDemoData } from "./demo-data.server";
import type { Localized } from "./demo-schemas";
import { defaultLocale, perLocale, seedRestaurants, seedSellers } from "./seed-restaurants.server";
import { stableId } from "./stable-id";

// A language is not a country: Arabic gets no flag, its native name stands alone.
const flaggedLanguages = new Set(["nb", "en"]);

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
  const data = loadDemoData();
  const { factory, factoryText } = data.site;
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(
        data.site.languages.map((language, index) => ({
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
        name: factory.name,
        logoUrl: factory.logoUrl,
        description: factoryText.description[defaultLocale],
        address: factory.address,
        phone: factory.phone,
        email: factory.email,
        website: factory.website,
        organizationNumber: factory.organizationNumber,
      })
      .onConflictDoNothing();
    await tx
      .insert(factorySettings)
      .values({
        factoryId,
        companyName: factory.name,
        logoUrl: factory.logoUrl,
        faviconUrl: factory.faviconUrl,
        headerMenuStyle: "horizontal",
        contactPhone: factory.phone,
        contactEmail: factory.email,
        description: factoryText.description[defaultLocale],
      })
      .onConflictDoNothing();

    await seedCatalog(tx, factoryId, data);
    await seedContent(tx, factoryId, data);

    await seedRestaurants(tx, factoryId, data.restaurants);
    await seedSellers(tx, factoryId, data.sellers);
  });
}

async function seedCatalog(tx: Database, factoryId: string, data: DemoData): Promise<void> {
  const { categories: demoCategories, products: demoProducts } = data;
  const { productProperties, productStock } = data.shop;
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
      properties: productProperties[product.key] ?? [],
      stockQuantity: productStock[product.key] ?? null,
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

async function seedContent(tx: Database, factoryId: string, data: DemoData): Promise<void> {
  const { factory, factoryText, menu, footerSections, footerLinkTitles } = data.site;
  const { site: siteStrings, restaurants: restaurantStrings, shop: shopStrings, catalogPdf: catalogPdfStrings } = data.uiStrings;
  for (const [pageSlug, texts] of Object.entries(data.pages)) {
    await insertPageTexts(tx, factoryId, pageSlug, texts);
  }

  // Footer texts and colours live in page_content under the page slug "footer".
  await insertPageTexts(tx, factoryId, "footer", [
    { key: "company.name", type: "text", value: same(factory.name) },
    { key: "company.description", type: "text", value: factoryText.description },
    { key: "company.address", type: "text", value: same(factory.address) },
    { key: "company.phone", type: "text", value: same(factory.phone) },
    { key: "company.email", type: "text", value: same(factory.email) },
    ...Object.entries(footerSections).map(([section, { title }]) => ({ key: `${section}.title`, type: "text" as const, value: title })),
    { key: "colors", type: "json", value: same(JSON.stringify(defaultFooterColors)) },
  ]);

  await tx
    .insert(translations)
    .values(
      Object.entries({ ...siteStrings, ...restaurantStrings, ...catalogPdfStrings, ...shopStrings }).flatMap(([key, value]) =>
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
  menu.forEach((item, index) => {
    const id = stableId("menu-item", item.key);
    const title = (siteStrings[item.titleKey] ?? restaurantStrings[item.titleKey] ?? shopStrings[item.titleKey])!;
    menuRows.push({ id, factoryId, title: title[defaultLocale], url: item.url, icon: item.icon, sortOrder: index });
    menuTitles.push({ id, title });
    item.children?.forEach((child, childIndex) => {
      const childId = stableId("menu-item", `${item.key}/${child.key}`);
      const childTitle = footerLinkTitles[child.key]!;
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
  for (const [sectionKey, section] of Object.entries(footerSections) as Array<
    [keyof typeof footerSections, (typeof footerSections)[keyof typeof footerSections]]
  >) {
    section.links.forEach((link, index) => {
      const id = stableId("footer-link", `${sectionKey}/${link.key}`);
      const title = footerLinkTitles[link.key]!;
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
