import { Form, Link } from "react-router";
import { z } from "zod";
import { ContentPageView } from "~/components/content/ContentPageView";
import { SellerCard } from "~/components/sellers/SellerCard";
import { seoMeta } from "~/lib/seo";
import { useSellerT } from "~/lib/sellers/messages";
import { regionName } from "~/lib/sellers/regions";
import { groupByRegion, sellerAnchor } from "~/lib/sellers/sellers";
import { loadContentRoute } from "~/server/content/content-route.server";
import { pageTags } from "~/server/page-cache/tags";
import { listApprovedSellers } from "~/server/sellers/queries.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/resellers";

const query = z.object({ q: z.string().trim().max(100).catch("") });

/**
 * /resellers: the page's text from page_content (editable in Edit Mode, like every content page),
 * then the approved sellers by county (from the postcode) and city, searchable by name, city or
 * postcode with a plain GET form. Shared through the page cache, tagged with the page and `sellers`
 * (every write to the applications drops it).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const content = await loadContentRoute(request, { lang: params.lang, slug: "resellers" }, context);
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.sellers);
  const { q } = query.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const sellers = await listApprovedSellers(context.db, language.site.factory.id, q);
  const mapPath = language.localize("/sellers-map");
  return {
    ...content,
    q,
    total: sellers.length,
    regions: groupByRegion(sellers).map((group) => ({
      ...group,
      name: group.region ? regionName(group.region, language.languageCode) : null,
    })),
    mapPath,
    resellersPath: language.localize("/resellers"),
    becomePath: language.localize("/become-seller"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function Resellers({ loaderData }: Route.ComponentProps) {
  const t = useSellerT();
  const { q, total, regions, mapPath } = loaderData;
  return (
    <>
      <ContentPageView page={loaderData.page} />
      <section aria-labelledby="resellers-list" className="mx-auto max-w-5xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="resellers-list" className="sr-only">
          {t("seller.map.listTitle")}
        </h2>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link to={mapPath} className="font-semibold text-brand-700 hover:underline">
            {t("seller.list.mapLink")}
          </Link>
          <Link to={loaderData.becomePath} className="font-semibold text-brand-700 hover:underline">
            {t("seller.map.become")}
          </Link>
        </div>
        <Form method="get" role="search" aria-label={t("seller.list.search")} className="mt-6 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="resellers-q" className="block text-sm font-medium text-slate-700">
              {t("seller.list.search")}
            </label>
            <input
              id="resellers-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t("seller.list.searchButton")}
          </button>
          {q ? (
            <Link to={loaderData.resellersPath} className="py-2 text-sm font-medium text-brand-700 hover:underline">
              {t("seller.list.showAll")}
            </Link>
          ) : null}
        </Form>
        <p className="mt-4 text-sm text-slate-600" role="status">
          {t("seller.list.count", { count: total })}
        </p>
        {regions.map((group) => (
          <section
            key={group.region ?? "other"}
            aria-labelledby={`region-${group.region ?? "other"}`}
            className="mt-10"
            data-testid="reseller-region"
          >
            <h2 id={`region-${group.region ?? "other"}`} className="text-2xl font-semibold text-slate-900">
              {group.name ?? t("seller.list.otherRegion")}
            </h2>
            {group.cities.map((city) => (
              <div key={city.city} className="mt-5">
                <h3 className="text-lg font-semibold text-slate-800">{city.city}</h3>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                  {city.sellers.map((seller) => (
                    <SellerCard
                      key={seller.id}
                      seller={seller}
                      t={t}
                      headingLevel="h4"
                      mapHref={seller.latitude === null ? null : `${mapPath}#${sellerAnchor(seller.id)}`}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </section>
    </>
  );
}
