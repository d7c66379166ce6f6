import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { pageContent, pageContentI18n } from "../db/schema";

export interface PageText {
  type: "text" | "html" | "json";
  value: string;
}

function preparePageTexts(db: Database) {
  const placeholder = sql.placeholder;
  return db
    .select({
      key: pageContent.contentKey,
      type: pageContent.contentType,
      languageCode: pageContentI18n.languageCode,
      value: pageContentI18n.contentValue,
    })
    .from(pageContent)
    .innerJoin(pageContentI18n, eq(pageContentI18n.pageContentId, pageContent.id))
    .where(
      and(
        eq(pageContent.factoryId, placeholder("factoryId")),
        eq(pageContent.pageSlug, placeholder("pageSlug")),
        eq(pageContent.isActive, true),
        or(
          eq(pageContentI18n.languageCode, placeholder("languageCode")),
          eq(pageContentI18n.languageCode, placeholder("defaultLanguageCode")),
        ),
      ),
    )
    .orderBy(asc(pageContent.sortOrder))
    .prepare("page_texts");
}

// Built once per database and prepared: the home page and content pages read their texts on every request.
const preparedTexts = new WeakMap<Database, ReturnType<typeof preparePageTexts>>();

/**
 * The active texts of a page keyed by content_key, in `languageCode` with the default language's
 * text where a translation is missing.
 */
export async function loadPageTexts(
  db: Database,
  options: { factoryId: string; pageSlug: string; languageCode: string; defaultLanguageCode: string },
): Promise<Record<string, PageText>> {
  let statement = preparedTexts.get(db);
  if (!statement) preparedTexts.set(db, (statement = preparePageTexts(db)));
  const rows = await statement.execute({
    factoryId: options.factoryId,
    pageSlug: options.pageSlug,
    languageCode: options.languageCode,
    defaultLanguageCode: options.defaultLanguageCode,
  });
  const texts: Record<string, PageText> = {};
  for (const preferred of [options.defaultLanguageCode, options.languageCode]) {
    for (const row of rows) if (row.languageCode === preferred && row.value !== "") texts[row.key] = { type: row.type, value: row.value };
  }
  return texts;
}
