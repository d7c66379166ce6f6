import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { factories, factorySettings, languages, translations } from "../db/schema";
import { DomainError } from "../errors";

export type SiteLanguage = typeof languages.$inferSelect;
export type SiteSettings = typeof factorySettings.$inferSelect;

export interface Site {
  factory: typeof factories.$inferSelect;
  /** Null when the factory has no settings row yet (the header then shows its skeleton). */
  settings: SiteSettings | null;
  /** Active languages ordered by sort_order. */
  languages: SiteLanguage[];
  defaultLanguage: SiteLanguage;
}

/** The site's factory (the oldest active one), its settings and its active languages. */
export async function loadSite(db: Database): Promise<Site> {
  const [factory] = await db
    .select()
    .from(factories)
    .where(eq(factories.isActive, true))
    .orderBy(asc(factories.createdAt), asc(factories.id))
    .limit(1);
  if (!factory) throw new DomainError("unavailable", "No factory found");
  const [settingsRows, languageRows] = await Promise.all([
    db.select().from(factorySettings).where(eq(factorySettings.factoryId, factory.id)).limit(1),
    db.select().from(languages).where(eq(languages.isActive, true)).orderBy(asc(languages.sortOrder), asc(languages.code)),
  ]);
  // Choice order for the default: the flagged default, else the first active language.
  const defaultLanguage = languageRows.find((language) => language.isDefault) ?? languageRows[0];
  if (!defaultLanguage) throw new DomainError("unavailable", "No active language configured");
  return { factory, settings: settingsRows[0] ?? null, languages: languageRows, defaultLanguage };
}

/** UI strings for `languageCode` from the translations table, falling back to the default language's row per key. */
export async function loadTranslations(
  db: Database,
  factoryId: string,
  languageCode: string,
  defaultLanguageCode: string,
): Promise<Record<string, string>> {
  const codes = [...new Set([defaultLanguageCode, languageCode])];
  const rows = await db
    .select({ key: translations.translationKey, content: translations.content, languageCode: translations.languageCode })
    .from(translations)
    .where(and(eq(translations.factoryId, factoryId), inArray(translations.languageCode, codes)));
  const messages: Record<string, string> = {};
  for (const row of rows) if (row.languageCode === defaultLanguageCode) messages[row.key] = row.content;
  for (const row of rows) if (row.languageCode === languageCode && row.content !== "") messages[row.key] = row.content;
  return messages;
}
