// What `npm run check:html` opens: for every route of app/routes.ts, either the pages it renders
// (who opens them, with which parameters) or why it is not an HTML page. A route in neither list
// stops the check, so a new route cannot be forgotten.

/** Who opens a page: a visitor (with a guest cart), a signed-in customer, an admin, an admin in Edit Mode. */
export type Role = "visitor" | "customer" | "admin" | "admin-edit";

/** The rows the fixtures write before the server starts (scripts/check-html-fixtures.ts). */
export interface Fixtures {
  customer: { email: string; password: string };
  /** The visitor's guest id: its cart holds a restaurant's items. */
  visitorGuestId: string;
  /** A product's and a category's slug in every language (they differ: /en/products/whole-milk). */
  productSlugs: Record<string, string>;
  productId: string;
  categorySlugs: Record<string, string>;
  categoryId: string;
  restaurantSlug: string;
  restaurantId: string;
  /** The customer's shop order. */
  orderId: string;
  /** The customer's quote request, priced and sent. */
  quoteId: string;
  sellerApplicationId: string;
  /** A sent public newsletter's shareable URL, and a draft newsletter's id. */
  newsletterShareableUrl: string;
  newsletterId: string;
  /** A restaurant order (tracked by its id). */
  restaurantOrderId: string;
  /** The slugs of the content pages (page_content), e.g. about and faq. */
  contentSlugs: string[];
  /** The site's header style as seeded. */
  headerStyle: string;
}

interface PageRoute {
  roles: readonly Role[];
  /** The paths (without the language prefix) this route is opened at in a language. */
  paths(fixtures: Fixtures, languageCode: string): string[];
  /** The status the page answers with (the not-found page: 404). */
  status?: number;
}

const everyone: readonly Role[] = ["visitor", "customer", "admin", "admin-edit"];
const admins: readonly Role[] = ["admin", "admin-edit"];
const signedIn: readonly Role[] = ["customer", "admin", "admin-edit"];
const at =
  (...paths: string[]) =>
  () =>
    paths;

/** Every page route by id (a `:lang?/…` route is the same page unprefixed and under /en and /ar). */
export const PAGES: Record<string, PageRoute> = {
  home: { roles: everyone, paths: at("/") },
  products: { roles: everyone, paths: at("/products", "/products?search=ost") },
  // The canonical URL of a filtered selection (another spelling redirects to it).
  shop: { roles: everyone, paths: at("/shop", "/shop?stock=in&sort=price-asc") },
  "catalog-pdf": {
    roles: everyone,
    paths: (f, code) => ["/catalog-pdf", `/catalog-pdf?category=${encodeURIComponent(f.categorySlugs[code]!)}`],
  },
  product: { roles: everyone, paths: (f, code) => [`/products/${encodeURIComponent(f.productSlugs[code]!)}`] },
  categories: { roles: everyone, paths: at("/categories") },
  category: { roles: everyone, paths: (f, code) => [`/categories/${encodeURIComponent(f.categorySlugs[code]!)}`] },
  cart: { roles: everyone, paths: at("/cart") },
  // The customer's cart holds a shop product; the visitor's a restaurant's items (they go to its checkout).
  checkout: { roles: ["customer"], paths: at("/checkout") },
  "order-success": { roles: ["customer"], paths: (f) => [`/order-success/${f.orderId}`] },
  "quote-checkout": { roles: everyone, paths: at("/quote-checkout") },
  "quote-success": { roles: ["customer"], paths: (f) => [`/quote-success?quote=${f.quoteId}`] },
  quote: { roles: ["customer"], paths: (f) => [`/quotes/${f.quoteId}`] },
  "become-seller": { roles: everyone, paths: at("/become-seller") },
  "seller-registration-success": {
    roles: ["visitor"],
    paths: (f) => [`/seller-registration-success?application=${f.sellerApplicationId}`],
  },
  "sellers-map": { roles: everyone, paths: at("/sellers-map") },
  resellers: { roles: everyone, paths: at("/resellers", "/resellers?q=oslo") },
  "newsletter-subscribe": { roles: everyone, paths: at("/newsletter/subscribe") },
  "newsletter-confirm": {
    roles: ["visitor"],
    paths: at("/newsletter/confirm?token=not-a-real-token", `/newsletter/confirm?token=${"x".repeat(43)}`),
  },
  "newsletter-unsubscribe": { roles: ["visitor"], paths: at(`/newsletter/unsubscribe?token=${"x".repeat(43)}`, "/newsletter/unsubscribe") },
  newsletters: { roles: everyone, paths: at("/newsletters") },
  newsletter: { roles: everyone, paths: (f) => [`/newsletter/${f.newsletterShareableUrl}`] },
  restaurants: { roles: everyone, paths: at("/restaurants") },
  "restaurant-menu": { roles: everyone, paths: (f) => [`/restaurant-menu/${f.restaurantSlug}`] },
  "restaurant-checkout": { roles: ["visitor"], paths: (f) => [`/restaurant-checkout/${f.restaurantId}`] },
  "order-tracking": { roles: ["visitor"], paths: (f) => [`/order-tracking/${f.restaurantOrderId}`] },
  "public-queue": { roles: ["visitor"], paths: (f) => [`/public-queue/${f.restaurantId}`] },
  "kitchen-dashboard": { roles: admins, paths: at("/kitchen/dashboard") },
  auth: { roles: ["visitor"], paths: at("/auth", "/auth?mode=register") },
  "auth-verify": { roles: ["visitor"], paths: at("/auth/verify") },
  "auth-forgot-password": { roles: ["visitor"], paths: at("/auth/forgot-password") },
  "auth-reset-password": { roles: ["visitor"], paths: at("/auth/reset-password?token=not-a-real-token") },
  account: { roles: signedIn, paths: at("/account") },
  admin: { roles: admins, paths: at("/admin") },
  "admin-products": { roles: admins, paths: at("/admin/products") },
  "admin-products-import": { roles: admins, paths: at("/admin/products/import") },
  "admin-product": { roles: admins, paths: (f) => ["/admin/products/new", `/admin/products/${f.productId}`] },
  "admin-orders": { roles: admins, paths: at("/admin/orders") },
  "admin-order": { roles: admins, paths: (f) => [`/admin/orders/${f.orderId}`] },
  "admin-packing-slip": { roles: admins, paths: (f) => [`/admin/orders/${f.orderId}/packing-slip`] },
  "admin-categories": { roles: admins, paths: at("/admin/categories") },
  "admin-category": { roles: admins, paths: (f) => ["/admin/categories/new", `/admin/categories/${f.categoryId}`] },
  "admin-restaurants": { roles: admins, paths: at("/admin/restaurants") },
  "admin-restaurant": { roles: admins, paths: (f) => [`/admin/restaurants/${f.restaurantId}`] },
  "admin-languages": { roles: admins, paths: at("/admin/languages") },
  // A language without a drafting job: the page says so and offers nothing to review.
  "admin-language-review": { roles: admins, paths: at("/admin/languages/en/review") },
  "admin-users": { roles: admins, paths: at("/admin/users") },
  "admin-settings": { roles: admins, paths: at("/admin/settings") },
  "admin-audit": { roles: admins, paths: at("/admin/audit") },
  "ai-test": { roles: admins, paths: at("/ai-test") },
  "admin-outbox": { roles: admins, paths: at("/admin/outbox") },
  "admin-quotes": { roles: admins, paths: at("/admin/quotes") },
  "admin-quote": { roles: admins, paths: (f) => [`/admin/quotes/${f.quoteId}`] },
  "admin-sellers": { roles: admins, paths: at("/admin/sellers") },
  "admin-seller": { roles: admins, paths: (f) => [`/admin/sellers/${f.sellerApplicationId}`] },
  "admin-newsletters": { roles: admins, paths: at("/admin/newsletters") },
  "admin-newsletter": { roles: admins, paths: (f) => [`/admin/newsletter/${f.newsletterId}/edit`] },
  // `/:segment`: the content pages in the default language (and /en, /ar: the home page in that language).
  segment: { roles: everyone, paths: (f) => f.contentSlugs.map((slug) => `/${slug}`) },
  "content-page-localized": { roles: everyone, paths: (f) => f.contentSlugs.map((slug) => `/${slug}`) },
  "routes/not-found": { roles: ["visitor", "admin-edit"], paths: at("/no-such-page"), status: 404 },
};

/** Routes that answer something other than an HTML page, with why they are not checked. */
export const RESOURCES: Record<string, string> = {
  "auth-callback": "redirects to where the visitor was before signing in",
  "auth-sign-out": "its loader redirects home; signing out is its action",
  "account-export": "the account's data as a JSON download",
  "admin-products-export": "the products as a CSV download",
  "admin-product-images": "image upload and order: an action only",
  "edit-mode": "the Edit Mode toggle: an action, its loader redirects home",
  "edit-mode-save": "Edit Mode's saves: an action answering JSON",
  "ai-run": "AI calls: an action answering JSON or NDJSON, and the AI controls' status as JSON (GET)",
  "edit-mode-upload": "logo and favicon upload: an action answering JSON",
  // With one restaurant it shows that restaurant's menu (the page below); the demo has two.
  "restaurant-menu-default": "redirects to /restaurants when there is more than one restaurant (the demo's two), else to the one menu",
  "routes/language": "sets the language cookie and redirects",
  "routes/api.search.suggestions": "search suggestions as JSON",
  "routes/api.postcodes.$code": "a postcode's place as JSON",
  "catalog-pdf-download": "the catalogue as a PDF download",
  "routes/api.restaurant-events": "Server-Sent Events",
  "routes/sitemap.xml": "XML",
  "routes/robots.txt": "plain text",
  "routes/uploads.$id": "uploaded images",
};

/**
 * The CSS the checker does not know yet (its CSS validator lags the browsers): only these messages
 * are let through, every other error fails the check. Each is CSS that browsers support and that
 * the site relies on; remove an entry once the checker learns it. See docs/decisions (HTML check).
 */
export const TOLERATED_CSS: Array<{ pattern: RegExp; why: string }> = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    why: "Tailwind 4 registers its custom properties (--tw-*) with @property (CSS Properties and Values API, Baseline 2024)",
  },
  {
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\./,
    why: "Tailwind 4's @supports test for browsers without @property (inside @supports only; nothing sets margin-trim)",
  },
  {
    pattern: /^CSS: “(anchor-name|position-anchor|position-area|position-try-fallbacks)”: Property “\1” doesn't exist\./,
    why: "CSS anchor positioning places the header's popover menus (dropdowns) under their buttons (Chromium 125+, Safari 26)",
  },
];

export const tolerated = (message: string) => TOLERATED_CSS.some(({ pattern }) => pattern.test(message));

export interface PagePlan {
  routeId: string;
  role: Role;
  url: string;
  status: number;
  /** The header style the site had set (the pages rendered once per style). */
  headerStyle?: string;
}

/** Every header style (a site setting chosen in Edit Mode) is checked on these pages. */
export const headerStylePages = (style: string): PagePlan[] =>
  (["/", "/ar"] as const).flatMap((url) =>
    (["visitor", "admin-edit"] as const).map((role) => ({ routeId: "home", role, url, status: 200, headerStyle: style })),
  );

interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** A route's id as React Router names it: its own, or its file without the extension. */
const idOf = (route: RouteEntry) => route.id ?? route.file.replace(/\.[^./]+$/, "");

const languagePrefixes = {
  base: [["", "nb"]],
  localized: [
    ["/en", "en"],
    ["/ar", "ar"],
  ],
} as const;

/**
 * Reads the route config: which routes are pages (and their URLs once the fixtures exist), which
 * are resources, and which this file does not know (the check then fails with their ids).
 */
export function htmlCheckPlan(config: RouteEntry[]) {
  const flat: RouteEntry[] = [];
  const visit = (entries: RouteEntry[]) => entries.forEach((entry) => (flat.push(entry), visit(entry.children ?? [])));
  visit(config);
  const unknown: string[] = [];
  const pageRoutes: Array<{ id: string; plan: PageRoute; prefixes: ReadonlyArray<readonly [string, string]> }> = [];
  let resourceCount = 0;
  for (const route of flat) {
    const id = idOf(route);
    if (id in RESOURCES) {
      resourceCount++;
      continue;
    }
    const plan = PAGES[id];
    if (!plan) {
      unknown.push(id);
      continue;
    }
    // `:lang?/…` is a page in every language; `/:lang/:slug` only under a language's prefix.
    const prefixes = route.path?.startsWith(":lang?/")
      ? [...languagePrefixes.base, ...languagePrefixes.localized]
      : route.path?.startsWith(":lang/")
        ? languagePrefixes.localized
        : languagePrefixes.base;
    pageRoutes.push({ id, plan, prefixes });
  }
  return {
    unknown,
    routeCount: pageRoutes.length,
    resourceCount,
    pages(fixtures: Fixtures): PagePlan[] {
      const pages: PagePlan[] = [];
      for (const { id, plan, prefixes } of pageRoutes) {
        for (const [prefix, code] of prefixes) {
          for (const pathname of plan.paths(fixtures, code)) {
            for (const role of plan.roles)
              pages.push({ routeId: id, role, url: prefix + (pathname === "/" && prefix ? "" : pathname), status: plan.status ?? 200 });
          }
        }
        // `/:segment` also serves the home page of every other language (/en, /ar).
        if (id === "segment")
          for (const role of plan.roles)
            pages.push(...languagePrefixes.localized.map(([url]) => ({ routeId: id, role, url, status: 200 })));
      }
      return pages;
    },
  };
}
