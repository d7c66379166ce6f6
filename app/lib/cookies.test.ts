import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; preferred-language=en; b=2", "preferred-language")).toBe("en");
    expect(readCookie("preferred-language=%E2%9C%93", "preferred-language")).toBe("✓");
    expect(readCookie("x-preferred-language=en", "preferred-language")).toBeNull();
    expect(readCookie(null, "preferred-language")).toBeNull();
    expect(readCookie("preferred-language=%E0%A4%A", "preferred-language")).toBeNull();
    // A value may itself contain "=" (base64 session tokens).
    expect(readCookie("flash=eyJ0Ijoi==; x=1", "flash")).toBe("eyJ0Ijoi==");
  });
});
