import { Link } from "react-router";
import { ResponsiveImage } from "~/components/catalog/ResponsiveImage";
import { defaultMessages } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { seoMeta } from "~/lib/seo";
import { listCategories } from "~/server/catalog/categories.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { loadTranslations } from "~/server/site/queries.server";
import { resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import { pageTags } from "~/server/page-cache/tags";
import type { Route } from "./+types/categories";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.catalog);
  const languages = siteScope(language);
  const [categories, messages] = await Promise.all([
    listCategories(context.db, languages),
    loadTranslations(context.db, language.site.factory.id, language.languageCode, language.defaultCode),
  ]);
  return {
    seo: pageSeo(context.origin, language, {
      path: "/categories",
      title: messages["categories.title"] ?? defaultMessages["categories.title"],
      description: categories.map((category) => category.name).join(", "),
    }),
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      productCount: category.productCount,
      imageUrl: category.imageUrl,
      href: language.localize(`/categories/${encodeURIComponent(category.slug)}`),
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("categories.title")}</h1>
      <p className="mt-2 text-slate-600">{t("categories.intro")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {loaderData.categories.map((category, index) => (
          <li
            key={category.id}
            className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            data-testid="category-card"
          >
            {category.imageUrl ? (
              <ResponsiveImage
                src={category.imageUrl}
                alt=""
                width={96}
                height={96}
                priority={index < 4}
                className="size-24 shrink-0 rounded-lg bg-slate-100 object-cover"
              />
            ) : null}
            <div>
              <h2 className="text-lg font-semibold text-slate-900">
                <Link to={category.href} className="group-hover:text-brand-700 after:absolute after:inset-0">
                  {category.name}
                </Link>
              </h2>
              {category.description ? <p className="mt-1 text-sm leading-6 text-slate-600">{category.description}</p> : null}
              <p className="mt-2 text-sm font-medium text-brand-700">{t("catalog.count", { count: category.productCount })}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
