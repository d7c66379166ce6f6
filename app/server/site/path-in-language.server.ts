import { localizePath, stripLanguagePrefix } from "~/lib/i18n/language";
import { findCategoryBySlug } from "../catalog/categories.server";
import { productSlugInLanguage } from "../catalog/product.server";
import type { Database } from "../db/client.server";
import type { Site } from "./queries.server";

const SLUG_PAGE = /^\/(products|categories)\/([^/]+)$/;

/**
 * Paths that are not pages in a language: the language route itself, JSON endpoints, React
 * Router's route discovery (`/__manifest`, which exists only unprefixed) and files (anything with a
 * dot, including `.data` requests).
 */
export const NOT_A_PAGE = /^\/(language|api|__manifest)(\/|$)|\.[^/]*$/;

/**
 * The same page in another language, in one step: the language prefix swapped and, on a product
 * or category page, the slug that page has in that language ("/products/helmelk" in English is
 * "/en/products/whole-milk"). Used by the first-visit redirect and the language switcher, so
 * neither sends the browser through the page's own slug redirect as a second hop. A slug that
 * names nothing is kept: the page answers 404 in the new language.
 */
export async function pathInLanguage(db: Database, site: Site, pathname: string, languageCode: string): Promise<string> {
  const defaultLanguageCode = site.defaultLanguage.code;
  const path = stripLanguagePrefix(pathname, site.languages, defaultLanguageCode);
  const match = SLUG_PAGE.exec(path);
  const slug = match ? decodeSegment(match[2]!) : null;
  if (!match || slug === null) return localizePath(path, languageCode, defaultLanguageCode);
  const scope = { factoryId: site.factory.id, languageCode, defaultLanguageCode, slug };
  const translated =
    match[1] === "products" ? await productSlugInLanguage(db, scope) : ((await findCategoryBySlug(db, scope))?.slug ?? null);
  return localizePath(translated ? `/${match[1]}/${encodeURIComponent(translated)}` : path, languageCode, defaultLanguageCode);
}

/**
 * A same-site redirect target (path, query, hash; already checked by safeRedirectPath) moved into
 * `languageCode`: where to go after sign-in is the remembered page in the language the visitor
 * signed in with, whichever language they were in when it was remembered.
 */
export async function targetInLanguage(db: Database, site: Site, target: string, languageCode: string): Promise<string> {
  const url = new URL(target, "http://same-origin.invalid");
  if (NOT_A_PAGE.test(url.pathname)) return target;
  return `${await pathInLanguage(db, site, url.pathname, languageCode)}${url.search}${url.hash}`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
