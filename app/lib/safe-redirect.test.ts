import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/admin")).toBe("/admin");
    expect(safeRedirectPath("/en/products?page=2#top")).toBe("/en/products?page=2#top");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F%2Fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "javascript:alert(1)",
    "/\tevil",
    "evil.example",
    "",
    undefined,
    42,
  ])("rejects %s", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe("safeRedirectPath for the language switcher's return path", () => {
  it("accepts paths on this site and refuses anything a browser reads as another origin", () => {
    expect(safeRedirectPath("/products?search=ost")).toBe("/products?search=ost");
    expect(safeRedirectPath("/")).toBe("/");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "", "/a\nb"]) expect(safeRedirectPath(bad)).toBeNull();
  });
});
