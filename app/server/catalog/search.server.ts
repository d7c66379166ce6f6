import { sql, type SQL } from "drizzle-orm";
import type { ProductSort } from "~/lib/catalog-params";
import type { Database } from "../db/client.server";
import { loadProductCards, type ProductCard } from "./queries.server";
import { loadWordMatch, planWordMatch, resolveWordMatch, type WordMatch } from "./word-match.server";
import { escapeLike } from "../db/like.server";

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

/** Whose products a search looks at, in which language. */
type SearchScope = Pick<ProductSearch, "factoryId" | "languageCode" | "defaultLanguageCode">;

/**
 * Below this length a term only matches at the start of a word: a two-letter "contains" match
 * cannot use the trigram index and would scan every product for little use.
 */
const MIN_CONTAINS_LENGTH = 3;
/** Word-by-word matches (typos, other word orders) sampled per language for the suggestions: plenty to pick the best eight from. */
const WORD_MATCH_SAMPLE = 64;

/** The dictionaries a search looks up typo candidates in: its languages and the base names. */
function dictionaryLanguages(search: SearchScope): string[] {
  return [search.languageCode, search.defaultLanguageCode, ""];
}

/**
 * The search's condition on a product's lower-cased name and description (none for a base name):
 * the name contains the term (starts with it, or a word does, when it is shorter than
 * MIN_CONTAINS_LENGTH), the description contains it, or the name holds every word of the term
 * within the typo rule.
 */
function textMatch(term: string, words: WordMatch | null) {
  const escaped = escapeLike(term);
  const long = [...term].length >= MIN_CONTAINS_LENGTH;
  return (name: SQL, description: SQL | null) => {
    const parts = long ? [sql`${name} like ${`%${escaped}%`}`] : [sql`${name} like ${`${escaped}%`}`, sql`${name} like ${`% ${escaped}%`}`];
    if (long && description) parts.push(sql`${description} like ${`%${escaped}%`}`);
    if (words) parts.push(words.where(name));
    return sql.join(parts, sql` or `);
  };
}

/**
 * The matching i18n rows, ranked: 0 exact name, 1 name prefix, 2 word prefix in the name,
 * 3 name contains, 4 description contains, 5 the name holds every word of the term, as typed or
 * within the typo rule (fewest typos first). A product's text is its current-language row, or the
 * default language's row when it has none (products without any translation match on their base name).
 */
function matchQuery(search: SearchScope, term: string, words: WordMatch | null): SQL {
  const lang = search.languageCode;
  const fallback = search.defaultLanguageCode;
  const escaped = escapeLike(term);
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
  const where = textMatch(term, words);
  const iName = sql`lower(pi.name)`;
  const iDescription = sql`lower(pi.description)`;
  const pName = sql`lower(p.name)`;
  const pDescription = sql`lower(p.description)`;
  // The text conditions find their rows through the trigram indexes alone: `hits` is every
  // language's matching rows, filtered to the two languages afterwards (beside the trigram bitmap
  // the planner would AND the language index's, reading a third of that index for every term). A
  // base name whose product has a matching translation in these languages has one, so it needs no
  // probe. "offset 0" keeps each not-exists a per-row index probe of the few rows that need it,
  // not a hash of every translation of a language (a scan of the whole table, ADR 0029).
  return sql`
    with hits as materialized (select pi.product_id, pi.language_code, pi.name, pi.description from products_i18n pi where ${where(iName, iDescription)}),
    own_hits as (select pi.product_id from hits pi where pi.language_code in (${lang}, ${fallback}))
    select pi.product_id, pi.name, ${rank(iName, iDescription)} as rank, ${words ? words.typos(iName) : sql`0`} as typos
    from hits pi
    where pi.language_code in (${lang}, ${fallback})
      and (pi.language_code = ${lang} or not exists (select 1 from products_i18n own where own.product_id = pi.product_id and own.language_code = ${lang} offset 0))
    union all
    select p.id, p.name, ${rank(pName, pDescription)}, ${words ? words.typos(pName) : sql`0`}
    from products p
    where p.factory_id = ${search.factoryId}
      and (${where(pName, null)})
      and p.id not in (select own_hits.product_id from own_hits)
      and not exists (select 1 from products_i18n any_i18n where any_i18n.product_id = p.id and any_i18n.language_code in (${lang}, ${fallback}) offset 0)`;
}

/**
 * The search's matches as a subquery of (product_id, name, rank, typos), one row per product, for
 * a query that filters and sorts them further (the webshop's listing). Same matching as the
 * catalogue's results; the caller restricts to the factory's active products.
 */
export async function searchMatchesQuery(db: Database, search: SearchScope & { term: string }): Promise<SQL> {
  const term = search.term.toLowerCase();
  const words = await loadWordMatch(db, term, dictionaryLanguages(search));
  return matchQuery(search, term, words);
}

/**
 * The search's condition (the same as `searchMatchesQuery`'s) on a table that holds each product's
 * text in the page's language already resolved: its translation, else the default language's, else
 * the base name with no description (the webshop's facet rows, ADR 0029).
 */
export async function searchTextCondition(
  db: Database,
  search: SearchScope & { term: string },
  text: { name: SQL; description: SQL },
): Promise<SQL> {
  const term = search.term.toLowerCase();
  const words = await loadWordMatch(db, term, dictionaryLanguages(search));
  return textMatch(term, words)(text.name, text.description);
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
      return sql`m.rank asc, m.typos asc, lower(m.name) asc, p.id`;
  }
}

/** Ids of the active products matching the search, best first, and optionally how many match in all. */
export async function searchProductIds(db: Database, search: ProductSearch): Promise<{ ids: string[]; total: number | null }> {
  const term = search.term.toLowerCase();
  const firstPageByRelevance = !search.withTotal && !search.offset && !search.categoryId && (search.sort ?? "relevance") === "relevance";
  if (firstPageByRelevance) {
    return db.transaction(async (tx) => ({ ids: await suggestionIds(tx as unknown as Database, search, term), total: null }));
  }
  const category = search.categoryId
    ? sql`and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${search.categoryId})`
    : sql``;
  const words = await loadWordMatch(db, term, dictionaryLanguages(search));
  const from = sql`from (${matchQuery(search, term, words)}) m
    join products p on p.id = m.product_id
    where p.factory_id = ${search.factoryId} and p.is_active and p.restaurant_id is null ${category}`;
  const page = await db.execute<{ id: string }>(
    sql`select p.id ${from} order by ${orderBy(search.sort ?? "relevance")} limit ${search.limit} offset ${search.offset ?? 0}`,
  );
  let total: number | null = null;
  if (search.withTotal) {
    const counted = await db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`);
    total = counted.rows[0]?.total ?? 0;
  }
  return { ids: page.rows.map((row) => row.id), total };
}

/**
 * The one product search: used by the suggestions endpoint and by /products?search=. Active
 * products only, case-insensitive partial match on name or description in the current language
 * (falling back to the default language's text), exact and prefix matches first, then names holding
 * every word of the term with the typos the rule allows (see typo-rule.ts).
 */
export async function searchProducts(db: Database, search: ProductSearch): Promise<{ items: ProductCard[]; total: number | null }> {
  const { ids, total } = await searchProductIds(db, search);
  const items = await loadProductCards(db, { ids, languageCode: search.languageCode, defaultLanguageCode: search.defaultLanguageCode });
  return { items, total };
}

/**
 * The first few results by relevance (the suggestions), fast on 100 000 products. All tiers go
 * in one statement: a `union all` of one branch per tier, best tier first, under a LIMIT. The
 * executor runs the branches of an Append in order and stops pulling rows once the LIMIT is met,
 * so a common word is answered by its first tier or two and the trigram bitmaps of later tiers
 * are never built, while a term that falls through every tier costs one round trip, not four.
 * Each branch leaves out what an earlier tier already matched (a word prefix is not also a
 * "contains" row), so no row repeats and no grouping has to read every branch. Exact and prefix
 * matches read the btree index on (lower(name) text_pattern_ops, language_code) in name order;
 * the later tiers use the trigram indexes. Same tiers and language fallback as `matchQuery`.
 */
async function suggestionIds(db: Database, search: ProductSearch, term: string): Promise<string[]> {
  const length = [...term].length;
  const escaped = escapeLike(term);
  const name = sql`lower(pi.name)`;
  const description = sql`lower(pi.description)`;
  const prefix = sql`${name} like ${`${escaped}%`}`;
  const wordPrefix = sql`${name} like ${`% ${escaped}%`}`;
  const contains = sql`${name} like ${`%${escaped}%`}`;
  // Tiers in rank order, each without the rows of the tiers before it. The exact name is the
  // first prefix match in name order ("ost" < "ost…"), so the prefix tier serves both ranks.
  const tiers: SQL[] = [prefix, sql`${wordPrefix} and not ${prefix}`];
  if (length >= MIN_CONTAINS_LENGTH)
    tiers.push(sql`${contains} and not ${wordPrefix} and not ${prefix}`, sql`${description} like ${`%${escaped}%`} and not ${contains}`);
  // Settings for this transaction only (set_config(…, true) is `set local`). Each tier is meant to
  // run from an index, but with a small LIMIT and a rough trigram estimate the planner sometimes
  // reads the whole table instead (0.5 s on 300 000 rows); parallel workers only add start-up time.
  // The typo candidates come with them: one round trip fewer for a term that reaches the typo tier,
  // at the price of a dictionary lookup (a fraction of a millisecond) for one that does not.
  const plan = planWordMatch(term, dictionaryLanguages(search));
  const settings = await db.execute<{
    words?: string[];
  }>(sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)
    ${plan?.candidates ? sql`, ${plan.candidates}` : sql``}`);
  // Most shops translate every product: then the default language's text is never searched and
  // products without any translation do not exist, so those extra branches are left out.
  const untranslated =
    search.languageCode !== search.defaultLanguageCode && (await hasUntranslatedProducts(db, search.factoryId, search.languageCode));
  const languages = untranslated ? [search.languageCode, search.defaultLanguageCode] : [search.languageCode];
  /** One tier in one language: at most `limit` matches, in name order (index order for the prefix tier). */
  const branch = (tier: number, where: SQL, code: string, limit: number, byName: boolean, typos: SQL = sql`0`) => {
    // The default language's text counts only for products without text in the current language.
    const fallbackOnly =
      code === search.languageCode
        ? sql``
        : sql`and not exists (select 1 from products_i18n own where own.product_id = pi.product_id and own.language_code = ${search.languageCode})`;
    // `using ~<~` is the order of the text_pattern_ops index, so the scan stops after `limit` rows.
    return sql`(select ${tier}::int as tier, pi.product_id, ${name} as sort_key, ${typos} as typos from products_i18n pi
      join products p on p.id = pi.product_id and p.is_active and p.restaurant_id is null and p.factory_id = ${search.factoryId}
      where pi.language_code = ${code} and (${where}) ${fallbackOnly} ${byName ? sql`order by ${name} using ~<~` : sql``} limit ${limit})`;
  };
  const limit = search.limit;
  // Branches in tier order; the sort inside a tier happens after its LIMIT, so it never reads more.
  const parts = tiers.flatMap((where, tier) => languages.map((code) => branch(tier, where, code, limit, tier === 0)));
  const rows = await db.execute<{
    product_id: string;
  }>(sql`select product_id from (select * from (${sql.join(parts, sql` union all `)}) tiers limit ${limit}) matches
    order by tier, sort_key using ~<~`);
  const found = rows.rows.map((row) => row.product_id);
  // Word-by-word matching (typos, another word order) is for terms that match nothing as typed: it
  // costs a dictionary lookup and the costliest tier, and a term with real matches does not need
  // it. Its matches are ranked by typos among a bounded sample.
  const words = found.length === 0 && plan ? resolveWordMatch(plan, settings.rows[0]?.words ?? []) : null;
  if (words) {
    const matching = languages.map((code) => branch(9, words.where(name), code, WORD_MATCH_SAMPLE, false, words.typos(name)));
    const similar = await db.execute<{ product_id: string }>(sql`select product_id from (${sql.join(matching, sql` union all `)}) matches
      order by typos, sort_key using ~<~ limit ${limit}`);
    found.push(...similar.rows.map((row) => row.product_id));
  }
  if (
    found.length < limit &&
    (untranslated ||
      (search.languageCode === search.defaultLanguageCode && (await hasUntranslatedProducts(db, search.factoryId, search.languageCode))))
  ) {
    // Products without any translation in these languages match on their base name.
    const codes = sql.join(
      languages.map((code) => sql`${code}`),
      sql`, `,
    );
    const rows = await db.execute<{ id: string }>(sql`select p.id from products p
      where p.factory_id = ${search.factoryId} and p.is_active and p.restaurant_id is null
        and (lower(p.name) like ${length >= MIN_CONTAINS_LENGTH ? `%${escaped}%` : `${escaped}%`} ${words ? sql`or ${words.where(sql`lower(p.name)`)}` : sql``})
        and not exists (select 1 from products_i18n any_i18n where any_i18n.product_id = p.id and any_i18n.language_code in (${codes}))
      order by lower(p.name) limit ${limit - found.length}`);
    found.push(...rows.rows.map((row) => row.id));
  }
  return found;
}

const untranslatedCache = new Map<string, { value: boolean; expires: number }>();
/** How long the answer of `hasUntranslatedProducts` is reused; a new translation shows within it. */
const UNTRANSLATED_TTL_MS = 60_000;

/** Whether some active product of the factory has no text in `languageCode` (cached a minute per process). */
async function hasUntranslatedProducts(db: Database, factoryId: string, languageCode: string): Promise<boolean> {
  const key = `${factoryId}/${languageCode}`;
  const cached = untranslatedCache.get(key);
  if (cached && cached.expires > Date.now()) return cached.value;
  const result = await db.execute<{ value: boolean }>(sql`select exists (select 1 from products p
    where p.factory_id = ${factoryId} and p.is_active and p.restaurant_id is null
      and not exists (select 1 from products_i18n t where t.product_id = p.id and t.language_code = ${languageCode})) as value`);
  const value = Boolean(result.rows[0]?.value);
  untranslatedCache.set(key, { value, expires: Date.now() + UNTRANSLATED_TTL_MS });
  return value;
}
