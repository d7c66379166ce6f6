import { useCallback, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { SellerCard } from "~/components/sellers/SellerCard";
import { SellersMap } from "~/components/sellers/SellersMap";
import type { MountedMap } from "~/components/sellers/leaflet-map.client";
import { seoMeta } from "~/lib/seo";
import { sellerText, useSellerT } from "~/lib/sellers/messages";
import { groupByCity, sellerAnchor } from "~/lib/sellers/sellers";
import { pageTags } from "~/server/page-cache/tags";
import { listApprovedSellers } from "~/server/sellers/queries.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/sellers-map";

const query = z.object({ q: z.string().trim().max(100).catch("") });

/**
 * The approved sellers on an interactive map (Leaflet, loaded in the browser only, ADR 0017) and in
 * the list beside it, which with its GET filter works without JavaScript. The same for every
 * visitor: it goes through the page cache, tagged `sellers`, which every write to the applications
 * drops.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.sellers);
  const { q } = query.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const sellers = await listApprovedSellers(context.db, language.site.factory.id, q);
  const code = language.languageCode;
  return {
    q,
    total: sellers.length,
    cities: groupByCity(sellers),
    settings: {
      tileUrl: context.maps.tileUrl,
      tileAttribution: context.maps.tileAttribution,
      builtInAttribution: sellerText(code, "seller.map.builtIn"),
    },
    becomePath: language.localize("/become-seller"),
    mapPath: language.localize("/sellers-map"),
    resellersPath: language.localize("/resellers"),
    seo: pageSeo(context.origin, language, {
      path: "/sellers-map",
      title: sellerText(code, "seller.map.title"),
      description: sellerText(code, "seller.map.intro"),
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

const anchorPrefix = sellerAnchor("");

export default function SellersMapPage({ loaderData }: Route.ComponentProps) {
  const t = useSellerT();
  const { q, total, cities } = loaderData;
  const map = useRef<MountedMap | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const placed = cities
    .flatMap((group) => group.sellers)
    .flatMap((seller) =>
      seller.latitude !== null && seller.longitude !== null
        ? [{ id: seller.id, companyName: seller.companyName, position: { latitude: seller.latitude, longitude: seller.longitude } }]
        : [],
    );

  // "#seller-<id>" (a card's link here, or a link from /resellers) opens that seller's popup.
  const openFromHash = useCallback((scroll: boolean) => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash.startsWith(anchorPrefix) || !map.current) return;
    if (map.current.openMarker(hash.slice(anchorPrefix.length)) && scroll) mapBox.current?.scrollIntoView({ block: "nearest" });
  }, []);
  useEffect(() => {
    const onHash = () => openFromHash(true);
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [openFromHash]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("seller.map.title")}</h1>
      <p className="mt-2 text-slate-600">{t("seller.map.intro")}</p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        <Link to={loaderData.resellersPath} className="font-medium text-brand-700 hover:underline">
          {t("seller.map.resellers")}
        </Link>
        <Link to={loaderData.becomePath} className="font-medium text-brand-700 hover:underline">
          {t("seller.map.become")}
        </Link>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div ref={mapBox} className="lg:sticky lg:top-24 lg:self-start">
          <SellersMap
            settings={loaderData.settings}
            label={t("seller.map.label")}
            loadingLabel={t("seller.map.loading")}
            sellers={placed}
            className="h-[22rem] sm:h-[30rem] lg:h-[36rem]"
            onReady={(mounted) => {
              map.current = mounted;
              openFromHash(false);
            }}
          />
        </div>
        <section aria-labelledby="sellers-list-title">
          <h2 id="sellers-list-title" className="text-xl font-semibold text-slate-900">
            {t("seller.map.listTitle")}
          </h2>
          <Form method="get" role="search" aria-label={t("seller.map.filter")} className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="sellers-q" className="block text-sm font-medium text-slate-700">
                {t("seller.map.filter")}
              </label>
              <input
                id="sellers-q"
                name="q"
                type="search"
                defaultValue={q}
                maxLength={100}
                className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
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
            <section key={group.city} aria-label={group.city} className="mt-6">
              <h3 className="text-lg font-semibold text-slate-900">{group.city}</h3>
              <ul className="mt-3 grid gap-4">
                {group.sellers.map((seller) => (
                  <SellerCard
                    key={seller.id}
                    seller={seller}
                    t={t}
                    headingLevel="h4"
                    mapHref={seller.latitude === null ? null : `#${sellerAnchor(seller.id)}`}
                  />
                ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}
