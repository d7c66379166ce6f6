/**
 * What a cached page shows, as coarse tags (ADR 0008). Database triggers send the same tags when a
 * row changes (migration 0005, `page_cache_notify`), so a page is dropped from every process's
 * cache once a write it depends on commits. Every cached page depends on `shell`.
 */
export const pageTags = {
  /** Header, menu, footer, settings, languages, UI strings: every page. */
  shell: "shell",
  /** Product lists: /products, categories, featured products on the home pages. */
  catalog: "catalog",
  /** One content page's texts by slug (`home` holds the home page's texts). */
  page: (slug: string) => `page:${slug}`,
  /** One product's page (name, texts, price, images, categories). */
  product: (id: string) => `product:${id}`,
  /** The restaurant side's public pages. */
  restaurants: "restaurants",
  /** The sellers map (approved seller applications). */
  sellers: "sellers",
} as const;

/** A page that named no tag of its own: dropped by any write at all, so forgetting is never stale. */
export const UNKNOWN_DEPENDENCIES = "*";

/** True when a write that sent `invalidated` changes a page tagged `pageTagSet`. */
export function tagsIntersect(pageTagSet: ReadonlySet<string>, invalidated: readonly string[]): boolean {
  if (invalidated.length > 0 && pageTagSet.has(UNKNOWN_DEPENDENCIES)) return true;
  for (const tag of invalidated) {
    if (tag === UNKNOWN_DEPENDENCIES || pageTagSet.has(tag)) return true;
    if (tag.endsWith(":*")) {
      const prefix = tag.slice(0, -1);
      for (const own of pageTagSet) if (own.startsWith(prefix)) return true;
    }
  }
  return false;
}
