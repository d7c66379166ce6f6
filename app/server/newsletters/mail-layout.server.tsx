import { renderToStaticMarkup } from "react-dom/server";
import sanitizeHtml from "sanitize-html";
import { sanitizeRichText } from "../content/rich-text.server";

/** Inline styles for the body's tags: mail clients drop <style> blocks and classes. */
const inlineStyles: Record<string, string> = {
  p: "margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b",
  h2: "margin:24px 0 12px;font-size:22px;line-height:28px;color:#0f172a",
  h3: "margin:20px 0 10px;font-size:18px;line-height:24px;color:#0f172a",
  h4: "margin:16px 0 8px;font-size:16px;line-height:22px;color:#0f172a",
  a: "color:#b45309;text-decoration:underline",
  img: "max-width:100%;height:auto;border:0;display:block",
  table: "border-collapse:collapse;width:100%;margin:0 0 16px",
  td: "padding:8px;vertical-align:top;font-size:15px;line-height:22px;color:#1e293b",
  th: "padding:8px;text-align:start;font-size:15px;color:#0f172a",
  ul: "margin:0 0 16px;padding-inline-start:24px",
  ol: "margin:0 0 16px;padding-inline-start:24px",
  li: "margin:0 0 4px;font-size:16px;line-height:24px;color:#1e293b",
};

/**
 * The newsletter body as mail HTML: sanitised with the site's rich-text allow-list, site-relative
 * links and images made absolute against `origin` (a mail has no base URL), and every tag given
 * its inline style.
 */
export function mailBodyHtml(body: string, origin: string, localize: (path: string) => string): string {
  const safe = sanitizeRichText(body, { localize });
  const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url);
  return sanitizeHtml(safe, {
    // Already sanitised above: this pass only adds inline styles and absolute URLs.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: Object.fromEntries(
      Object.entries(inlineStyles).map(([tag, style]) => [
        tag,
        (tagName: string, attribs: Record<string, string>) => {
          const next: Record<string, string> = { ...attribs, style };
          if (next.href) next.href = absolute(next.href);
          if (next.src) next.src = absolute(next.src);
          if (tag === "table") Object.assign(next, { role: "presentation", cellpadding: "0", cellspacing: "0" });
          return { tagName, attribs: next };
        },
      ]),
    ),
  });
}

/** The body as plain text (the mail's text part): links spelled out after their text. */
export function mailBodyText(html: string): string {
  const withLinks = html.replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => `${text} (${href})`);
  const blocks = withLinks
    .replace(/<(br)\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|tr|table|div)>/gi, "\n\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/t[dh]>/gi, "  ");
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface NewsletterMailView {
  language: { code: string; direction: "ltr" | "rtl" };
  siteName: string;
  subject: string;
  /** The body already passed through mailBodyHtml. */
  bodyHtml: string;
  /** "View in your browser" and the archive page, when the newsletter has one. */
  webUrl: string | null;
  webLabel: string;
  unsubscribeUrl: string | null;
  unsubscribeLabel: string;
  footer: string;
}

/** The mail: a centred 600-pixel table with inline styles, in the recipient's language and direction. */
function NewsletterMail(view: NewsletterMailView) {
  return (
    <html lang={view.language.code} dir={view.language.direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{view.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f1f5f9" }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f1f5f9" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  dir={view.language.direction}
                  style={{ maxWidth: "600px", width: "100%", backgroundColor: "#ffffff", borderRadius: "8px" }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "20px 24px", borderBottom: "1px solid #e2e8f0" }}>
                        <span style={{ fontSize: "20px", fontWeight: "bold", color: "#0f172a" }}>{view.siteName}</span>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px", fontFamily: "Arial,Helvetica,sans-serif" }}>
                        <h1 style={{ margin: "0 0 16px", fontSize: "26px", lineHeight: "32px", color: "#0f172a" }}>{view.subject}</h1>
                        <div dangerouslySetInnerHTML={{ __html: view.bodyHtml }} />
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          borderTop: "1px solid #e2e8f0",
                          fontFamily: "Arial,Helvetica,sans-serif",
                          fontSize: "13px",
                          lineHeight: "20px",
                          color: "#475569",
                        }}
                      >
                        <p style={{ margin: "0 0 8px" }}>{view.footer}</p>
                        <p style={{ margin: 0 }}>
                          {view.webUrl ? (
                            <a href={view.webUrl} style={{ color: "#475569" }}>
                              {view.webLabel}
                            </a>
                          ) : null}
                          {view.webUrl && view.unsubscribeUrl ? " · " : null}
                          {view.unsubscribeUrl ? (
                            <a href={view.unsubscribeUrl} style={{ color: "#475569" }}>
                              {view.unsubscribeLabel}
                            </a>
                          ) : null}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The newsletter mail's HTML part and plain-text part. */
export function renderNewsletterMail(view: NewsletterMailView): { html: string; text: string } {
  const html = `<!doctype html>\n${renderToStaticMarkup(<NewsletterMail {...view} />)}`;
  const text = [
    view.subject,
    "",
    mailBodyText(view.bodyHtml),
    "",
    "--",
    view.footer,
    ...(view.webUrl ? [`${view.webLabel}: ${view.webUrl}`] : []),
    ...(view.unsubscribeUrl ? [`${view.unsubscribeLabel}: ${view.unsubscribeUrl}`] : []),
  ].join("\n");
  return { html, text };
}
