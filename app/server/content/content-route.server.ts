import type { AppLoadContext } from "react-router";
import { editModeOn } from "../edit-mode/access.server";
import { pageTags } from "../page-cache/tags";
import { pageSeo } from "../seo/page-seo.server";
import { notFound, resolveRouteLanguage } from "../site/route-language.server";
import { loadContentPage } from "./pages.server";

/** A content page route's data (`/{slug}` or `/{lang}/{slug}`); 404 when the page has no content. */
export async function loadContentRoute(request: Request, params: { lang?: string; slug: string }, context: AppLoadContext) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.page(params.slug));
  const page = await loadContentPage(context.db, {
    factoryId: language.site.factory.id,
    slug: params.slug,
    languageCode: language.languageCode,
    defaultLanguageCode: language.defaultCode,
    localize: language.localize,
    forEditing: await editModeOn(request, context),
  });
  if (!page) throw notFound();
  return {
    kind: "page" as const,
    page,
    seo: pageSeo(context.origin, language, { path: `/${page.slug}`, title: page.title, description: page.intro, type: "article" }),
  };
}
