import { Link, redirect } from "react-router";
import { Pagination } from "~/components/catalog/Pagination";
import { ProductGrid } from "~/components/catalog/ProductCard";
import { listHref } from "~/lib/catalog-params";
import { parseProductListQuery } from "~/lib/catalog-schemas";
import { useT } from "~/lib/i18n/use-t";
import { toCardView } from "~/lib/product-card";
import { seoMeta } from "~/lib/seo";
import { categorySlugsByLanguage, findCategoryBySlug } from "~/server/catalog/categories.server";
import { listProducts } from "~/server/catalog/listing.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { notFound, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import { pageTags } from "~/server/page-cache/tags";
import type { Route } from "./+types/categories.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.catalog);
  const languages = siteScope(language);
  const category = await findCategoryBySlug(context.db, { ...languages, slug: params.slug });
  if (!category) throw notFound();
  const url = new URL(request.url);
  if (category.slug !== params.slug)
    throw redirect(`${language.localize(`/categories/${encodeURIComponent(category.slug)}`)}${url.search}`, 301);
  const query = parseProductListQuery(url.searchParams);
  const [listing, slugs] = await Promise.all([
    listProducts(context.db, { ...languages, term: "", categoryId: category.id, sort: query.sort, page: query.page }),
    categorySlugsByLanguage(context.db, category.id),
  ]);
  const path = (slug: string) => listHref(`/categories/${encodeURIComponent(slug)}`, { page: query.page });
  return {
    seo: pageSeo(context.origin, language, {
      path: path(category.slug),
      pathByLanguage: Object.fromEntries(language.codes.map((code) => [code, path(slugs[code] ?? category.baseSlug)])),
      title: category.name,
      description: category.description,
    }),
    path: language.localize(`/categories/${encodeURIComponent(category.slug)}`),
    categoriesPath: language.localize("/categories"),
    sort: query.sort,
    category: { name: category.name, description: category.description },
    products: listing.items.map((product) => toCardView(product, language.localize)),
    total: listing.total,
    page: listing.page,
    pageCount: listing.pageCount,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function CategoryPage({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to={data.categoriesPath} className="text-brand-700 hover:underline">
          {t("categories.title")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{data.category.name}</h1>
      {data.category.description ? <p className="mt-2 max-w-3xl text-slate-600">{data.category.description}</p> : null}
      <p className="mt-6 text-sm text-slate-600" data-testid="result-count">
        {t("catalog.count", { count: data.total })}
      </p>
      {data.products.length > 0 ? (
        <div className="mt-4">
          <ProductGrid products={data.products} headingLevel={2} />
        </div>
      ) : (
        <p
          className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center text-slate-600"
          data-testid="empty-state"
        >
          {t("catalog.empty")}
        </p>
      )}
      <Pagination page={data.page} pageCount={data.pageCount} href={(page) => listHref(data.path, { sort: data.sort, page })} />
    </div>
  );
}
