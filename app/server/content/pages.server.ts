import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { pageContent } from "../db/schema";
import { loadPageTexts } from "./queries.server";
import { sanitizeRichText, textToHtml } from "./rich-text.server";

/** Page slugs in page_content that hold texts of other screens, never a page of their own. */
export const reservedPageSlugs = ["home", "footer"];

/** The content pages the spec names; any other page slug with a title is a dynamic page. */
export const standardContentPages = [
  "about",
  "faq",
  "locations",
  "resellers",
  "contact",
  "support",
  "quality",
  "privacy",
  "terms",
  "cookies",
] as const;

export interface ContentPage {
  slug: string;
  title: string;
  intro: string | null;
  /** Sanitised HTML of the remaining sections, in their order (with what Edit Mode edits, for an admin in Edit Mode). */
  sections: Array<{ key: string; html: string; type?: "text" | "html"; source?: string }>;
  /** Set for an admin in Edit Mode only: the page is shown with its editors. */
  editable?: true;
}

/**
 * A content page in the visitor's language (default language text where a translation is
 * missing), or null when no active page with a title exists for the slug. Rich text is sanitised
 * here, on the server, and its site-relative links point into the same language.
 */
export async function loadContentPage(
  db: Database,
  options: {
    factoryId: string;
    slug: string;
    languageCode: string;
    defaultLanguageCode: string;
    localize: (path: string) => string;
    forEditing?: boolean;
  },
): Promise<ContentPage | null> {
  if (reservedPageSlugs.includes(options.slug) || !/^[a-z0-9][a-z0-9-]{0,99}$/.test(options.slug)) return null;
  const texts = await loadPageTexts(db, {
    factoryId: options.factoryId,
    pageSlug: options.slug,
    languageCode: options.languageCode,
    defaultLanguageCode: options.defaultLanguageCode,
  });
  const title = texts.title?.value;
  if (!title) return null;
  const sections: ContentPage["sections"] = [];
  for (const [key, text] of Object.entries(texts)) {
    if (key === "title" || key === "intro" || key.startsWith("meta.") || text.type === "json") continue;
    const html = text.type === "html" ? sanitizeRichText(text.value, { localize: options.localize }) : textToHtml(text.value);
    // The editor gets the stored text (rich text sanitised, its links not yet localized).
    if (options.forEditing)
      sections.push({ key, html, type: text.type, source: text.type === "html" ? sanitizeRichText(text.value) : text.value });
    else sections.push({ key, html });
  }
  const page: ContentPage = { slug: options.slug, title, intro: texts.intro?.value ?? null, sections };
  if (options.forEditing) page.editable = true;
  return page;
}

/** Slugs of every content page with a title (for the sitemap). */
export async function listContentPageSlugs(db: Database, factoryId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ slug: pageContent.pageSlug })
    .from(pageContent)
    .where(
      and(
        eq(pageContent.factoryId, factoryId),
        eq(pageContent.isActive, true),
        eq(pageContent.contentKey, "title"),
        notInArray(pageContent.pageSlug, reservedPageSlugs),
      ),
    )
    .orderBy(asc(pageContent.pageSlug));
  return rows.map((row) => row.slug);
}
