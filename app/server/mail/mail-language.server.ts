import type { Database } from "../db/client.server";
import { loadSite, type Site } from "../site/queries.server";
import type { MailLanguage } from "./messages";

/** Who a site mail comes from and the language it is written in. */
export interface SiteMailLanguage extends MailLanguage {
  siteName: string;
}

/**
 * The language a mail to someone who used `languageCode` is written in: that language if the site
 * has it active, else the site's default language (with its direction), and the site's name.
 */
export function siteMailLanguage(site: Site, languageCode: string): SiteMailLanguage {
  const language = site.languages.find((candidate) => candidate.code === languageCode) ?? site.defaultLanguage;
  return { code: language.code, direction: language.direction, siteName: site.settings?.siteName ?? site.factory.name };
}

/** The same, reading the site first (the account mails, sent from Better Auth's hooks). */
export async function mailLanguageOf(db: Database, languageCode: string): Promise<SiteMailLanguage> {
  return siteMailLanguage(await loadSite(db), languageCode);
}
