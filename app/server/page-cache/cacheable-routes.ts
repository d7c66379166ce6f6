import type { RouteObject, ServerBuild } from "react-router";
import { matchRoutes } from "react-router";

/**
 * The pages that show every anonymous visitor the same thing: route ids from app/routes.ts (one id
 * serves a page in every language: its path has an optional `:lang?` segment). Only these are ever stored in the shared page cache, and only for a
 * visitor without personal cookies. A branch that adds a visitor-independent page adds one line
 * here; never an auth, account, admin, cart, checkout, order, quote, kitchen or tracking page.
 */
const CACHEABLE_PAGES = [
  "home",
  "segment", // /en, /ar (home pages) and /about, /faq … (content pages)
  "content-page-localized",
  "products",
  "product",
  "categories",
  "category",
  "shop",
  "restaurants",
  "restaurant-menu",
  "restaurant-menu-default",
  "sellers-map",
  "catalog-pdf",
  "resellers",
  "newsletters",
  "newsletter", // a sent newsletter's archive page (/newsletter/{shareableUrl})
];

const cacheableRouteIds = new Set(CACHEABLE_PAGES);

const routeTrees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  let tree = routeTrees.get(routes);
  if (tree) return tree;
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, path: route!.path, index: true, caseSensitive: route!.caseSensitive }
          : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: childrenOf(route!.id) },
      );
  tree = childrenOf(undefined);
  routeTrees.set(routes, tree);
  return tree;
}

const answers = new WeakMap<ServerBuild["routes"], Map<string, boolean>>();
const MAX_REMEMBERED_PATHS = 10_000;

/** True when every route that `pathname` matches (besides the root) is a cacheable page (remembered per path: matching is not free). */
export function isCacheablePage(routes: ServerBuild["routes"], pathname: string): boolean {
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  let answer = known.get(pathname);
  if (answer === undefined) {
    const own = (matchRoutes(routeTree(routes), pathname) ?? []).filter((match) => match.route.id !== "root");
    answer = own.length > 0 && own.every((match) => match.route.id !== undefined && cacheableRouteIds.has(match.route.id));
    if (known.size >= MAX_REMEMBERED_PATHS) known.clear();
    known.set(pathname, answer);
  }
  return answer;
}
