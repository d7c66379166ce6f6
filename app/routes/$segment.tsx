import { ContentPageView } from "~/components/content/ContentPageView";
import { HomePage } from "~/components/home/HomePage";
import { seoMeta } from "~/lib/seo";
import { loadContentRoute } from "~/server/content/content-route.server";
import { loadHome } from "~/server/site/home.server";
import type { Route } from "./+types/$segment";

/**
 * Every one-segment path that no static route claims: a language code is that language's home
 * page (/en, /ar; /nb redirects to /), anything else is a content page (/about, /faq, or any
 * page with content in page_content), and otherwise the not-found page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = await context.site();
  if (site.languages.some((language) => language.code === params.segment)) {
    return { kind: "home" as const, ...(await loadHome(request, params.segment, context)) };
  }
  return loadContentRoute(request, { slug: params.segment }, context);
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function Segment({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "home" ? <HomePage data={loaderData} /> : <ContentPageView page={loaderData.page} />;
}
