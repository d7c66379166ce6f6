import { data, redirect } from "react-router";
import { formatMoney } from "~/lib/money";
import { useT } from "~/lib/i18n/use-t";
import { listFeaturedProducts } from "~/server/catalog/queries.server";
import { loadPageTexts } from "~/server/content/queries.server";
import type { Route } from "./+types/home";

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = await context.site();
  const defaultCode = site.defaultLanguage.code;
  if (params.lang !== undefined) {
    // The default language lives at "/", so "/nb" is only an alias of it.
    if (params.lang === defaultCode) throw redirect("/", 301);
    if (!site.languages.some((language) => language.code === params.lang)) throw data({ message: "Not found" }, { status: 404 });
  }
  const languageCode = params.lang ?? defaultCode;
  const [texts, featured] = await Promise.all([
    loadPageTexts(context.db, { factoryId: site.factory.id, pageSlug: "home", languageCode, defaultLanguageCode: defaultCode }),
    listFeaturedProducts(context.db, { factoryId: site.factory.id, languageCode, defaultLanguageCode: defaultCode, limit: 8 }),
  ]);
  const text = (key: string) => texts[key]?.value ?? "";
  return {
    companyName: site.settings?.companyName ?? site.factory.name,
    siteName: site.settings?.siteName ?? site.factory.name,
    hero: { title: text("hero.title"), subtitle: text("hero.subtitle"), cta: text("hero.cta") },
    featuredTitle: text("featured.title"),
    featuredSubtitle: text("featured.subtitle"),
    values: {
      title: text("values.title"),
      items: [1, 2, 3].map((n) => ({ title: text(`values.${n}.title`), body: text(`values.${n}.body`) })).filter((item) => item.title !== ""),
    },
    // Formatted on the server so that server and browser render the very same string.
    featured: featured.map((product) => ({ ...product, price: product.shopPriceOre === null ? null : formatMoney(product.shopPriceOre, product.currency) })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.companyName} · ${data.siteName}` },
    { name: "description", content: data.hero.subtitle },
    { property: "og:title", content: data.hero.title || data.companyName },
    { property: "og:description", content: data.hero.subtitle },
    { property: "og:type", content: "website" },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, featured, values, companyName } = loaderData;
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{companyName}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{hero.title}</h1>
          {hero.subtitle ? <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600">{hero.subtitle}</p> : null}
          {hero.cta ? (
            <a href="#featured" className="mt-8 inline-flex rounded-md bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800">
              {hero.cta}
            </a>
          ) : null}
        </div>
      </section>

      <section id="featured" aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {loaderData.featuredTitle || t("home.featured")}
        </h2>
        {loaderData.featuredSubtitle ? <p className="mt-2 text-slate-600">{loaderData.featuredSubtitle}</p> : null}
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
          {featured.map((product, index) => (
            <li key={product.id} className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="product-card">
              {product.imageUrl ? (
                <img
                  src={product.imageUrl}
                  alt=""
                  width={800}
                  height={800}
                  loading={index < 4 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-square w-full bg-slate-100 object-cover"
                />
              ) : null}
              <div className="space-y-1 p-4">
                <h3 className="text-sm font-semibold text-slate-900 sm:text-base">{product.name}</h3>
                {product.packageSize ? <p className="text-xs text-slate-500 sm:text-sm">{product.packageSize}</p> : null}
                {product.price ? (
                  <p className="pt-1 text-base font-semibold text-brand-700" dir="ltr">
                    <span data-testid="price">{product.price}</span>
                  </p>
                ) : null}
                {product.priceRange ? (
                  <p className="text-xs text-slate-500">
                    {t("product.priceRange")}: {product.priceRange}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {values.items.length > 0 ? (
        <section aria-labelledby="values-heading" className="border-t border-slate-100 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {values.title}
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-3">
              {values.items.map((item) => (
                <div key={item.title}>
                  <h3 className="text-lg font-semibold text-brand-800">{item.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{item.body}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
