import type { GetModuleInfo } from "rollup";

/**
 * Routes a visitor meets only after choosing to: signing in, administering, Edit Mode, asking for
 * a quote, ordering from or working in a restaurant (kitchen, queue display, tracking), applying to
 * sell the products or looking for a seller (the sellers map, the resellers list). Their code
 * stays in their own chunks, loaded when someone goes there, never with every storefront page.
 */
// Route modules of the client build carry a query (`admin.tsx?__react-router-build-client-route`).
const ACCOUNT_AREA =
  /\/app\/routes\/(admin|account|auth|edit-mode|quote-checkout|quote-success|quotes|kitchen|public-queue|order-tracking|restaurant-checkout|restaurant-menu|restaurants|become-seller|seller-registration-success|sellers-map|resellers)[.\w$-]*\.tsx?(\?.*)?$/;

/** React and React Router: the baseline every page loads (`bench:pages` counts it apart from ours). */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router\/[\w-]+|turbo-stream|cookie|set-cookie-parser)\//;

/** The client entry and the root route: modules they reach are on every page. */
const SHELL = /\/app\/(root|entry\.client)\.tsx?(\?.*)?$/;

/**
 * Groups the client build's modules so that a storefront page loads a handful of files instead
 * of a dozen small ones (each costs a round trip on a slow connection before hydration can start):
 * `vendor` holds React and React Router, and
 * `storefront` the app code and other libraries (icons) that the storefront's pages share: what
 * the shell (root) uses and what two or more storefront routes use. Code that one storefront route
 * alone uses (the checkout's form parts, the home page's sections) stays with that route's module,
 * so the other pages do not load it. Anything reached only through a dynamic `import()` (the search
 * panel, the toasts, the quote section of the cart sheet) or only from the account and admin area
 * keeps the chunk Rollup gives it, so it still loads only when needed.
 */
export function storefrontChunks(id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined {
  // Entry modules (the client entry, route modules) keep their own files: pulling the client
  // entry into `vendor` would run hydration as soon as a route module imports React.
  if (getModuleInfo(id)?.isEntry) return undefined;
  const pages = new Set<string>();
  storefrontEntriesReaching(id, getModuleInfo, new Set(), pages);
  if (pages.size === 0) return undefined;
  if (FRAMEWORK.test(id)) return "vendor";
  if (pages.size === 1 && ![...pages].some((page) => SHELL.test(page))) return undefined;
  if (id.includes("/node_modules/") || /\/app\/(components|lib)\//.test(id)) return "storefront";
  return undefined;
}

/** Collects into `pages` the storefront entries (root, the client entry, public routes) from which a chain of static imports leads to `id`. */
function storefrontEntriesReaching(id: string, getModuleInfo: GetModuleInfo, seen: Set<string>, pages: Set<string>): void {
  if (seen.has(id)) return;
  seen.add(id);
  const info = getModuleInfo(id);
  if (!info) return;
  if (info.isEntry) {
    if (!ACCOUNT_AREA.test(id)) pages.add(id);
    return;
  }
  for (const importer of info.importers) storefrontEntriesReaching(importer, getModuleInfo, seen, pages);
}
