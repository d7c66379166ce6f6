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
    // Dot segments the URL parser collapses into a leading "//".
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    // Percent-encoded dots, in either case.
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/%2e%2e//evil.example",
    "/a/%2E%2e//evil.example",
    "/a/.%2e//evil.example",
    // Encoded slashes and backslashes after a dot segment.
    "/.%2F%2Fevil.example",
    "/.%2f/evil.example",
    "/%2e%2F/evil.example",
    "/.%5C%5Cevil.example",
    "/./\\evil.example",
    "/%2e/%5Cevil.example",
    // Tabs and newlines, raw and encoded, which browsers strip before parsing.
    "/.\t//evil.example",
    "/%09/evil.example",
    "/.%0A//evil.example",
    "/\n/evil.example",
    "/%0D%0A//evil.example",
    // Schemes in mixed case.
    "JavaScript:alert(1)",
    "HTTPS://evil.example",
    "evil.example",
    "",
    undefined,
    42,
  ])("rejects %s", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe("safeRedirectPath results", () => {
  it("never returns a path a browser reads as another origin", () => {
    const prefixes = ["/", "/.", "/..", "/a/..", "/%2e", "/%2E", "/a/%2e%2e", "/./", "/.%2f", "/%2e%2f"];
    const tails = ["/evil.example", "//evil.example", "\\evil.example", "%2F%2Fevil.example", "%5C%5Cevil.example", "%2f/evil.example"];
    for (const prefix of prefixes) {
      for (const tail of tails) {
        const result = safeRedirectPath(prefix + tail);
        if (result !== null) expect(result, prefix + tail).toMatch(/^\/(?![/\\])/);
      }
    }
  });

  it("keeps dot segments that stay on the site", () => {
    expect(safeRedirectPath("/a/../products")).toBe("/products");
    expect(safeRedirectPath("/./en/products")).toBe("/en/products");
  });
});

describe("safeRedirectPath for the language switcher's return path", () => {
  it("accepts paths on this site and refuses anything a browser reads as another origin", () => {
    expect(safeRedirectPath("/products?search=ost")).toBe("/products?search=ost");
    expect(safeRedirectPath("/")).toBe("/");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "", "/a\nb"])
      expect(safeRedirectPath(bad)).toBeNull();
  });
});
