import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * A page at its unprefixed path (the default language, nb) and under `/:lang/` for every other
 * active language: one route with an optional first segment. React Router ranks the two paths it
 * stands for (`/products`, `/:lang/products`) as two branches, exactly as two routes would be, so a
 * static path (`/admin/products`) still wins over `/:lang/products`; the loader 404s an unknown
 * code and redirects the default's own prefix (`resolveRouteLanguage`).
 */
function localized(path: string, file: string, id: string) {
  return route(`:lang?/${path}`, file, { id });
}

export default [
  index("routes/home.tsx", { id: "home" }),
  localized("products", "routes/products.tsx", "products"),
  localized("products/:slug", "routes/products.$slug.tsx", "product"),
  localized("categories", "routes/categories.tsx", "categories"),
  localized("categories/:slug", "routes/categories.$slug.tsx", "category"),
  // The webshop: what can be bought online now, with faceted filters (public, through the page cache).
  localized("shop", "routes/shop.tsx", "shop"),

  // Shopping: the cart page (its action takes every cart call: add, set quantity, remove, clear),
  // checkout, and the order page its buyer sees.
  localized("cart", "routes/cart.tsx", "cart"),
  localized("checkout", "routes/checkout.tsx", "checkout"),
  localized("order-success/:orderId", "routes/order-success.tsx", "order-success"),

  // Quotes: the basket's action and the request form, the receipt page, and the customer's quote
  // page (the e-mailed link) where a priced quote is accepted or declined.
  localized("quote-checkout", "routes/quote-checkout.tsx", "quote-checkout"),
  localized("quote-success", "routes/quote-success.tsx", "quote-success"),
  localized("quotes/:quoteId", "routes/quotes.$quoteId.tsx", "quote"),
  // Sellers: the public registration form and its receipt page, the map of approved sellers and
  // their list by region (/resellers, with its editable page text); public, through the page cache.
  localized("become-seller", "routes/become-seller.tsx", "become-seller"),
  localized("seller-registration-success", "routes/seller-registration-success.tsx", "seller-registration-success"),
  localized("sellers-map", "routes/sellers-map.tsx", "sellers-map"),
  // The PDF catalogue: its page (public, through the page cache) and the file it offers.
  localized("catalog-pdf", "routes/catalog-pdf.tsx", "catalog-pdf"),
  localized("catalog-pdf/download", "routes/catalog-pdf.download.ts", "catalog-pdf-download"),
  localized("resellers", "routes/resellers.tsx", "resellers"),
  // Newsletters: the sign-up page (every form posts to it; never cached), the double opt-in's
  // confirm link, the unsubscribe link (also the RFC 8058 one-click POST), the public list and a
  // sent newsletter at its unguessable address (both through the page cache).
  localized("newsletter/subscribe", "routes/newsletter.subscribe.tsx", "newsletter-subscribe"),
  localized("newsletter/confirm", "routes/newsletter.confirm.tsx", "newsletter-confirm"),
  localized("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx", "newsletter-unsubscribe"),
  localized("newsletter/:shareableUrl", "routes/newsletter.view.tsx", "newsletter"),
  localized("newsletters", "routes/newsletters.tsx", "newsletters"),
  // The restaurant side: directory, menus (public, through the page cache), restaurant checkout,
  // the guest's live order tracking, the public queue display and the kitchen dashboard (personal).
  localized("restaurants", "routes/restaurants.tsx", "restaurants"),
  localized("restaurant-menu", "routes/restaurant-menu.tsx", "restaurant-menu-default"),
  localized("restaurant-menu/:slug", "routes/restaurant-menu.tsx", "restaurant-menu"),
  localized("restaurant-checkout/:restaurantId", "routes/restaurant-checkout.tsx", "restaurant-checkout"),
  localized("order-tracking/:orderId", "routes/order-tracking.tsx", "order-tracking"),
  localized("public-queue/:restaurantId", "routes/public-queue.tsx", "public-queue"),
  localized("kitchen/dashboard", "routes/kitchen.dashboard.tsx", "kitchen-dashboard"),

  // Accounts. Localized too: the first-visit language redirect sends /auth to /en/auth.
  localized("auth", "routes/auth.tsx", "auth"),
  localized("auth/callback", "routes/auth.callback.tsx", "auth-callback"),
  localized("auth/verify", "routes/auth.verify.tsx", "auth-verify"),
  localized("auth/forgot-password", "routes/auth.forgot-password.tsx", "auth-forgot-password"),
  localized("auth/reset-password", "routes/auth.reset-password.tsx", "auth-reset-password"),
  localized("auth/sign-out", "routes/auth.sign-out.tsx", "auth-sign-out"),
  localized("account", "routes/account.tsx", "account"),
  localized("account/export", "routes/account.export.tsx", "account-export"),
  // The back office (admins only; every loader and action checks on the server).
  localized("admin", "routes/admin.tsx", "admin"),
  localized("admin/products", "routes/admin.products.tsx", "admin-products"),
  localized("admin/products/export", "routes/admin.products.export.ts", "admin-products-export"),
  localized("admin/products/import", "routes/admin.products.import.tsx", "admin-products-import"),
  localized("admin/products/:productId", "routes/admin.products.$productId.tsx", "admin-product"),
  localized("admin/products/:productId/images", "routes/admin.products.$productId.images.ts", "admin-product-images"),
  localized("admin/orders", "routes/admin.orders.tsx", "admin-orders"),
  localized("admin/orders/:orderId", "routes/admin.orders.$orderId.tsx", "admin-order"),
  localized("admin/orders/:orderId/packing-slip", "routes/admin.orders.$orderId.packing-slip.tsx", "admin-packing-slip"),
  localized("admin/categories", "routes/admin.categories.tsx", "admin-categories"),
  localized("admin/categories/:categoryId", "routes/admin.categories.$categoryId.tsx", "admin-category"),
  localized("admin/restaurants", "routes/admin.restaurants.tsx", "admin-restaurants"),
  localized("admin/restaurants/:restaurantId", "routes/admin.restaurants.$restaurantId.tsx", "admin-restaurant"),
  localized("admin/languages", "routes/admin.languages.tsx", "admin-languages"),
  localized("admin/languages/:code/review", "routes/admin.languages.$code.review.tsx", "admin-language-review"),
  localized("admin/users", "routes/admin.users.tsx", "admin-users"),
  localized("admin/settings", "routes/admin.settings.tsx", "admin-settings"),
  localized("admin/audit", "routes/admin.audit.tsx", "admin-audit"),
  localized("admin/outbox", "routes/admin.outbox.tsx", "admin-outbox"),
  localized("admin/quotes", "routes/admin.quotes.tsx", "admin-quotes"),
  localized("admin/quotes/:quoteId", "routes/admin.quotes.$quoteId.tsx", "admin-quote"),
  localized("admin/sellers", "routes/admin.sellers.tsx", "admin-sellers"),
  localized("admin/sellers/:applicationId", "routes/admin.sellers.$applicationId.tsx", "admin-seller"),
  localized("admin/newsletters", "routes/admin.newsletters.tsx", "admin-newsletters"),
  localized("admin/newsletter/:newsletterId/edit", "routes/admin.newsletter.$newsletterId.edit.tsx", "admin-newsletter"),

  // AI services (admins only): the provider check page and every AI call (test prompt, translation drafts).
  localized("ai-test", "routes/ai-test.tsx", "ai-test"),
  localized("ai/run", "routes/ai.run.ts", "ai-run"),

  // Edit Mode (admins only): the header's toggle, every save (page texts, footer, menu, reverts) in
  // the URL's language with the history of a field, and the logo and favicon upload.
  localized("edit-mode", "routes/edit-mode.tsx", "edit-mode"),
  localized("edit-mode/save", "routes/edit-mode.save.ts", "edit-mode-save"),
  localized("edit-mode/upload", "routes/edit-mode.upload.ts", "edit-mode-upload"),

  // Sets the preferred-language cookie and redirects to the page in that language (the switcher's links).
  route("language", "routes/language.tsx"),

  // Machine-readable resources (no page, no language prefix).
  route("api/search/suggestions", "routes/api.search.suggestions.ts"),
  // A postcode's place name (the address forms fill the city from it).
  route("api/postcodes/:code", "routes/api.postcodes.$code.ts"),
  // Order-event streams (Server-Sent Events) of tracking pages, queue displays and kitchens.
  route("api/restaurant-events/:kind/:id", "routes/api.restaurant-events.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The logo and favicon uploaded in Edit Mode (kept in the database, served by every process).
  route("uploads/:id", "routes/uploads.$id.ts"),

  // One segment, ranked below every static path: /en and /ar are home pages in that language
  // (/nb redirects to /); /about, /faq, /locations, /resellers, /contact, /support, /quality,
  // /privacy, /terms, /cookies and any other page with content in page_content are content pages.
  route(":segment", "routes/$segment.tsx", { id: "segment" }),
  route(":lang/:slug", "routes/content-page.tsx", { id: "content-page-localized" }),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
