import { Link } from "react-router";
import { CatalogFilters } from "~/components/catalog/CatalogFilters";
import { Pagination } from "~/components/catalog/Pagination";
import { ProductGrid } from "~/components/catalog/ProductCard";
import { listHref } from "~/lib/catalog-params";
import { parseProductListQuery } from "~/lib/catalog-schemas";
import { useT } from "~/lib/i18n/use-t";
import { toCardView } from "~/lib/product-card";
import { seoMeta } from "~/lib/seo";
import { categorySlugsByLanguage, listCategories } from "~/server/catalog/categories.server";
import { listProducts } from "~/server/catalog/listing.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { pageTags } from "~/server/page-cache/tags";
import type { Route } from "./+types/products";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.catalog);
  const { site, languageCode, defaultCode } = language;
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const languages = { factoryId: site.factory.id, languageCode, defaultLanguageCode: defaultCode };
  const categories = await listCategories(context.db, languages);
  // The spec links ?category=dairy (base slug); the current language's slug works too.
  const category = query.category
    ? (categories.find((candidate) => candidate.slug === query.category || candidate.baseSlug === query.category) ?? null)
    : null;
  const unknownCategory = query.category !== "" && category === null;
  const listing = unknownCategory
    ? { items: [], total: 0, page: query.page, pageCount: 1 }
    : await listProducts(context.db, {
        ...languages,
        term: query.search,
        categoryId: category?.id ?? null,
        sort: query.sort,
        page: query.page,
      });

  const path = language.localize("/products");
  const slugs = category ? await categorySlugsByLanguage(context.db, category.id) : {};
  const seoPath = (slug: string | undefined) => listHref("/products", { category: slug, page: query.page });
  const title = query.search ? null : (category?.name ?? null);
  const seo = pageSeo(context.origin, language, {
    path: seoPath(category?.baseSlug),
    pathByLanguage: Object.fromEntries(language.codes.map((code) => [code, seoPath(slugs[code] ?? category?.baseSlug)])),
    title: title ?? null,
    description: category?.description ?? site.settings?.description ?? site.factory.description,
  });
  const state = { search: query.search, category: category?.slug ?? query.category, sort: query.sort, page: query.page };
  return {
    seo,
    // Search result pages are many and thin: keep them out of search engines' indexes.
    noindex: query.search !== "" || unknownCategory,
    path,
    shopHref: language.localize("/shop"),
    state,
    heading: category?.name ?? null,
    description: category?.description ?? null,
    products: listing.items.map((product) => toCardView(product, language.localize)),
    total: listing.total,
    page: listing.page,
    pageCount: listing.pageCount,
    categories: categories.map((candidate) => ({
      slug: candidate.slug,
      name: candidate.name,
      href: listHref(path, { search: query.search, category: candidate.slug, sort: query.sort }),
      current: candidate.id === category?.id,
    })),
    allHref: listHref(path, { search: query.search, sort: query.sort }),
    catalogPdfHref: language.localize("/catalog-pdf") + (category ? `?category=${encodeURIComponent(category.slug)}` : ""),
  };
}

export function meta({ data }: Route.MetaArgs) {
  const tags = seoMeta(data?.seo);
  return data?.noindex ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function Products({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const heading = data.state.search ? t("catalog.resultsFor", { term: data.state.search }) : (data.heading ?? t("catalog.title"));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
        <Link to={data.catalogPdfHref} className="text-sm font-medium text-brand-700 hover:underline" data-testid="catalog-pdf-link">
          {t("catalogPdf.link")}
        </Link>
      </div>
      {data.description && !data.state.search ? <p className="mt-2 max-w-3xl text-slate-600">{data.description}</p> : null}
      <p className="mt-2 max-w-3xl text-slate-600">
        {t("catalog.shopNote")}{" "}
        <Link to={data.shopHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t("catalog.shopLink")}
        </Link>
      </p>
      <CatalogFilters
        action={data.path}
        categories={data.categories}
        allHref={data.allHref}
        search={data.state.search}
        category={data.state.category}
        sort={data.state.sort ?? "relevance"}
      />
      <p className="mt-6 text-sm text-slate-600" role="status" data-testid="result-count">
        {t("catalog.count", { count: data.total })}
        {data.pageCount > 1 ? ` · ${t("pagination.page", { page: data.page, count: data.pageCount })}` : null}
      </p>
      {data.products.length > 0 ? (
        <div className="mt-4">
          <ProductGrid products={data.products} headingLevel={2} />
        </div>
      ) : (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center" data-testid="empty-state">
          <h2 className="text-lg font-semibold text-slate-900">
            {data.state.search ? t("search.noResults", { term: data.state.search }) : t("catalog.empty")}
          </h2>
          <p className="mt-2 text-slate-600">{t("catalog.emptyHint")}</p>
          <Link
            to={data.path}
            className="mt-6 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("catalog.showAll")}
          </Link>
        </div>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} href={(page) => listHref(data.path, { ...data.state, page })} />
    </div>
  );
}
