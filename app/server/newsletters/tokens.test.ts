import { describe, expect, it } from "vitest";
import { isTokenShaped, listUnsubscribeHeaders, newToken } from "./tokens";

describe("the unsubscribe token", () => {
  it("is 256 random bits as 43 URL-safe characters, different every time", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("is recognised by its shape only, so anything else is turned away before the database", () => {
    expect(isTokenShaped(newToken())).toBe(true);
    for (const bad of ["", "short", `${newToken()}x`, `${newToken().slice(0, 42)}/`, "a".repeat(42), null, 42, ["x"]]) {
      expect(isTokenShaped(bad)).toBe(false);
    }
  });

  it("goes in the RFC 8058 one-click headers", () => {
    const url = `https://shop.example/newsletter/unsubscribe?token=${newToken()}`;
    expect(listUnsubscribeHeaders(url)).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
