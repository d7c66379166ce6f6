import { localizePath } from "~/lib/i18n/language";
import type { NewsletterContent } from "../db/schema";
import type { MailMessage } from "../mail/mailer.server";
import { siteMailLanguage } from "../mail/mail-language.server";
import { mailText } from "../mail/messages";
import type { Site } from "../site/queries.server";
import { mailBodyHtml, renderNewsletterMail } from "./mail-layout.server";
import { listUnsubscribeHeaders } from "./tokens";

export interface NewsletterForMail {
  id: string;
  content: Record<string, NewsletterContent>;
  languages: string[];
  shareableUrl: string;
}

/** The content a reader in `languageCode` gets: theirs if written, else the newsletter's first language with content. */
export function contentFor(newsletter: Pick<NewsletterForMail, "content" | "languages">, languageCode: string) {
  const own = newsletter.content[languageCode];
  if (own && own.subject.trim() !== "") return { code: languageCode, ...own };
  for (const code of newsletter.languages) {
    const other = newsletter.content[code];
    if (other && other.subject.trim() !== "") return { code, ...other };
  }
  return null;
}

/**
 * The newsletter as it goes to one reader: subject and body in their language, the archive link,
 * and, for a subscriber, the visible unsubscribe link plus the RFC 8058 headers (a test mail has
 * neither). `messageId` is fixed per recipient, so a resend after a crash carries the same one.
 */
export function newsletterMail(
  deps: { origin: string; site: Site },
  newsletter: NewsletterForMail,
  to: { email: string; languageCode: string; token: string | null; messageId?: string; test?: boolean },
): MailMessage | null {
  const content = contentFor(newsletter, to.languageCode);
  if (!content) return null;
  const language = siteMailLanguage(deps.site, content.code);
  const defaultCode = deps.site.defaultLanguage.code;
  const absolute = (path: string) => `${deps.origin}${localizePath(path, language.code, defaultCode)}`;
  const unsubscribeUrl = to.token ? absolute(`/newsletter/unsubscribe?token=${to.token}`) : null;
  const subject = to.test ? mailText(language, "mail.newsletter.test", { subject: content.subject }) : content.subject;
  const { html, text } = renderNewsletterMail({
    language,
    siteName: language.siteName,
    subject: content.subject,
    bodyHtml: mailBodyHtml(content.body, deps.origin, (path) => localizePath(path, language.code, defaultCode)),
    webUrl: absolute(`/newsletter/${newsletter.shareableUrl}`),
    webLabel: mailText(language, "mail.newsletter.webVersion"),
    unsubscribeUrl,
    unsubscribeLabel: mailText(language, "mail.newsletter.unsubscribe"),
    footer: mailText(language, "mail.newsletter.footer", { site: language.siteName }),
  });
  return {
    to: to.email,
    subject,
    text,
    html,
    ...(unsubscribeUrl ? { headers: listUnsubscribeHeaders(unsubscribeUrl) } : {}),
    ...(to.messageId ? { messageId: to.messageId } : {}),
  };
}
