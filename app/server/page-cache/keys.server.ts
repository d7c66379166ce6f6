/**
 * Query parameters that never change what a page shows (campaign and click tracking): a campaign
 * link with `?utm_source=…` must hit the same cache entry as the bare URL.
 */
const ignoredParameter = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|ref)$/i;

/**
 * The cache key of a page URL (path and query; the language is part of the path, and the encoding
 * is chosen when the entry is served). Parameters are sorted and tracking parameters dropped, so
 * `?b=2&a=1` and `?a=1&b=2&utm_source=x` share an entry. Returns null for a URL that must not be
 * cached at all (a path with dot segments or an encoded slash, which routing would treat differently).
 */
export function pageCacheKey(originalUrl: string): string | null {
  const queryStart = originalUrl.indexOf("?");
  const rawPath = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  if (!rawPath.startsWith("/") || rawPath.startsWith("//") || /%2f|%5c|\/\.\.?(\/|$)/i.test(rawPath)) return null;
  let path: string;
  try {
    // One spelling per path: /products/r%C3%B8mme and /products/rømme are the same page.
    path = encodeURI(decodeURI(rawPath));
  } catch {
    return null;
  }
  if (queryStart === -1) return path;
  const params = new URLSearchParams(originalUrl.slice(queryStart + 1));
  const kept = [...params].filter(([name]) => !ignoredParameter.test(name));
  if (kept.length === 0) return path;
  kept.sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : aValue > bValue ? 1 : 0) : a < b ? -1 : 1));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/** The page path a React Router data request (`/products.data`, `/_root.data`) loads data for. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
