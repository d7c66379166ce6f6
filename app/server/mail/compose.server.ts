import type { Site } from "../site/queries.server";
import type { MailMessage } from "./mailer.server";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who a site mail comes from and the language it is written in. */
export interface SiteMailLanguage {
  siteName: string;
  direction: "ltr" | "rtl";
  languageCode: string;
}

/** The site's name and `languageCode`'s direction (left to right for a language the site does not list). */
export function siteMailLanguage(site: Site, languageCode: string): SiteMailLanguage {
  const direction = site.languages.find((language) => language.code === languageCode)?.direction ?? "ltr";
  return { siteName: site.settings?.siteName ?? site.factory.name, direction, languageCode };
}

/**
 * A plain transactional mail (quotes, seller applications): paragraphs, a list of lines and an
 * optional link, as text and as escaped HTML in the language's direction.
 */
export function composeMail(to: string, subject: string, paragraphs: string[], lines: string[], context: SiteMailLanguage, link?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, ""]), ...lines, "", ...(link ? [`${link.label}: ${link.url}`, ""] : [])].join("\n");
  const html = `<div dir="${context.direction}" lang="${escapeHtml(context.languageCode)}">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("\n")}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ""}
</div>`;
  return { to, subject, text, html };
}
