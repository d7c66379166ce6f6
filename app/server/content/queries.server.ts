import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { pageContent, pageContentI18n } from "../db/schema";

export interface PageText {
  type: "text" | "html" | "json";
  value: string;
}

/**
 * The active texts of a page keyed by content_key, in `languageCode` with the default language's
 * text where a translation is missing.
 */
export async function loadPageTexts(
  db: Database,
  options: { factoryId: string; pageSlug: string; languageCode: string; defaultLanguageCode: string },
): Promise<Record<string, PageText>> {
  const codes = [...new Set([options.defaultLanguageCode, options.languageCode])];
  const rows = await db
    .select({ key: pageContent.contentKey, type: pageContent.contentType, languageCode: pageContentI18n.languageCode, value: pageContentI18n.contentValue })
    .from(pageContent)
    .innerJoin(pageContentI18n, eq(pageContentI18n.pageContentId, pageContent.id))
    .where(
      and(
        eq(pageContent.factoryId, options.factoryId),
        eq(pageContent.pageSlug, options.pageSlug),
        eq(pageContent.isActive, true),
        inArray(pageContentI18n.languageCode, codes),
      ),
    )
    .orderBy(asc(pageContent.sortOrder));
  const texts: Record<string, PageText> = {};
  for (const preferred of [options.defaultLanguageCode, options.languageCode]) {
    for (const row of rows) if (row.languageCode === preferred && row.value !== "") texts[row.key] = { type: row.type, value: row.value };
  }
  return texts;
}
