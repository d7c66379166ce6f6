/**
 * The redirect target when `value` is a path on this site, else null. Rejects anything a browser
 * could read as another origin: `//host`, `/\host`, schemes, control characters, and encoded
 * forms of those.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  let decoded = value;
  // Decode repeatedly so that %2F%2F or %252F%252F cannot hide a second slash.
  for (let round = 0; round < 3; round++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return null;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  }
  // A final check with the URL parser: the result must stay on a placeholder origin.
  const base = "http://same-origin.invalid";
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
