import { sql, type SQL } from "drizzle-orm";
import type { ProductSort } from "~/lib/catalog-params";
import type { Database } from "../db/client.server";
import { loadProductCards, type ProductCard } from "./queries.server";

export interface ProductSearch {
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
  /** Normalised search text; blank means every active product. */
  term: string;
  categoryId?: string | null;
  sort?: ProductSort;
  limit: number;
  offset?: number;
  /** Count every match too (the catalogue pages need it, suggestions do not). */
  withTotal?: boolean;
}

/**
 * Below this length a term only matches at the start of a word: a two-letter "contains" match
 * cannot use the trigram index and would scan every product for little use.
 */
const MIN_CONTAINS_LENGTH = 3;
/** Terms this long tolerate one typo (trigram word similarity); shorter ones have too few trigrams. */
const MIN_FUZZY_LENGTH = 4;
/**
 * pg_trgm word similarity above which a word counts as "the same word with one typo".
 * 0.45 accepts one insertion, deletion or swap in words of 6+ letters ("brnost" → "brunost"
 * scores 0.5) and rejects different words; æ, ø and å are their own letters, so "brod" (0.4)
 * is not "brød".
 */
const FUZZY_THRESHOLD = 0.45;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The matching i18n rows, ranked: 0 exact name, 1 name prefix, 2 word prefix in the name,
 * 3 name contains, 4 description contains, 5 typo-tolerant name match. A product's text is its
 * current-language row, or the default language's row when it has none (products without any
 * translation match on their base name).
 */
function matchQuery(search: ProductSearch, term: string): SQL {
  const lang = search.languageCode;
  const fallback = search.defaultLanguageCode;
  const escaped = escapeLike(term);
  const long = [...term].length >= MIN_CONTAINS_LENGTH;
  const fuzzy = [...term].length >= MIN_FUZZY_LENGTH;
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const wordPrefix = `% ${escaped}%`;
  const rank = (name: SQL, description: SQL) => sql`case
      when ${name} = ${term} then 0
      when ${name} like ${prefix} then 1
      when ${name} like ${wordPrefix} then 2
      when ${name} like ${contains} then 3
      when ${description} like ${contains} then 4
      else 5 end`;
  const where = (name: SQL, description: SQL | null) => {
    const parts = long ? [sql`${name} like ${contains}`] : [sql`${name} like ${prefix}`, sql`${name} like ${wordPrefix}`];
    if (long && description) parts.push(sql`${description} like ${contains}`);
    if (fuzzy) parts.push(sql`${term} <% ${name}`);
    return sql.join(parts, sql` or `);
  };
  const iName = sql`lower(pi.name)`;
  const iDescription = sql`lower(pi.description)`;
  const pName = sql`lower(p.name)`;
  const pDescription = sql`lower(p.description)`;
  return sql`
    select pi.product_id, pi.name, ${rank(iName, iDescription)} as rank, ${fuzzy ? sql`word_similarity(${term}, ${iName})` : sql`0::real`} as score
    from products_i18n pi
    where pi.language_code in (${lang}, ${fallback})
      and (pi.language_code = ${lang} or not exists (select 1 from products_i18n own where own.product_id = pi.product_id and own.language_code = ${lang}))
      and (${where(iName, iDescription)})
    union all
    select p.id, p.name, ${rank(pName, pDescription)}, ${fuzzy ? sql`word_similarity(${term}, ${pName})` : sql`0::real`}
    from products p
    where p.factory_id = ${search.factoryId}
      and not exists (select 1 from products_i18n any_i18n where any_i18n.product_id = p.id and any_i18n.language_code in (${lang}, ${fallback}))
      and (${where(pName, null)})`;
}

function orderBy(sort: ProductSort): SQL {
  switch (sort) {
    case "name":
      return sql`m.name asc, p.id`;
    case "price-asc":
      return sql`p.shop_price_ore asc nulls last, m.name asc, p.id`;
    case "price-desc":
      return sql`p.shop_price_ore desc nulls last, m.name asc, p.id`;
    default:
      return sql`m.rank asc, m.score desc, length(m.name) asc, m.name asc, p.id`;
  }
}

/** Ids of the active products matching the search, best first, and optionally how many match in all. */
export async function searchProductIds(db: Database, search: ProductSearch): Promise<{ ids: string[]; total: number | null }> {
  const term = search.term.toLowerCase();
  const category = search.categoryId ? sql`and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${search.categoryId})` : sql``;
  const from = sql`from (${matchQuery(search, term)}) m
    join products p on p.id = m.product_id
    where p.factory_id = ${search.factoryId} and p.is_active ${category}`;
  const run = async (tx: Database) => {
    if ([...term].length >= MIN_FUZZY_LENGTH) await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`));
    const page = await tx.execute<{ id: string }>(sql`select p.id ${from} order by ${orderBy(search.sort ?? "relevance")} limit ${search.limit} offset ${search.offset ?? 0}`);
    let total: number | null = null;
    if (search.withTotal) {
      const counted = await tx.execute<{ total: number }>(sql`select count(*)::int as total ${from}`);
      total = counted.rows[0]?.total ?? 0;
    }
    return { ids: page.rows.map((row) => row.id), total };
  };
  // `set local` needs a transaction; it keeps the threshold from leaking to other pooled queries.
  return db.transaction((tx) => run(tx as unknown as Database));
}

/**
 * The one product search: used by the suggestions endpoint and by /products?search=. Active
 * products only, case-insensitive partial match on name or description in the current language
 * (falling back to the default language's text), exact and prefix matches first, one typo tolerated.
 */
export async function searchProducts(db: Database, search: ProductSearch): Promise<{ items: ProductCard[]; total: number | null }> {
  const { ids, total } = await searchProductIds(db, search);
  const items = await loadProductCards(db, { ids, languageCode: search.languageCode, defaultLanguageCode: search.defaultLanguageCode });
  return { items, total };
}
