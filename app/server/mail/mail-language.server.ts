import type { Database } from "../db/client.server";
import { loadSite, loadTranslations } from "../site/queries.server";
import type { MailLanguage } from "./templates";

/** The site's strings and direction in `code` (the default language's where `code` is not active), for account e-mails. */
export async function mailLanguageOf(db: Database, code: string): Promise<MailLanguage> {
  const site = await loadSite(db);
  const language = site.languages.find((candidate) => candidate.code === code) ?? site.defaultLanguage;
  return { code: language.code, direction: language.direction, messages: await loadTranslations(db, site.factory.id, language.code, site.defaultLanguage.code) };
}
