import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${context.origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
