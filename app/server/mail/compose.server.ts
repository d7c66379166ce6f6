import type { MailMessage } from "./mailer.server";
import type { MailLanguage } from "./messages";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a mail says, in order: paragraphs, a heading, lines (items, details), totals, details (delivery, payment), a link, closing paragraphs. */
export interface MailBody {
  paragraphs: string[];
  heading?: string;
  lines?: string[];
  totals?: string[];
  details?: string[];
  link?: { label: string; url: string };
  closing?: string[];
}

/**
 * Every site mail as a plain-text part and an HTML part: the HTML document carries the language
 * and its direction (`<html lang="ar" dir="rtl">`, and the same on its content), every value
 * escaped. One composer for all the site's mails (account, order, quote, seller, restaurant).
 */
export function composeMail(to: string, subject: string, body: MailBody, language: MailLanguage): MailMessage {
  const lines = body.lines ?? [];
  const totals = body.totals ?? [];
  const details = body.details ?? [];
  const closing = body.closing ?? [];
  const block = (items: string[]) => (items.length > 0 ? [...items, ""] : []);
  const text = [
    ...body.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(body.heading ? [body.heading, ""] : []),
    ...block(lines),
    ...block(totals),
    ...block(details),
    ...(body.link ? [`${body.link.label}: ${body.link.url}`, ""] : []),
    ...closing.flatMap((paragraph) => [paragraph, ""]),
  ].join("\n");
  const paragraph = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const code = escapeHtml(language.code);
  const html = `<!doctype html>
<html lang="${code}" dir="${language.direction}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body>
<div dir="${language.direction}" lang="${code}">
${body.paragraphs.map(paragraph).join("\n")}
${body.heading ? `<h1 style="font-size:18px">${escapeHtml(body.heading)}</h1>` : ""}
${lines.length > 0 ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : ""}
${totals.map((line, index) => (index === totals.length - 1 ? `<p><strong>${escapeHtml(line)}</strong></p>` : `<p style="margin:0">${escapeHtml(line)}</p>`)).join("\n")}
${details.length > 0 ? `<p>${details.map(escapeHtml).join("<br>")}</p>` : ""}
${body.link ? `<p><a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.label)}</a></p>` : ""}
${closing.map(paragraph).join("\n")}
</div>
</body>
</html>
`;
  return { to, subject, text, html };
}
