/**
 * The catalogue's page plan, decided before anything is drawn: a cover (page 1), the table of
 * contents, then each section (a category) from a new page with a fixed number of products per
 * page. Fixed rows keep the plan a pure function, so the table of contents can print every section's
 * first page before those pages exist, and a test can check which product lands on which page.
 */

/** Product rows on one catalogue page. */
export const PRODUCTS_PER_PAGE = 5;
/** Sections listed on one page of the table of contents. */
export const TOC_ENTRIES_PER_PAGE = 30;

export interface SectionInput<T> {
  key: string;
  title: string;
  items: readonly T[];
}

export interface PlannedPage<T> {
  /** 1-based page number in the document. */
  pageNumber: number;
  /** True on the section's first page (the heading is drawn large there). */
  first: boolean;
  items: readonly T[];
}

export interface PlannedSection<T> {
  key: string;
  title: string;
  /** The page the table of contents names for it. */
  startPage: number;
  pages: PlannedPage<T>[];
}

export interface CataloguePlan<T> {
  /** Pages of the table of contents, from page 2. */
  tocPages: number;
  /** The table of contents' entries, in order, split into its pages. */
  tocPageEntries: PlannedSection<T>[][];
  sections: PlannedSection<T>[];
  pageCount: number;
}

/** Plans the pages of a catalogue: sections without items are left out (and out of the table of contents). */
export function planCatalogue<T>(
  sections: readonly SectionInput<T>[],
  options: { productsPerPage?: number; tocEntriesPerPage?: number } = {},
): CataloguePlan<T> {
  const perPage = options.productsPerPage ?? PRODUCTS_PER_PAGE;
  const perTocPage = options.tocEntriesPerPage ?? TOC_ENTRIES_PER_PAGE;
  if (perPage < 1 || perTocPage < 1) throw new Error("a page holds at least one row");
  const filled = sections.filter((section) => section.items.length > 0);
  // An empty catalogue still has one contents page, saying so.
  const tocPages = Math.max(1, Math.ceil(filled.length / perTocPage));
  let nextPage = 2 + tocPages;
  const planned = filled.map((section) => {
    const pages: PlannedPage<T>[] = [];
    for (let from = 0; from < section.items.length; from += perPage) {
      pages.push({ pageNumber: nextPage++, first: from === 0, items: section.items.slice(from, from + perPage) });
    }
    return { key: section.key, title: section.title, startPage: pages[0]!.pageNumber, pages };
  });
  const tocPageEntries: PlannedSection<T>[][] = [];
  for (let page = 0; page < tocPages; page++) tocPageEntries.push(planned.slice(page * perTocPage, (page + 1) * perTocPage));
  return { tocPages, tocPageEntries, sections: planned, pageCount: nextPage - 1 };
}
