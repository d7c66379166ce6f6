import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { pageContent, pageContentI18n } from "../db/schema";
import { sanitizeRichText } from "../content/rich-text.server";
import { type EditScope, recordRevision } from "./revisions.server";

export interface SavedText {
  oldValue: string | null;
  newValue: string;
}

/**
 * Saves one page text in the scope's language, as the spec says: find page_content by page slug,
 * content key and factory; insert it (content type text) when missing; upsert the i18n row on
 * (page_content_id, language_code). Objects are saved as JSON text and HTML slots are sanitised.
 * Other languages are untouched. One transaction with its revision; the page-cache triggers of
 * page_content and page_content_i18n drop exactly the pages of that slug (footer: every page).
 */
export async function savePageText(
  db: Database,
  scope: EditScope,
  field: { pageSlug: string; contentKey: string; value: string | object; machineDrafted?: boolean },
): Promise<SavedText> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: pageContent.id, type: pageContent.contentType })
      .from(pageContent)
      .where(
        and(
          eq(pageContent.factoryId, scope.factoryId),
          eq(pageContent.pageSlug, field.pageSlug),
          eq(pageContent.contentKey, field.contentKey),
        ),
      );
    const content =
      found ??
      (
        await tx
          .insert(pageContent)
          .values({
            factoryId: scope.factoryId,
            pageSlug: field.pageSlug,
            contentKey: field.contentKey,
            contentType: typeof field.value === "string" ? "text" : "json",
          })
          .returning({ id: pageContent.id, type: pageContent.contentType })
      )[0]!;
    let value = typeof field.value === "string" ? field.value : JSON.stringify(field.value);
    if (content.type === "html") value = sanitizeRichText(value);
    const [previous] = await tx
      .select({ value: pageContentI18n.contentValue })
      .from(pageContentI18n)
      .where(and(eq(pageContentI18n.pageContentId, content.id), eq(pageContentI18n.languageCode, scope.languageCode)));
    await tx
      .insert(pageContentI18n)
      .values({ pageContentId: content.id, languageCode: scope.languageCode, contentValue: value })
      .onConflictDoUpdate({
        target: [pageContentI18n.pageContentId, pageContentI18n.languageCode],
        set: { contentValue: value, updatedAt: new Date() },
      });
    await recordRevision(tx, scope, {
      kind: "page_text",
      target: `${field.pageSlug}/${field.contentKey}`,
      oldValue: previous?.value ?? null,
      newValue: value,
      machineDrafted: field.machineDrafted ?? false,
    });
    return { oldValue: previous?.value ?? null, newValue: value };
  });
}
