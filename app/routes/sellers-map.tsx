import { Form, Link } from "react-router";
import { z } from "zod";
import { seoMeta } from "~/lib/seo";
import { sellerText, useSellerT } from "~/lib/sellers/messages";
import { groupByCity, openStreetMapLink } from "~/lib/sellers/sellers";
import { pageTags } from "~/server/page-cache/tags";
import { listApprovedSellers } from "~/server/sellers/queries.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/sellers-map";

const query = z.object({ q: z.string().trim().max(100).catch("") });

/**
 * The approved sellers by city, with a filter by city or postcode and a link per seller to its
 * address in OpenStreetMap (no map tiles are embedded). The same for every visitor: it goes through
 * the page cache, tagged `sellers`, which every write to the applications drops.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.sellers);
  const { q } = query.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const sellers = await listApprovedSellers(context.db, language.site.factory.id, q);
  return {
    q,
    total: sellers.length,
    cities: groupByCity(sellers.map((seller) => ({ ...seller, mapUrl: openStreetMapLink(seller) }))),
    becomePath: language.localize("/become-seller"),
    mapPath: language.localize("/sellers-map"),
    seo: pageSeo(context.origin, language, { path: "/sellers-map", title: sellerText(language.languageCode, "seller.map.title"), description: sellerText(language.languageCode, "seller.map.intro") }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function SellersMap({ loaderData }: Route.ComponentProps) {
  const t = useSellerT();
  const { q, total, cities } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("seller.map.title")}</h1>
      <p className="mt-2 text-slate-600">{t("seller.map.intro")}</p>
      <Form method="get" role="search" aria-label={t("seller.map.filter")} className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="sellers-q" className="block text-sm font-medium text-slate-700">
            {t("seller.map.filter")}
          </label>
          <input id="sellers-q" name="q" type="search" defaultValue={q} maxLength={100} className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("seller.map.show")}
        </button>
        {q ? (
          <Link to={loaderData.mapPath} className="py-2 text-sm font-medium text-brand-700 hover:underline">
            {t("seller.map.showAll")}
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-slate-600" role="status">
        {t("seller.map.count", { count: total })}
      </p>
      {cities.map((group) => (
        <section key={group.city} aria-label={group.city} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{group.city}</h2>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {group.sellers.map((seller) => (
              <li key={seller.id} data-testid="seller-card" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{seller.companyName}</h3>
                <p className="text-sm text-slate-600">{t(`seller.shopType.${seller.shopType}`)}</p>
                <address className="mt-2 text-sm not-italic text-slate-700">
                  {seller.streetAddress}
                  <br />
                  <span dir="ltr">{seller.postcode}</span> {seller.city}
                </address>
                <a href={seller.mapUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline">
                  {t("seller.map.openMap")}
                  <span className="sr-only"> ({t("seller.map.openMapFor", { name: seller.companyName })})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-10">
        <Link to={loaderData.becomePath} className="font-semibold text-brand-700 hover:underline">
          {t("seller.map.become")}
        </Link>
      </p>
    </div>
  );
}
