/**
 * Writing HTML as strings, for the few blocks of every page that are rendered from data once and
 * reused (the menus and the footer, ADR 0008). The same escaping React applies to text and
 * attribute values, and React's refusal of `javascript:` URLs.
 */
const specials = /[&<>"']/g;
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Text or an attribute value made safe to write between tags or inside double quotes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(specials, (character) => entities[character] ?? character);
}

// React's own test (react-dom's sanitizeURL): leading control characters and spaces, and tabs or newlines inside, are ignored by browsers.
const javascriptProtocol =
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const blockedUrl = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/** A URL for an href or src attribute, escaped; a `javascript:` URL is replaced the way React replaces it. */
export function urlAttribute(url: string): string {
  return escapeHtml(javascriptProtocol.test(url) ? blockedUrl : url);
}

/** ` name="value"` for each attribute that has a value (null, undefined and false are left out). */
export function attributes(values: Record<string, string | number | boolean | null | undefined>): string {
  let written = "";
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === false) continue;
    written += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(value)}"`;
  }
  return written;
}
