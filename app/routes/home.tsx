import { HomePage } from "~/components/home/HomePage";
import { seoMeta } from "~/lib/seo";
import { loadHome } from "~/server/site/home.server";
import type { Route } from "./+types/home";

// The home page in the default language at "/"; /en, /ar … are served by routes/$segment.tsx.
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, undefined, context);
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
