import { Link } from "react-router";
import { ProductGrid } from "~/components/catalog/ProductCard";
import { EditableText } from "~/components/edit-mode/lazy";
import { useT } from "~/lib/i18n/use-t";
import type { HomeData } from "~/server/site/home.server";

/** The home page: hero, featured products and the company's values (its texts editable in place in Edit Mode). */
export function HomePage({ data }: { data: HomeData }) {
  // Each text is its page_content key: editable in place in Edit Mode.
  const text = (field: string, value: string, multiline?: boolean) => (
    <EditableText page="home" field={field} value={value} multiline={multiline} />
  );
  const { hero, featured, values, companyName } = data;
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{companyName}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{text("hero.title", hero.title)}</h1>
          {hero.subtitle ? (
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600">{text("hero.subtitle", hero.subtitle, true)}</p>
          ) : null}
          {hero.cta ? (
            <a
              href="#featured"
              className="mt-8 inline-flex rounded-md bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {hero.cta}
            </a>
          ) : null}
        </div>
      </section>

      <section id="featured" aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {text("featured.title", data.featuredTitle || t("home.featured"))}
        </h2>
        {data.featuredSubtitle ? <p className="mt-2 text-slate-600">{text("featured.subtitle", data.featuredSubtitle, true)}</p> : null}
        <div className="mt-8">
          {/* Below the hero: on a phone none of these is in the first screen, so none is preloaded
              ahead of the stylesheet (React turns eager images into preloads). */}
          <ProductGrid products={featured} eagerCount={0} />
        </div>
        <p className="mt-8">
          <Link to={data.productsPath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t("home.viewAll")} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </section>

      {values.items.length > 0 ? (
        <section aria-labelledby="values-heading" className="border-t border-slate-100 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="values-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {text("values.title", values.title)}
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-3">
              {values.items.map((item) => (
                <div key={item.n}>
                  <h3 className="text-lg font-semibold text-brand-800">{text(`values.${item.n}.title`, item.title)}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{text(`values.${item.n}.body`, item.body, true)}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
