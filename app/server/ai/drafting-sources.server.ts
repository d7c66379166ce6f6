import { and, asc, eq } from "drizzle-orm";
import { defaultMessages } from "~/lib/i18n/messages";
import type { Database } from "../db/client.server";
import {
  type AiDraftKind,
  categories,
  categoriesI18n,
  footerLinks,
  footerLinksI18n,
  menuItems,
  menuItemsI18n,
  pageContent,
  pageContentI18n,
  products,
  productsI18n,
  restaurantMenuCategories,
  restaurantMenuCategoriesI18n,
  restaurants,
  restaurantsI18n,
  translations,
} from "../db/schema";
import type { TextFormat } from "./prompts.server";

/** One text to draft: what it is, its format, the language it is taken from and the text. */
export interface DraftSource {
  kind: AiDraftKind;
  target: string;
  format: TextFormat;
  sourceLanguageCode: string;
  sourceText: string;
}

/** The language the bundled UI strings are written in (loadShell shows them where a language has no row). */
export const BUNDLED_MESSAGES_LANGUAGE = "en";

/**
 * Every text of the site and the catalogue, in the default language, that a new language needs:
 * page texts (JSON slots such as colours are not text and are left out), UI strings (every bundled
 * key and every key the factory has a row for, the default language's row when there is one, else
 * the bundled English), menu and footer link titles, and the products', categories' and
 * restaurants' names, descriptions and package sizes (a menu's dishes are products), and the
 * sections of the restaurants' menus. Empty texts are left out.
 */
export async function collectDraftSources(db: Database, factoryId: string, defaultCode: string): Promise<DraftSource[]> {
  const sources: DraftSource[] = [];
  const add = (kind: AiDraftKind, target: string, format: TextFormat, text: string | null | undefined, from = defaultCode) => {
    if (text && text.trim()) sources.push({ kind, target, format, sourceLanguageCode: from, sourceText: text });
  };

  const texts = await db
    .select({ slug: pageContent.pageSlug, key: pageContent.contentKey, type: pageContent.contentType, value: pageContentI18n.contentValue })
    .from(pageContent)
    .innerJoin(pageContentI18n, and(eq(pageContentI18n.pageContentId, pageContent.id), eq(pageContentI18n.languageCode, defaultCode)))
    .where(eq(pageContent.factoryId, factoryId))
    .orderBy(asc(pageContent.pageSlug), asc(pageContent.sortOrder), asc(pageContent.contentKey));
  for (const text of texts) {
    if (text.type === "json") continue;
    add("page_text", `${text.slug}/${text.key}`, text.type === "html" ? "html" : "plain", text.value);
  }

  const rows = await db
    .select({ key: translations.translationKey, content: translations.content, type: translations.contentType })
    .from(translations)
    .where(and(eq(translations.factoryId, factoryId), eq(translations.languageCode, defaultCode)))
    .orderBy(asc(translations.translationKey));
  const own = new Map(rows.map((row) => [row.key, row]));
  const bundled = defaultMessages as Record<string, string>;
  for (const key of [...new Set([...Object.keys(bundled), ...own.keys()])].sort()) {
    const row = own.get(key);
    if (row) add("translation", key, row.type === "html" ? "html" : "message", row.content);
    else add("translation", key, "message", bundled[key], BUNDLED_MESSAGES_LANGUAGE);
  }

  const menu = await db
    .select({ id: menuItems.id, title: menuItems.title, translated: menuItemsI18n.title })
    .from(menuItems)
    .leftJoin(menuItemsI18n, and(eq(menuItemsI18n.menuItemId, menuItems.id), eq(menuItemsI18n.languageCode, defaultCode)))
    .where(eq(menuItems.factoryId, factoryId))
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  for (const item of menu) add("menu_item", item.id, "plain", item.translated ?? item.title);

  const links = await db
    .select({ id: footerLinks.id, section: footerLinks.sectionKey, title: footerLinks.title, translated: footerLinksI18n.title })
    .from(footerLinks)
    .leftJoin(footerLinksI18n, and(eq(footerLinksI18n.footerLinkId, footerLinks.id), eq(footerLinksI18n.languageCode, defaultCode)))
    .where(eq(footerLinks.factoryId, factoryId))
    .orderBy(asc(footerLinks.sectionKey), asc(footerLinks.sortOrder), asc(footerLinks.id));
  for (const link of links) add("footer_link", `${link.section}/${link.id}`, "plain", link.translated ?? link.title);

  const productRows = await db
    .select({ id: products.id, name: productsI18n.name, description: productsI18n.description, packageSize: productsI18n.packageSize })
    .from(products)
    .innerJoin(productsI18n, and(eq(productsI18n.productId, products.id), eq(productsI18n.languageCode, defaultCode)))
    .where(eq(products.factoryId, factoryId))
    .orderBy(asc(products.sortOrder), asc(products.id));
  for (const product of productRows) {
    add("product_name", product.id, "plain", product.name);
    add("product_description", product.id, "html", product.description);
    add("product_package_size", product.id, "plain", product.packageSize);
  }

  const categoryRows = await db
    .select({ id: categories.id, name: categoriesI18n.name, description: categoriesI18n.description })
    .from(categories)
    .innerJoin(categoriesI18n, and(eq(categoriesI18n.categoryId, categories.id), eq(categoriesI18n.languageCode, defaultCode)))
    .where(eq(categories.factoryId, factoryId))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  for (const category of categoryRows) {
    add("category_name", category.id, "plain", category.name);
    add("category_description", category.id, "plain", category.description);
  }

  const restaurantRows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      translatedName: restaurantsI18n.name,
      translatedDescription: restaurantsI18n.description,
    })
    .from(restaurants)
    .leftJoin(restaurantsI18n, and(eq(restaurantsI18n.restaurantId, restaurants.id), eq(restaurantsI18n.languageCode, defaultCode)))
    .where(eq(restaurants.factoryId, factoryId))
    .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
  // The restaurants row holds the name; the description is only in the i18n rows.
  for (const restaurant of restaurantRows) {
    add("restaurant_name", restaurant.id, "plain", restaurant.translatedName ?? restaurant.name);
    add("restaurant_description", restaurant.id, "plain", restaurant.translatedDescription);
  }

  // The sections of the restaurants' menus (the dishes are products, drafted above).
  const sectionRows = await db
    .select({ id: restaurantMenuCategories.id, name: restaurantMenuCategories.name, translated: restaurantMenuCategoriesI18n.name })
    .from(restaurantMenuCategories)
    .innerJoin(restaurants, eq(restaurants.id, restaurantMenuCategories.restaurantId))
    .leftJoin(
      restaurantMenuCategoriesI18n,
      and(
        eq(restaurantMenuCategoriesI18n.categoryId, restaurantMenuCategories.id),
        eq(restaurantMenuCategoriesI18n.languageCode, defaultCode),
      ),
    )
    .where(eq(restaurants.factoryId, factoryId))
    .orderBy(asc(restaurants.sortOrder), asc(restaurantMenuCategories.sortOrder), asc(restaurantMenuCategories.id));
  for (const section of sectionRows) add("restaurant_menu_category", section.id, "plain", section.translated ?? section.name);
  return sources;
}
