import { describe, expect, it } from "vitest";
import { isSuggestible, listHref, normalizeSearchTerm } from "./catalog-params";
import { parseProductListQuery, suggestionQuery } from "./catalog-schemas";

describe("parseProductListQuery", () => {
  const parse = (query: string) => parseProductListQuery(new URLSearchParams(query));

  it("reads search, category, sort and page", () => {
    expect(parse("search=%20brun%20%20ost%20&category=dairy&sort=price-asc&page=3")).toEqual({
      search: "brun ost",
      category: "dairy",
      sort: "price-asc",
      page: 3,
    });
  });

  it("falls back to defaults for malformed values instead of failing", () => {
    expect(parse("sort=cheapest&page=abc")).toEqual({ search: "", category: "", sort: undefined, page: 1 });
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("").sort).toBeUndefined();
  });

  it("caps the search text at 100 characters", () => {
    expect(parse(`search=${"a".repeat(150)}`).search).toHaveLength(100);
    expect(parse(`search=${"a".repeat(1000)}`).search).toBe("");
  });
});

describe("suggestionQuery", () => {
  it("accepts a query and an optional language code", () => {
    expect(suggestionQuery.parse({ q: "  brød ", lang: "nb" })).toEqual({ q: "brød", lang: "nb" });
    expect(suggestionQuery.parse({ q: "" })).toEqual({ q: "" });
  });

  it("rejects a query over 100 characters and a malformed language", () => {
    expect(suggestionQuery.safeParse({ q: "x".repeat(101) }).success).toBe(false);
    expect(suggestionQuery.safeParse({ q: "x".repeat(100) }).success).toBe(true);
    expect(suggestionQuery.safeParse({ q: "ost", lang: "../etc" }).success).toBe(false);
  });
});

describe("search helpers", () => {
  it("needs two trimmed characters before suggesting", () => {
    expect(isSuggestible(" a ")).toBe(false);
    expect(isSuggestible("   ")).toBe(false);
    expect(isSuggestible("ål")).toBe(true);
    expect(normalizeSearchTerm("  a \n b ")).toBe("a b");
    expect(normalizeSearchTerm("a\u0000b\u007f")).toBe("a b");
  });

  it("builds listing URLs without empty parameters or page 1", () => {
    expect(listHref("/products", { search: "", category: "dairy", page: 1 })).toBe("/products?category=dairy");
    expect(listHref("/en/products", { search: "brun ost", page: 2 })).toBe("/en/products?search=brun+ost&page=2");
    expect(listHref("/products", {})).toBe("/products");
  });
});
