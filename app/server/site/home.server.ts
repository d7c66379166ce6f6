import type { AppLoadContext } from "react-router";
import { toCardView } from "~/lib/product-card";
import { listFeaturedProducts } from "../catalog/queries.server";
import { loadPageTexts } from "../content/queries.server";
import { pageTags } from "../page-cache/tags";
import { pageSeo } from "../seo/page-seo.server";
import { resolveRouteLanguage } from "./route-language.server";

/** The home page's data in the language of `lang` (undefined: the default language at "/"). */
export async function loadHome(request: Request, lang: string | undefined, context: AppLoadContext) {
  const language = await resolveRouteLanguage(request, { lang }, context);
  const { site, languageCode, defaultCode } = language;
  context.tagPage(pageTags.page("home"), pageTags.catalog);
  const [texts, featured] = await Promise.all([
    loadPageTexts(context.db, { factoryId: site.factory.id, pageSlug: "home", languageCode, defaultLanguageCode: defaultCode }),
    listFeaturedProducts(context.db, { factoryId: site.factory.id, languageCode, defaultLanguageCode: defaultCode, limit: 8 }),
  ]);
  const text = (key: string) => texts[key]?.value ?? "";
  const companyName = site.settings?.companyName ?? site.factory.name;
  return {
    companyName,
    seo: {
      ...pageSeo(context.origin, language, {
        path: "/",
        title: null,
        description: text("hero.subtitle"),
        image: site.settings?.logoUrl ?? site.factory.logoUrl,
      }),
      title: `${companyName} · ${text("hero.title") || (site.settings?.siteName ?? site.factory.name)}`,
    },
    hero: { title: text("hero.title"), subtitle: text("hero.subtitle"), cta: text("hero.cta") },
    productsPath: language.localize("/products"),
    featuredTitle: text("featured.title"),
    featuredSubtitle: text("featured.subtitle"),
    values: {
      title: text("values.title"),
      items: [1, 2, 3]
        .map((n) => ({ n, title: text(`values.${n}.title`), body: text(`values.${n}.body`) }))
        .filter((item) => item.title !== ""),
    },
    featured: featured.map((product) => toCardView(product, language.localize)),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
