import { Link, redirect } from "react-router";
import { Pagination } from "~/components/catalog/Pagination";
import { ShopFilters } from "~/components/shop/ShopFilters";
import { ShopGrid } from "~/components/shop/ShopProductCard";
import { PAGE_SIZE } from "~/lib/catalog-params";
import { defaultMessages } from "~/lib/i18n/messages";
import { wholeKroner } from "~/lib/money";
import { useT } from "~/lib/i18n/use-t";
import { toCardView } from "~/lib/product-card";
import { seoMeta } from "~/lib/seo";
import { priceBands, shopHref, shopQueryString } from "~/lib/shop/params";
import { productProperties } from "~/lib/shop/properties";
import { parseShopQuery } from "~/lib/shop/schemas";
import { listCategories } from "~/server/catalog/categories.server";
import { listShopProducts, loadShopFacets } from "~/server/catalog/shop.server";
import { pageTags } from "~/server/page-cache/tags";
import { pageSeo } from "~/server/seo/page-seo.server";
import { loadTranslations } from "~/server/site/queries.server";
import { resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/shop";

/** Package sizes offered as filters: the commonest, plus any chosen. */
const MAX_SIZES_SHOWN = 12;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  // Prices, stock crossing zero, categories and texts of products: every write to them sends `catalog`.
  context.tagPage(pageTags.catalog);
  const scope = siteScope(language);
  const searchParams = new URL(request.url).searchParams;
  const query = parseShopQuery(searchParams);
  const [categories, messages] = await Promise.all([
    listCategories(context.db, scope),
    loadTranslations(context.db, scope.factoryId, scope.languageCode, scope.defaultLanguageCode),
  ]);
  // A category is chosen by this language's slug or its base slug (another language's link); unknown ones are dropped.
  const chosen = categories.filter((category) => query.categories.includes(category.slug) || query.categories.includes(category.baseSlug));
  const selection = { ...query, categories: chosen.map((category) => category.slug) };
  const path = language.localize("/shop");
  // One selection, one URL (and one cache entry): a plain form's submission (empty fields, any
  // order), another language's category slug or a dropped value is redirected to the canonical URL.
  if (searchParams.toString() !== shopQueryString(selection)) throw redirect(shopHref(path, selection));
  const filters = {
    search: selection.search,
    categoryIds: chosen.map((category) => category.id),
    prices: selection.prices,
    inStock: selection.inStock,
    sizes: selection.sizes,
    properties: selection.properties,
  };
  const facets = await loadShopFacets(context.db, scope, filters);
  const pageCount = Math.max(1, Math.ceil(facets.total / PAGE_SIZE));
  const items = selection.page > pageCount ? [] : await listShopProducts(context.db, scope, filters, selection.sort, selection.page);

  const filtered = shopHref("", { ...selection, sort: "recommended", page: 1 }) !== "";
  const sizes = [...facets.sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], scope.languageCode, { numeric: true }));
  const shownSizes = [
    ...sizes.slice(0, MAX_SIZES_SHOWN),
    ...sizes.slice(MAX_SIZES_SHOWN).filter(([size]) => selection.sizes.includes(size)),
  ];
  for (const size of selection.sizes) if (!facets.sizes.has(size)) shownSizes.push([size, 0]);
  return {
    seo: pageSeo(context.origin, language, {
      path: shopHref("/shop", { ...selection, page: 1, sort: "recommended" }),
      title: messages["shop.title"] ?? defaultMessages["shop.title"],
      description: messages["shop.intro"] ?? defaultMessages["shop.intro"],
    }),
    // Filtered pages are countless combinations of one list: only the shop itself is for search engines.
    noindex: filtered || selection.sort !== "recommended" || selection.page > 1,
    path,
    productsHref: language.localize("/products"),
    selection,
    total: facets.total,
    page: selection.page,
    pageCount,
    facets: {
      categories: categories.map((category) => ({
        value: category.slug,
        label: category.name,
        count: facets.categories.get(category.id) ?? 0,
      })),
      prices: priceBands.map((band) => ({
        value: band.id,
        fromKroner: wholeKroner(band.fromOre),
        toKroner: band.toOre === null ? null : wholeKroner(band.toOre),
        count: facets.prices.get(band.id) ?? 0,
      })),
      inStock: facets.inStock,
      sizes: shownSizes.map(([size, count]) => ({ value: size, label: size, count })),
      properties: productProperties.map((property) => ({ value: property, count: facets.properties.get(property) ?? 0 })),
    },
    products: items.map((item) => ({ ...toCardView(item, language.localize), soldOut: item.soldOut, attributes: item.attributes })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const tags = seoMeta(data?.seo);
  return data?.noindex ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function Shop({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("shop.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {t("shop.intro")}{" "}
        <Link to={data.productsHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t("shop.catalogueLink")}
        </Link>
      </p>
      <div className="mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <ShopFilters path={data.path} selection={data.selection} facets={data.facets} total={data.total} />
        <div>
          <p className="mt-6 text-sm text-slate-600 lg:mt-0" role="status" data-testid="result-count">
            {t("catalog.count", { count: data.total })}
            {data.pageCount > 1 ? ` · ${t("pagination.page", { page: data.page, count: data.pageCount })}` : null}
          </p>
          {data.products.length > 0 ? (
            <div className="mt-4">
              <ShopGrid products={data.products} />
            </div>
          ) : (
            <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center" data-testid="empty-state">
              <h2 className="text-lg font-semibold text-slate-900">{t("shop.empty")}</h2>
              <p className="mt-2 text-slate-600">{t("shop.emptyHint")}</p>
              <Link
                to={data.path}
                className="mt-6 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t("shop.clearAll")}
              </Link>
            </div>
          )}
          <Pagination page={data.page} pageCount={data.pageCount} href={(page) => shopHref(data.path, { ...data.selection, page })} />
        </div>
      </div>
    </div>
  );
}
