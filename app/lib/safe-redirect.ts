/**
 * The redirect target when `value` is a path on this site, else null. Rejects anything a browser
 * could read as another origin: `//host`, `/\host`, schemes, control characters, and encoded
 * forms of those. The returned value is checked too: the URL parser collapses dot segments, so
 * `/.//host` or `/a/..//host` would otherwise come out as `//host`.
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
  if (!isSameSitePath(value) || !isSameSitePath(decoded)) return null;
  // A final check with the URL parser: the result must stay on a placeholder origin, also once a
  // server along the way decodes it (`/.%2F%2Fhost` is `/.//host` to such a server).
  const base = "http://same-origin.invalid";
  const [url, decodedUrl] = [new URL(value, base), new URL(decoded, base)];
  if (url.origin !== base || decodedUrl.origin !== base || !isSameSitePath(decodedUrl.pathname)) return null;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(result) ? result : null;
}

/** Exactly one leading slash, followed by something that is neither a slash nor a backslash, and no control characters. */
function isSameSitePath(candidate: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(candidate) && !/[\u0000-\u001f\u007f\\]/.test(candidate);
}
