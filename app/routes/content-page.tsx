import { ContentPageView } from "~/components/content/ContentPageView";
import { seoMeta } from "~/lib/seo";
import { loadContentRoute } from "~/server/content/content-route.server";
import type { Route } from "./+types/content-page";

// A content page in a non-default language: /en/about, /ar/faq …
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadContentRoute(request, params, context);
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function LocalizedContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
