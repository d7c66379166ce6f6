import { describe, expect, it } from "vitest";
import { isActiveMenuUrl } from "./active";

const at = (pathname: string, search = "") => ({ pathname, search });

describe("isActiveMenuUrl", () => {
  it("marks the home item active only on the home page", () => {
    expect(isActiveMenuUrl("/", at("/"))).toBe(true);
    expect(isActiveMenuUrl("/", at("/products"))).toBe(false);
    expect(isActiveMenuUrl("/", at("/", "?utm=x"))).toBe(true);
  });

  it("marks other items active on their path and below it, ignoring an unrelated query", () => {
    expect(isActiveMenuUrl("/products", at("/products"))).toBe(true);
    expect(isActiveMenuUrl("/products", at("/products/helmelk"))).toBe(true);
    expect(isActiveMenuUrl("/products", at("/products", "?category=dairy&page=2"))).toBe(true);
    expect(isActiveMenuUrl("/products/", at("/products"))).toBe(true);
    expect(isActiveMenuUrl("/products", at("/productsale"))).toBe(false);
    expect(isActiveMenuUrl("/about", at("/products"))).toBe(false);
  });

  it("needs the item's query values when its URL has a query", () => {
    expect(isActiveMenuUrl("/products?category=dairy", at("/products", "?category=dairy"))).toBe(true);
    expect(isActiveMenuUrl("/products?category=dairy", at("/products", "?page=2&category=dairy"))).toBe(true);
    expect(isActiveMenuUrl("/products?category=dairy", at("/products", "?category=grains"))).toBe(false);
    expect(isActiveMenuUrl("/products?category=dairy", at("/products"))).toBe(false);
    expect(isActiveMenuUrl("/products?category=dairy", at("/products/helmelk", "?category=dairy"))).toBe(false);
  });
});
