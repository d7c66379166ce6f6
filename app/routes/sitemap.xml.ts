import { buildSitemap } from "~/server/seo/sitemap.server";
import type { Route } from "./+types/sitemap.xml";

// A single sitemap file holds up to 50 000 URLs; past that (≈16 000 products in three
// languages) it must be split into a sitemap index, which is not needed for one factory yet.
export async function loader({ context }: Route.LoaderArgs) {
  const site = await context.site();
  const xml = await buildSitemap(context.db, site, context.origin);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
