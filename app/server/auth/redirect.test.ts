import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

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
