import { describe, expect, it } from "vitest";
import { redactSecretLinks, redactSecretParameters, SECRET_QUERY_PARAMETERS } from "./secret-params.server";

describe("redactSecretParameters", () => {
  it.each([
    ["/auth/reset-password?token=abc123", "/auth/reset-password?token=[redacted]"],
    ["/auth/verify?token=eyJhbGciOi.x.y&callbackURL=%2F", "/auth/verify?token=[redacted]&callbackURL=%2F"],
    ["/callback?state=s1&code=c0de#frag", "/callback?state=s1&code=[redacted]#frag"],
    ["/file?Signature=abc&SIG=def", "/file?Signature=[redacted]&SIG=[redacted]"],
    ["/x?%74oken=abc", "/x?%74oken=[redacted]"],
    ["/products?search=ost&page=2", "/products?search=ost&page=2"],
    ["/plain/path", "/plain/path"],
  ])("%s", (input, expected) => {
    expect(redactSecretParameters(input)).toBe(expected);
  });

  it("covers every name on the list", () => {
    for (const name of SECRET_QUERY_PARAMETERS) expect(redactSecretParameters(`/x?${name}=s3cret`)).not.toContain("s3cret");
  });
});

describe("redactSecretLinks", () => {
  it("masks tokens in every link of a mail body and leaves the rest", () => {
    const body =
      "Hello,\n\nOpen http://shop.example/auth/verify?token=AAA.BBB.CCC to confirm.\nOr https://shop.example/auth/reset-password?token=xyz\n\nhttps://shop.example/products?page=2";
    const masked = redactSecretLinks(body);
    expect(masked).not.toMatch(/AAA|xyz/);
    expect(masked).toContain("http://shop.example/auth/verify?token=[redacted] to confirm.");
    expect(masked).toContain("https://shop.example/products?page=2");
  });
});
