import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { type Fixtures, htmlCheckPlan, tolerated } from "./check-html-plan";

const fixtures: Fixtures = {
  customer: { email: "kari@example.com", password: "x" },
  visitorGuestId: "g",
  productSlugs: { nb: "helmelk", en: "whole-milk", ar: "حليب" },
  productId: "p1",
  categorySlugs: { nb: "meieri", en: "dairy", ar: "ألبان" },
  categoryId: "c1",
  restaurantSlug: "pizzeria",
  restaurantId: "r1",
  orderId: "o1",
  quoteId: "q1",
  sellerApplicationId: "s1",
  newsletterShareableUrl: "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn",
  newsletterId: "00000000-0000-4000-8000-000000000009",
  restaurantOrderId: "ro1",
  contentSlugs: ["about", "faq"],
  headerStyle: "classic",
};

describe("check:html's plan", () => {
  it("knows every route of app/routes.ts: a page with its parameters or a resource with why", () => {
    expect(htmlCheckPlan(routes).unknown).toEqual([]);
  });

  it("refuses a route it does not know, by id", () => {
    const plan = htmlCheckPlan([
      ...routes,
      { id: "gift-cards", path: "gift-cards", file: "routes/gift-cards.tsx" },
      { path: "api/stock", file: "routes/api.stock.ts" },
    ]);
    expect(plan.unknown).toEqual(["gift-cards", "routes/api.stock"]);
  });

  it("opens each page in nb, en and ar with that language's slugs, for the roles that may open it", () => {
    const pages = htmlCheckPlan(routes).pages(fixtures);
    const urls = (routeId: string) => [
      ...new Set(pages.filter((page) => page.routeId.replace(/-localized$/, "") === routeId).map((page) => page.url)),
    ];
    const roles = (url: string) => pages.filter((page) => page.url === url).map((page) => page.role);
    expect(urls("product")).toEqual(["/products/helmelk", `/en/products/whole-milk`, `/ar/products/${encodeURIComponent("حليب")}`]);
    expect(urls("home")).toEqual(["/"]);
    // /:segment is a content page in nb and the home page of every other language.
    expect(urls("segment")).toEqual(["/about", "/faq", "/en", "/ar"]);
    expect(urls("content-page")).toEqual(["/en/about", "/en/faq", "/ar/about", "/ar/faq"]);
    expect(roles("/ar/faq")).toEqual(["visitor", "customer", "admin", "admin-edit"]);
    expect(roles("/en/admin/orders/o1")).toEqual(["admin", "admin-edit"]);
    expect(roles("/checkout")).toEqual(["customer"]);
    expect(pages.find((page) => page.url === "/no-such-page")?.status).toBe(404);
    // Resources are not opened.
    expect(pages.some((page) => /export|sitemap|robots|api\/|edit-mode/.test(page.url))).toBe(false);
  });

  it("lets through only the CSS the checker does not know", () => {
    for (const message of [
      "CSS: Unrecognized at-rule “@property”.",
      "CSS: “anchor-name”: Property “anchor-name” doesn't exist.",
      "CSS: “position-area”: Property “position-area” doesn't exist.",
      "CSS: “position-try-fallbacks”: Property “position-try-fallbacks” doesn't exist.",
      "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    ]) {
      expect(tolerated(message), message).toBe(true);
    }
    for (const message of [
      "Bad value “combobox” for attribute “role” on element “input”.",
      "CSS: “colr”: Property “colr” doesn't exist.",
      "CSS: “anchor-name”: Property “position-area” doesn't exist.",
      "CSS: “color”: “reed” is not a “color” value.",
    ]) {
      expect(tolerated(message), message).toBe(false);
    }
  });
});
