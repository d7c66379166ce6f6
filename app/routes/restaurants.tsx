import { Link } from "react-router";
import { OpeningHoursList, OpenNow } from "~/components/restaurants/OpenNow";
import { defaultMessages } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { isOpenAt } from "~/lib/opening-hours";
import { seoMeta } from "~/lib/seo";
import { pageTags } from "~/server/page-cache/tags";
import { listRestaurants } from "~/server/restaurants/queries.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { loadTranslations } from "~/server/site/queries.server";
import { resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/restaurants";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.restaurants);
  const [restaurants, messages] = await Promise.all([
    listRestaurants(context.db, siteScope(language)),
    loadTranslations(context.db, language.site.factory.id, language.languageCode, language.defaultCode),
  ]);
  const now = new Date();
  return {
    seo: pageSeo(context.origin, language, {
      path: "/restaurants",
      title: messages["restaurants.title"] ?? defaultMessages["restaurants.title"],
      description: restaurants.map((restaurant) => restaurant.name).join(", "),
    }),
    locale: language.languageCode,
    restaurants: restaurants.map((restaurant) => ({
      ...restaurant,
      openAtRender: isOpenAt(restaurant.openingHours, now, restaurant.timeZone),
      href: language.localize(`/restaurant-menu/${encodeURIComponent(restaurant.slug)}`),
    })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function Restaurants({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("restaurants.title")}</h1>
      <p className="mt-2 text-slate-600">{t("restaurants.intro")}</p>
      {loaderData.restaurants.length === 0 ? <p className="mt-8 text-slate-700">{t("restaurants.none")}</p> : null}
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {loaderData.restaurants.map((restaurant) => (
          <li
            key={restaurant.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid="restaurant-card"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl font-semibold text-slate-900">{restaurant.name}</h2>
              <OpenNow hours={restaurant.openingHours} timeZone={restaurant.timeZone} openAtRender={restaurant.openAtRender} />
            </div>
            {restaurant.description ? <p className="mt-2 text-sm leading-6 text-slate-600">{restaurant.description}</p> : null}
            {restaurant.address ? <p className="mt-2 text-sm text-slate-700">{restaurant.address}</p> : null}
            <p className="mt-2 flex flex-wrap gap-2 text-xs font-medium text-slate-700">
              {restaurant.offersPickup ? <span className="rounded bg-slate-100 px-2 py-1">{t("restaurants.pickup")}</span> : null}
              {restaurant.offersDelivery ? <span className="rounded bg-slate-100 px-2 py-1">{t("restaurants.delivery")}</span> : null}
              <span className="rounded bg-slate-100 px-2 py-1">{t("restaurants.prepTime", { minutes: restaurant.prepMinutes })}</span>
            </p>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("restaurants.hours")}</h3>
            <div className="mt-1">
              <OpeningHoursList hours={restaurant.openingHours} locale={loaderData.locale} />
            </div>
            <Link
              to={restaurant.href}
              className="mt-5 inline-flex w-fit items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("restaurants.viewMenu", { name: restaurant.name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
