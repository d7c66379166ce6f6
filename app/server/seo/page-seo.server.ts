import { buildSeo, type Seo, type SeoInput } from "~/lib/seo";
import type { RouteLanguage } from "../site/route-language.server";

/** A page's SEO data from the route's language and the request origin; titles end with the company name. */
export function pageSeo(
  origin: string,
  language: RouteLanguage,
  page: Pick<SeoInput, "path" | "pathByLanguage" | "description" | "type" | "image"> & { title: string | null },
): Seo {
  const companyName = language.site.settings?.companyName ?? language.site.factory.name;
  return buildSeo({
    ...page,
    origin,
    languageCode: language.languageCode,
    defaultCode: language.defaultCode,
    codes: language.codes,
    title: page.title ? `${page.title} · ${companyName}` : companyName,
    siteName: companyName,
  });
}
