import { describe, expect, it } from "vitest";
import { emptyShopSelection, selectionFromForm, shopHref, shopQueryString, toggled } from "./params";
import { parseShopQuery } from "./schemas";

describe("the webshop's URL", () => {
  it("writes one canonical query per selection: fixed order, sorted values, defaults left out", () => {
    expect(shopHref("/shop", emptyShopSelection)).toBe("/shop");
    const selection = {
      ...emptyShopSelection,
      search: "brun ost",
      categories: ["organic", "dairy"],
      prices: ["100-250" as const, "0-50" as const],
      inStock: true,
      sizes: ["500 g", "1 kg"],
      properties: ["vegan" as const, "organic" as const],
      sort: "price-asc" as const,
      page: 2,
    };
    const query = shopQueryString(selection);
    expect(query).toBe(
      "search=brun+ost&category=dairy&category=organic&price=0-50&price=100-250&stock=in&size=1+kg&size=500+g&property=organic&property=vegan&sort=price-asc&page=2",
    );
    // Reading it back gives the same selection, and writing that gives the same query.
    expect(shopQueryString(parseShopQuery(new URLSearchParams(query)))).toBe(query);
  });

  it("drops what it does not know instead of failing: bad bands, properties, sorts and pages", () => {
    const parsed = parseShopQuery(
      new URLSearchParams("price=1-2&price=50-100&property=tasty&property=nut_free&sort=cheapest&page=-3&stock=yes&search=%00a%20%20b"),
    );
    expect(parsed).toEqual({ ...emptyShopSelection, search: "a b", prices: ["50-100"], properties: ["nut_free"] });
  });

  it("reads a submitted form the way the server does, so a change goes straight to the canonical URL", () => {
    const form = new FormData();
    form.append("search", "  ");
    form.append("sort", "recommended");
    form.append("category", "okologisk");
    form.append("category", "meieri");
    form.append("stock", "in");
    form.append("property", "made_up");
    const selection = selectionFromForm(form);
    expect(shopHref("/en/shop", selection)).toBe("/en/shop?category=meieri&category=okologisk&stock=in");
    expect(shopQueryString(parseShopQuery(new URLSearchParams(shopQueryString(selection))))).toBe(shopQueryString(selection));
  });

  it("toggles a value in or out of a facet", () => {
    expect(toggled(["a", "b"], "a")).toEqual(["b"]);
    expect(toggled(["a"], "b")).toEqual(["a", "b"]);
  });
});
