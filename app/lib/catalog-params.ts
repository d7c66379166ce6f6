/** Products per page of the catalogue. */
export const PAGE_SIZE = 24;
/** The spec's search constants (section 9). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_SUGGESTIONS = 8;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 500;

export const productSorts = ["relevance", "name", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof productSorts)[number];

/** Collapses whitespace and trims: "  brun   ost " → "brun ost". */
export function normalizeSearchTerm(value: string): string {
  // Control characters (a NUL byte would make PostgreSQL reject the text) count as spaces.
  // eslint-disable-next-line no-control-regex -- they are what is being removed
  return value.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
}

/** True when a term is long enough to ask for suggestions. */
export function isSuggestible(term: string): boolean {
  return [...normalizeSearchTerm(term)].length >= SEARCH_MIN_CHARS;
}

/** A listing URL keeping the given query parameters (empty ones, and page 1, left out). */
export function listHref(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
