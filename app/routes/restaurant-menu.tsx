import { Link, redirect } from "react-router";
import { CartForm } from "~/components/cart/CartForm";
import { useCartFetcher } from "~/components/cart/use-cart";
import { MenuItemCard, type MenuItemCardData } from "~/components/restaurants/MenuItemCard";
import { OpeningHoursList, OpenNow } from "~/components/restaurants/OpenNow";
import { useT } from "~/lib/i18n/use-t";
import { isOpenAt } from "~/lib/opening-hours";
import { seoMeta } from "~/lib/seo";
import { usePersonal } from "~/lib/personal";
import { pageTags } from "~/server/page-cache/tags";
import { findRestaurant, listRestaurants, loadMenu } from "~/server/restaurants/queries.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { notFound, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/restaurant-menu";

/** `/restaurant-menu/{slug}`; without a slug, the only restaurant's menu, or the list when there are several. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  // Menu items' names and prices are products: their writes send 'catalog'.
  context.tagPage(pageTags.restaurants, pageTags.catalog);
  const languages = siteScope(language);
  const slug = "slug" in params ? params.slug : undefined;
  let restaurant;
  if (slug) restaurant = await findRestaurant(context.db, languages, { slug });
  else {
    const all = await listRestaurants(context.db, languages);
    if (all.length > 1) throw redirect(language.localize("/restaurants"));
    restaurant = all[0];
  }
  if (!restaurant) throw notFound();
  const categories = await loadMenu(context.db, restaurant.id, languages);
  const label = (labels: Record<string, string>) =>
    labels[language.languageCode] ?? labels[language.defaultCode] ?? Object.values(labels)[0] ?? "";
  const halfItems = categories.flatMap((category) => category.items).filter((item) => item.allowsHalfAndHalf && item.isAvailable);
  const toCard = (item: (typeof categories)[number]["items"][number]): MenuItemCardData => ({
    productId: item.productId,
    name: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    priceOre: item.priceOre,
    currency: item.currency,
    allergens: item.allergens,
    dietaryTags: item.dietaryTags,
    isAvailable: item.isAvailable,
    choices: (item.schema?.attributes ?? []).map((attribute) => ({
      key: attribute.key,
      label: label(attribute.label) || attribute.key,
      multiple: attribute.type === "multi",
      options: attribute.options.map((option) => ({
        value: option.value,
        label: label(option.label) || option.value,
        priceOre: option.priceOre ?? 0,
      })),
    })),
    halves: item.allowsHalfAndHalf
      ? halfItems.filter((other) => other.productId !== item.productId).map((other) => ({ productId: other.productId, name: other.name }))
      : [],
  });
  const path = `/restaurant-menu/${encodeURIComponent(restaurant.slug)}`;
  return {
    seo: pageSeo(context.origin, language, { path, title: restaurant.name, description: restaurant.description }),
    locale: language.languageCode,
    restaurantsPath: language.localize("/restaurants"),
    checkoutPath: language.localize(`/restaurant-checkout/${restaurant.id}`),
    restaurant: { ...restaurant, openAtRender: isOpenAt(restaurant.openingHours, new Date(), restaurant.timeZone) },
    categories: categories.map((category) => ({ id: category.id, name: category.name, items: category.items.map(toCard) })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function RestaurantMenu({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { restaurant, categories } = loaderData;
  // The visitor's own cart (never in a shared page: a cart means a personal cookie).
  const cart = usePersonal().cart;
  const clear = useCartFetcher("cart-clear");
  const otherRestaurant = cart !== null && cart.items.length > 0 && cart.restaurantId !== restaurant.id;
  const ours = cart !== null && cart.items.length > 0 && cart.restaurantId === restaurant.id;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to={loaderData.restaurantsPath} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("menu.backToRestaurants")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{restaurant.name}</h1>
        <OpenNow hours={restaurant.openingHours} timeZone={restaurant.timeZone} openAtRender={restaurant.openAtRender} />
      </div>
      {restaurant.description ? <p className="mt-2 text-slate-600">{restaurant.description}</p> : null}
      {otherRestaurant ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span>{t("menu.otherRestaurant")}</span>
          <CartForm fetcher={clear} intent="clear">
            <button type="submit" className="rounded-md border border-amber-400 bg-white px-3 py-1.5 font-semibold hover:bg-amber-100">
              {t("cart.clear")}
            </button>
          </CartForm>
        </div>
      ) : null}
      {ours ? (
        <Link
          to={loaderData.checkoutPath}
          className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("menu.checkout")}
        </Link>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <div className="space-y-10">
          {categories.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`}>
              <h2 id={`category-${category.id}`} className="text-2xl font-semibold text-slate-900">
                {category.name}
              </h2>
              <ul className="mt-4 space-y-4">
                {category.items.map((item) => (
                  <MenuItemCard key={item.productId} item={item} restaurantId={restaurant.id} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <aside className="space-y-3 text-sm">
          <h2 className="font-semibold text-slate-900">{t("restaurants.hours")}</h2>
          <OpeningHoursList hours={restaurant.openingHours} locale={loaderData.locale} />
          {restaurant.address ? <p className="text-slate-700">{restaurant.address}</p> : null}
          <p className="text-slate-700">{t("restaurants.prepTime", { minutes: restaurant.prepMinutes })}</p>
        </aside>
      </div>
    </div>
  );
}
