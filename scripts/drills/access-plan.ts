// The access matrix of `npm run drill:access`: for every route of app/routes.ts, what each role
// gets from its loader (as a document and, for pages, as React Router's `.data` single fetch) and
// from each form intent of its action. A route without an entry here fails the drill and the unit
// test (scripts/drills/access-plan.test.ts), so a new route cannot be forgotten.
import type { DrillFixtures } from "./fixtures";
import type { Role } from "./server";

/**
 * What a response was, read from its status and where it redirects:
 * `ok` (2xx, or a redirect that is not to sign-in), `signin` (a redirect to /auth), `forbidden`
 * (401, 403), `notFound` (404, which is also how an object's owner-only pages refuse anyone
 * else), `invalid` (400, 405, 409, 411, 413, 415, 422, 429: refused as a request), `unavailable`
 * (503: a service that is off, e.g. AI without a provider), `error` (any other status ≥ 500).
 */
export type Answer = "ok" | "signin" | "forbidden" | "notFound" | "invalid" | "unavailable" | "error";

/** The answers a role may get; anything else is a wrong answer, and `ok` where it is not listed is a leak. */
export type Expectation = Record<Role, readonly Answer[]>;

export type ObjectKind =
  | "catalogue"
  | "cart lines"
  | "orders"
  | "order page without key"
  | "order page with key"
  | "quotes"
  | "tracking"
  | "account data"
  | "newsletters"
  | "payments"
  | "uploads"
  | "edit mode"
  | "admin"
  | "kitchen"
  | "auth"
  | "sellers"
  | "site";

export interface Probe {
  kind: ObjectKind;
  method: "GET" | "POST";
  /** Path with query, without a language prefix. */
  path(f: DrillFixtures): string;
  /** The form posted (POST only): a real request on the fixtures' real objects. */
  form?(f: DrillFixtures): Record<string, string>;
  /** What the roles expected to get `ok` post instead, so that the walk changes nothing that later cells read. */
  harmless?(f: DrillFixtures): { path?: string; form?: Record<string, string> };
  expect: Expectation;
  /** Text that only the roles in `readers` may ever receive in a body, whatever the status. */
  secret?: { text(f: DrillFixtures): string; readers: readonly Role[] };
  /** Not a page: no `.data` variant (resource routes, streams, downloads). */
  resource?: boolean;
  /** A stream that stays open: only its status is read. */
  stream?: boolean;
  /** Runs after every other probe (signing out ends the session the walk uses). */
  last?: boolean;
}

export interface RouteAccess {
  probes: Probe[];
}

const all = (answers: readonly Answer[]): Expectation => ({
  anonymous: answers,
  customerA: answers,
  customerB: answers,
  kitchenOther: answers,
  admin: answers,
});
/** Anyone: the page answers. */
const PUBLIC = all(["ok"]);
/** Anyone may post; the answer may be a refusal of the input, never a denial. */
const PUBLIC_POST = all(["ok", "invalid", "notFound"]);
/** Admins only (the back-office guard): sign-in for anonymous, 403 for the other accounts. */
const ADMIN: Expectation = {
  anonymous: ["signin"],
  customerA: ["forbidden"],
  customerB: ["forbidden"],
  kitchenOther: ["forbidden"],
  admin: ["ok"],
};
/** An admin action: the guard lets the admin through (the harmless input may then be refused or not found). */
const ADMIN_POST: Expectation = { ...ADMIN, admin: ["ok", "invalid", "notFound"] };
/** Edit Mode's endpoints (requireEditor): 403 for anyone but an admin, signed in or not. */
const EDITOR_POST: Expectation = { ...all(["forbidden"]), admin: ["ok", "invalid", "notFound"] };
/** Any signed-in account. */
const SIGNED_IN: Expectation = { anonymous: ["signin"], customerA: ["ok"], customerB: ["ok"], kitchenOther: ["ok"], admin: ["ok"] };
const SIGNED_IN_POST: Expectation = {
  anonymous: ["signin"],
  customerA: ["ok", "invalid"],
  customerB: ["ok", "invalid"],
  kitchenOther: ["ok", "invalid"],
  admin: ["ok", "invalid"],
};
/** Customer A's own object (no key): A sees it, everyone else gets 404 (the admin sees it in the back office). */
const OWNER_A: Expectation = {
  anonymous: ["notFound"],
  customerA: ["ok"],
  customerB: ["notFound"],
  kitchenOther: ["notFound"],
  admin: ["notFound"],
};
const OWNER_A_POST: Expectation = { ...OWNER_A, customerA: ["ok", "invalid"] };
/** A kitchen: its staff and admins; other accounts 403, anonymous to sign-in. */
const KITCHEN: Expectation = {
  anonymous: ["signin"],
  customerA: ["forbidden"],
  customerB: ["forbidden"],
  kitchenOther: ["ok"],
  admin: ["ok"],
};

const NOWHERE = "00000000-0000-4000-8000-00000000dead";
/** What the admin's harmless posts put in the fields that name an object: nothing that exists. */
const NOTHING = { id: NOWHERE, confirm: "", code: "zz", email: "nobody.drill@example.com" };
const get = (kind: ObjectKind, path: (f: DrillFixtures) => string, expect: Expectation, extra: Partial<Probe> = {}): Probe => ({
  kind,
  method: "GET",
  path,
  expect,
  ...extra,
});
const post = (
  kind: ObjectKind,
  path: (f: DrillFixtures) => string,
  form: (f: DrillFixtures) => Record<string, string>,
  expect: Expectation,
  extra: Partial<Probe> = {},
): Probe => ({ kind, method: "POST", path, form, expect, ...extra });
const at = (path: string) => () => path;
/** An admin route's loader and one post per form intent (each with the fields it reads, on the fixtures' objects). */
const adminRoute = (
  path: (f: DrillFixtures) => string,
  intents: Array<Record<string, string> | ((f: DrillFixtures) => Record<string, string>)>,
  options: { adminPath?: (f: DrillFixtures) => string; kind?: ObjectKind; resource?: boolean } = {},
): RouteAccess => ({
  probes: [
    get(options.kind ?? "admin", path, ADMIN, {
      resource: options.resource,
      secret: { text: (f) => f.customer.email, readers: ["admin", "customerA"] },
    }),
    ...intents.map((intent) =>
      post(options.kind ?? "admin", path, (f) => (typeof intent === "function" ? intent(f) : intent), ADMIN_POST, {
        // The admin posts the same to an object that does not exist (or with a field missing): through the guard, nothing changed.
        harmless: (f) => ({
          path: options.adminPath?.(f),
          form: { ...(typeof intent === "function" ? intent(f) : intent), ...NOTHING },
        }),
      }),
    ),
  ],
});
const customerASecret = { text: (f: DrillFixtures) => f.customer.email, readers: ["customerA", "admin"] as const };

/** Every route of app/routes.ts by id. */
export const ACCESS: Record<string, RouteAccess> = {
  home: { probes: [get("site", at("/"), PUBLIC, { secret: customerASecret })] },
  products: { probes: [get("catalogue", at("/products?search=ost"), PUBLIC)] },
  product: { probes: [get("catalogue", (f) => `/products/${encodeURIComponent(f.productSlugs.nb!)}`, PUBLIC)] },
  categories: { probes: [get("catalogue", at("/categories"), PUBLIC)] },
  category: { probes: [get("catalogue", (f) => `/categories/${encodeURIComponent(f.categorySlugs.nb!)}`, PUBLIC)] },
  shop: { probes: [get("catalogue", at("/shop?stock=in&sort=price-asc"), PUBLIC)] },
  cart: {
    probes: [
      get("cart lines", at("/cart"), PUBLIC, { secret: customerASecret }),
      // Every cart call on a line that is not the caller's: nothing found, nothing changed.
      post("cart lines", at("/cart"), (f) => ({ intent: "add", productId: f.productId, quantity: "1", js: "1" }), PUBLIC_POST),
      post("cart lines", at("/cart"), () => ({ intent: "set", itemId: NOWHERE, quantity: "3", js: "1" }), PUBLIC_POST),
      post("cart lines", at("/cart"), () => ({ intent: "remove", itemId: NOWHERE, js: "1" }), PUBLIC_POST),
      post("cart lines", at("/cart"), () => ({ intent: "clear", js: "1" }), PUBLIC_POST),
    ],
  },
  checkout: {
    probes: [
      // Anyone may open checkout; with nothing in the cart it sends them back to the cart.
      get("orders", at("/checkout"), PUBLIC, { secret: customerASecret }),
      post("orders", at("/checkout"), () => ({ name: "" }), PUBLIC_POST),
    ],
  },
  "order-success": {
    probes: [
      get("order page without key", (f) => `/order-success/${f.orderId}`, OWNER_A, { secret: customerASecret }),
      get("order page with key", (f) => `/order-success/${f.orderId}?key=${f.orderKey}`, PUBLIC),
      get("order page without key", (f) => `/order-success/${f.orderId}?key=${"x".repeat(43)}`, OWNER_A, { secret: customerASecret }),
    ],
  },
  "quote-checkout": {
    probes: [
      get("quotes", at("/quote-checkout"), PUBLIC, { secret: customerASecret }),
      post("quotes", at("/quote-checkout"), () => ({ intent: "quote-set", itemId: NOWHERE, quantity: "2", js: "1" }), PUBLIC_POST),
      post("quotes", at("/quote-checkout"), () => ({ intent: "quote-remove", itemId: NOWHERE, js: "1" }), PUBLIC_POST),
      post("quotes", at("/quote-checkout"), () => ({ intent: "quote-notes", itemId: NOWHERE, notes: "x", js: "1" }), PUBLIC_POST),
      post("quotes", at("/quote-checkout"), () => ({ intent: "submit" }), PUBLIC_POST),
    ],
  },
  "quote-success": { probes: [get("quotes", (f) => `/quote-success?quote=${f.quoteId}`, OWNER_A, { secret: customerASecret })] },
  quote: {
    probes: [
      get("quotes", (f) => `/quotes/${f.quoteId}`, OWNER_A, { secret: customerASecret }),
      get("quotes", (f) => `/quotes/${f.quoteId}?key=${f.quoteKey}`, PUBLIC),
      // Accepting someone else's quote: 404 before anything is read; its owner's harmless post lacks the idempotency key.
      post(
        "quotes",
        (f) => `/quotes/${f.quoteId}`,
        () => ({ intent: "accept", idempotencyKey: crypto.randomUUID() }),
        OWNER_A_POST,
        {
          harmless: () => ({ form: { intent: "accept" } }),
        },
      ),
      post(
        "quotes",
        (f) => `/quotes/${f.quoteId}`,
        () => ({ intent: "decline" }),
        OWNER_A_POST,
        {
          harmless: () => ({ form: { intent: "neither" } }),
        },
      ),
    ],
  },
  "become-seller": {
    probes: [get("sellers", at("/become-seller"), PUBLIC), post("sellers", at("/become-seller"), () => ({ company: "" }), PUBLIC_POST)],
  },
  "seller-registration-success": {
    probes: [get("sellers", (f) => `/seller-registration-success?application=${f.sellerApplicationId}`, PUBLIC)],
  },
  "sellers-map": { probes: [get("sellers", at("/sellers-map"), PUBLIC)] },
  "catalog-pdf": { probes: [get("catalogue", at("/catalog-pdf"), PUBLIC)] },
  "catalog-pdf-download": {
    probes: [
      get("catalogue", (f) => `/catalog-pdf/download?category=${encodeURIComponent(f.categorySlugs.nb!)}`, PUBLIC, { resource: true }),
    ],
  },
  resellers: { probes: [get("sellers", at("/resellers?q=oslo"), PUBLIC)] },
  "newsletter-subscribe": {
    probes: [
      get("newsletters", at("/newsletter/subscribe"), PUBLIC),
      post("newsletters", at("/newsletter/subscribe"), () => ({ email: "not-an-address" }), PUBLIC_POST),
    ],
  },
  "newsletter-confirm": {
    probes: [
      get("newsletters", at(`/newsletter/confirm?token=${"x".repeat(43)}`), all(["ok", "notFound"])),
      post("newsletters", at(`/newsletter/confirm?token=${"x".repeat(43)}`), () => ({}), all(["notFound"])),
    ],
  },
  "newsletter-unsubscribe": {
    probes: [
      get("newsletters", at(`/newsletter/unsubscribe?token=${"x".repeat(43)}`), all(["ok", "notFound"])),
      post(
        "newsletters",
        at(`/newsletter/unsubscribe?token=${"x".repeat(43)}`),
        () => ({ "List-Unsubscribe": "One-Click" }),
        all(["notFound"]),
      ),
    ],
  },
  newsletter: {
    probes: [
      get("newsletters", (f) => `/newsletter/${f.newsletterShareableUrl}`, PUBLIC),
      // The draft's unguessable address is not published: a draft is not shown.
      get("newsletters", () => `/newsletter/${"n".repeat(43)}`, all(["notFound"])),
    ],
  },
  newsletters: { probes: [get("newsletters", at("/newsletters"), PUBLIC)] },
  restaurants: { probes: [get("site", at("/restaurants"), PUBLIC)] },
  "restaurant-menu-default": { probes: [get("site", at("/restaurant-menu"), PUBLIC)] },
  "restaurant-menu": { probes: [get("site", (f) => `/restaurant-menu/${f.restaurantSlug}`, PUBLIC)] },
  "restaurant-checkout": {
    probes: [
      get("orders", (f) => `/restaurant-checkout/${f.restaurantId}`, PUBLIC),
      post(
        "orders",
        (f) => `/restaurant-checkout/${f.restaurantId}`,
        () => ({ name: "" }),
        PUBLIC_POST,
      ),
    ],
  },
  // Tracking is by the order's unguessable id (the link its guest got): anyone holding it sees the status, not the note or contact.
  "order-tracking": {
    probes: [
      get("tracking", (f) => `/order-tracking/${f.restaurantOrderId}`, PUBLIC, {
        secret: { text: (f) => f.restaurantOrderNote, readers: [] },
      }),
      get("tracking", () => `/order-tracking/${NOWHERE}`, all(["notFound"])),
    ],
  },
  "public-queue": {
    probes: [
      get("tracking", (f) => `/public-queue/${f.restaurantId}`, PUBLIC, { secret: { text: (f) => f.restaurantOrderNote, readers: [] } }),
    ],
  },
  "kitchen-dashboard": {
    probes: [
      // The café's staff sees the café's kitchen, never the pizzeria's order.
      get("kitchen", at("/kitchen/dashboard"), KITCHEN, { secret: { text: (f) => f.restaurantOrderNote, readers: ["admin"] } }),
      post(
        "kitchen",
        at("/kitchen/dashboard"),
        (f) => ({ intent: "move", orderId: f.restaurantOrderId, to: "accepted" }),
        { ...KITCHEN, kitchenOther: ["notFound", "forbidden"], admin: ["ok", "invalid", "notFound"] },
        { harmless: (f) => ({ form: { intent: "move", orderId: f.restaurantOrderId, to: "no-such-state" } }) },
      ),
      post(
        "kitchen",
        at("/kitchen/dashboard"),
        (f) => ({ intent: "reject", orderId: f.restaurantOrderId, reason: "drill" }),
        { ...KITCHEN, kitchenOther: ["notFound", "forbidden"], admin: ["ok", "invalid", "notFound"] },
        { harmless: () => ({ form: { intent: "reject", orderId: NOWHERE, reason: "drill" } }) },
      ),
    ],
  },
  auth: {
    probes: [
      get("auth", at("/auth"), all(["ok"])),
      // A wrong password: 401 for anyone signed out; an account already signed in is sent on, or refused the same way as .data.
      post("auth", at("/auth"), () => ({ intent: "signin", email: "nobody.drill@example.com", password: "wrong-password-1" }), {
        ...all(["ok", "forbidden", "invalid"]),
        anonymous: ["forbidden", "invalid"],
      }),
    ],
  },
  "auth-callback": { probes: [get("auth", at("/auth/callback"), PUBLIC, { resource: true })] },
  "auth-verify": { probes: [get("auth", at("/auth/verify?token=not-a-real-token"), all(["ok", "invalid", "notFound"]))] },
  "auth-forgot-password": {
    probes: [
      get("auth", at("/auth/forgot-password"), PUBLIC),
      post("auth", at("/auth/forgot-password"), () => ({ email: "" }), all(["invalid"])),
    ],
  },
  "auth-reset-password": {
    probes: [
      get("auth", at("/auth/reset-password?token=not-a-real-token"), PUBLIC),
      post("auth", at("/auth/reset-password"), () => ({ token: "not-a-real-token", password: "a-new-password-1" }), all(["invalid"])),
    ],
  },
  "auth-sign-out": {
    probes: [
      get("auth", at("/auth/sign-out"), PUBLIC, { resource: true }),
      post("auth", at("/auth/sign-out"), () => ({}), PUBLIC, { last: true }),
    ],
  },
  account: {
    probes: [
      get("account data", at("/account"), SIGNED_IN, { secret: { text: (f) => f.customer.email, readers: ["customerA"] } }),
      post("account data", at("/account"), () => ({ intent: "profile", name: "" }), SIGNED_IN_POST),
      post("account data", at("/account"), () => ({ intent: "password", currentPassword: "wrong", newPassword: "short" }), SIGNED_IN_POST),
      post("account data", at("/account"), () => ({ intent: "newsletter", subscribed: "maybe" }), SIGNED_IN_POST),
      post("account data", at("/account"), () => ({ intent: "delete", password: "not-the-password" }), SIGNED_IN_POST),
    ],
  },
  "account-export": {
    probes: [
      get("account data", at("/account/export"), SIGNED_IN, {
        resource: true,
        secret: { text: (f) => f.customer.email, readers: ["customerA"] },
      }),
    ],
  },
  admin: adminRoute(at("/admin"), []),
  "admin-products": adminRoute(at("/admin/products"), [(f) => ({ intent: "deactivate", id: f.productId })]),
  "admin-products-export": adminRoute(at("/admin/products/export"), [], { resource: true }),
  "admin-products-import": adminRoute(at("/admin/products/import"), [{ intent: "import" }]),
  "admin-product": adminRoute((f) => `/admin/products/${f.productId}`, [{ intent: "delete", confirm: "on" }, { intent: "save" }], {
    adminPath: () => `/admin/products/${NOWHERE}`,
  }),
  "admin-product-images": {
    probes: [
      post(
        "admin",
        (f) => `/admin/products/${f.productId}/images`,
        () => ({ intent: "delete", imageId: NOWHERE }),
        ADMIN_POST,
      ),
      post(
        "admin",
        (f) => `/admin/products/${f.productId}/images`,
        () => ({ intent: "primary", imageId: NOWHERE }),
        ADMIN_POST,
      ),
    ],
  },
  "admin-orders": adminRoute(at("/admin/orders"), []),
  "admin-order": adminRoute(
    (f) => `/admin/orders/${f.orderId}`,
    [
      { intent: "note", note: "drill" },
      { intent: "status", status: "cancelled" },
      { intent: "refund", amount: "1" },
    ],
    { adminPath: () => `/admin/orders/${NOWHERE}`, kind: "orders" },
  ),
  "admin-packing-slip": adminRoute((f) => `/admin/orders/${f.orderId}/packing-slip`, [], { kind: "orders" }),
  "admin-categories": adminRoute(at("/admin/categories"), [(f) => ({ intent: "delete", id: f.categoryId })]),
  "admin-category": adminRoute((f) => `/admin/categories/${f.categoryId}`, [{ intent: "save" }], {
    adminPath: () => `/admin/categories/${NOWHERE}`,
  }),
  "admin-restaurants": adminRoute(at("/admin/restaurants"), []),
  "admin-restaurant": adminRoute(
    (f) => `/admin/restaurants/${f.restaurantId}`,
    [{ intent: "details" }, { intent: "item", productId: NOWHERE, price: "1" }, (f) => ({ intent: "addStaff", email: f.customerB.email })],
    { adminPath: () => `/admin/restaurants/${NOWHERE}` },
  ),
  "admin-languages": adminRoute(at("/admin/languages"), [{ intent: "deactivate", code: "en" }, { intent: "add" }]),
  "admin-language-review": adminRoute(
    at("/admin/languages/en/review"),
    [{ intent: "resume" }, { intent: "approve-all" }, { intent: "activate" }],
    {
      adminPath: () => "/admin/languages/zz/review",
    },
  ),
  "admin-users": adminRoute(at("/admin/users"), [(f) => ({ intent: "grant", email: f.customerB.email })]),
  "admin-settings": adminRoute(at("/admin/settings"), [{ intent: "ai-top-up", credits: "1000000" }, { intent: "save" }]),
  "admin-audit": adminRoute(at("/admin/audit"), []),
  "admin-outbox": adminRoute(at("/admin/outbox"), [{ intent: "reveal" }, { intent: "resend" }]),
  "admin-quotes": adminRoute(at("/admin/quotes"), [], { kind: "quotes" }),
  "admin-quote": adminRoute((f) => `/admin/quotes/${f.quoteId}`, [{ intent: "cancel" }, { intent: "send" }], {
    adminPath: () => `/admin/quotes/${NOWHERE}`,
    kind: "quotes",
  }),
  "admin-sellers": adminRoute(at("/admin/sellers"), [], { kind: "sellers" }),
  "admin-seller": adminRoute((f) => `/admin/sellers/${f.sellerApplicationId}`, [{ intent: "delete" }, { intent: "approved" }], {
    adminPath: () => `/admin/sellers/${NOWHERE}`,
    kind: "sellers",
  }),
  "admin-newsletters": adminRoute(at("/admin/newsletters"), [{ intent: "nothing" }], { kind: "newsletters" }),
  "admin-newsletter": adminRoute((f) => `/admin/newsletter/${f.newsletterId}/edit`, [{ intent: "send" }, { intent: "save" }], {
    adminPath: () => `/admin/newsletter/${NOWHERE}/edit`,
    kind: "newsletters",
  }),
  "ai-test": adminRoute(at("/ai-test"), []),
  "ai-run": {
    probes: [post("admin", at("/ai/run"), () => ({ intent: "test", prompt: "hello" }), { ...ADMIN_POST, admin: ["unavailable"] })],
  },
  "edit-mode": {
    probes: [
      get("edit mode", at("/edit-mode"), PUBLIC, { resource: true }),
      post("edit mode", at("/edit-mode"), () => ({ mode: "on" }), { ...EDITOR_POST, admin: ["ok"] }),
    ],
  },
  "edit-mode-save": {
    probes: [
      post(
        "edit mode",
        at("/edit-mode/save"),
        () => ({ intent: "text", pageSlug: "about", key: "title", value: "Hijacked" }),
        EDITOR_POST,
        {
          harmless: () => ({ form: { intent: "text" } }),
        },
      ),
      post("edit mode", at("/edit-mode/save"), () => ({ intent: "header-style", style: "minimal" }), EDITOR_POST, {
        harmless: () => ({ form: { intent: "header-style", style: "no-such-style" } }),
      }),
    ],
  },
  "edit-mode-upload": { probes: [post("uploads", at("/edit-mode/upload"), () => ({ kind: "logo" }), EDITOR_POST)] },
  "routes/language": { probes: [get("site", at("/language?code=en&to=/products"), PUBLIC, { resource: true })] },
  "routes/api.search.suggestions": { probes: [get("catalogue", at("/api/search/suggestions?q=ost"), PUBLIC, { resource: true })] },
  "routes/api.postcodes.$code": { probes: [get("site", at("/api/postcodes/2670"), PUBLIC, { resource: true })] },
  "routes/api.restaurant-events": {
    probes: [
      get("tracking", (f) => `/api/restaurant-events/orders/${f.restaurantOrderId}`, PUBLIC, { resource: true, stream: true }),
      get("tracking", (f) => `/api/restaurant-events/queues/${f.restaurantId}`, PUBLIC, { resource: true, stream: true }),
      // The pizzeria's kitchen stream: its staff and admins only; the café's staff gets 404.
      get(
        "kitchen",
        (f) => `/api/restaurant-events/kitchens/${f.restaurantId}`,
        { ...KITCHEN, kitchenOther: ["notFound"] },
        {
          resource: true,
          stream: true,
        },
      ),
    ],
  },
  "routes/sitemap.xml": { probes: [get("site", at("/sitemap.xml"), PUBLIC, { resource: true, secret: customerASecret })] },
  "routes/robots.txt": { probes: [get("site", at("/robots.txt"), PUBLIC, { resource: true })] },
  "routes/uploads.$id": { probes: [get("uploads", () => `/uploads/${NOWHERE}`, all(["notFound"]), { resource: true })] },
  segment: { probes: [get("site", at("/about"), PUBLIC, { secret: customerASecret })] },
  "content-page-localized": { probes: [get("site", at("/en/about"), PUBLIC)] },
  "routes/not-found": { probes: [get("site", at("/no-such-page"), all(["notFound"]))] },
};

/** Not a route of app/routes.ts: the payment providers' webhooks (server/payment-webhooks.ts), signed, no session. */
export const EXTRA_PROBES: Probe[] = [
  post("payments", at("/api/payments/webhooks/stripe"), () => ({ type: "payment_intent.succeeded" }), all(["forbidden"]), {
    resource: true,
  }),
  post("payments", at("/api/payments/webhooks/vipps"), () => ({}), all(["notFound"]), { resource: true }),
];

interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

/** The ids of app/routes.ts's routes that have no entry in ACCESS (the drill refuses to run while any is missing). */
export function routesWithoutExpectations(config: RouteEntry[]): string[] {
  const ids: string[] = [];
  const visit = (entries: RouteEntry[]) =>
    entries.forEach((entry) => (ids.push(entry.id ?? entry.file.replace(/\.[^./]+$/, "")), visit(entry.children ?? [])));
  visit(config);
  return ids.filter((id) => !(id in ACCESS));
}
