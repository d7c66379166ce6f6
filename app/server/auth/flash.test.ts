import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "./flash.server";

const requestWith = (setCookie: string) => new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });

describe("flash messages", () => {
  it("carry a count for '{n} items merged from your guest cart' and an id per flash", () => {
    const read = readFlash(requestWith(flashCookie({ key: "cart.toast.merged", count: 3 }, false)), false);
    expect(read.message).toMatchObject({ key: "cart.toast.merged", count: 3 });
    expect(read.message?.id).toMatch(/^cart\.toast\.merged\|3\|[a-z0-9]+$/);
    expect(read.setCookie).toContain("Max-Age=0");
  });

  it("ignore unknown keys and malformed counts", () => {
    expect(readFlash(new Request("http://localhost/", { headers: { cookie: "storefront_flash=evil.key" } }), false).message).toBeNull();
    expect(
      readFlash(new Request("http://localhost/", { headers: { cookie: "storefront_flash=cart.toast.added%7C1e9%7Cx" } }), false).message,
    ).toMatchObject({ key: "cart.toast.added" });
    expect(
      readFlash(new Request("http://localhost/", { headers: { cookie: "storefront_flash=cart.toast.added%7C1e9%7Cx" } }), false).message
        ?.count,
    ).toBeUndefined();
  });
});
