import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillHoles, findHoles, gzipFilled } from "./holes";

const hole = (name: string, content: string) => `<template data-hole="${name}"></template>${content}<template data-hole-end=""></template>`;

// A page as a shared render leaves it: anonymous content in each hole, one hole twice (the header's and the drawer's account control).
const page = Buffer.from(
  `<!DOCTYPE html><html><body><header>${hole("cart-button", "<button>Cart (0 items)</button>")}${hole("account", '<a href="/auth">Sign In</a>')}</header>` +
    `<main>${"<p>Helmelk – 26,90 kr, pasteurisert, fra setervollene.</p>".repeat(400)}</main>` +
    `<dialog>${hole("account", '<a href="/auth">Sign In</a>')}</dialog>${hole("data", '<script type="application/json" id="personal-data">{"user":null}</script>')}</body></html>`,
);

const visitor = new Map([
  ["cart-button", '<button>Cart (3 items)</button><span data-testid="cart-count">3</span>'],
  ["account", "<details><summary>Kari Nordmann</summary></details>"],
  ["data", '<script type="application/json" id="personal-data">{"user":{"name":"Kari Nordmann"}}</script>'],
]);

describe("a shared page's holes", () => {
  it("are found in order, and filled with the anonymous markup they give back the page byte for byte", () => {
    const holes = findHoles(page)!;
    expect(holes.names).toEqual(["cart-button", "account", "account", "data"]);
    const anonymous = new Map([
      ["cart-button", "<button>Cart (0 items)</button>"],
      ["account", '<a href="/auth">Sign In</a>'],
      ["data", '<script type="application/json" id="personal-data">{"user":null}</script>'],
    ]);
    expect(Buffer.concat(fillHoles(holes, anonymous)).equals(page)).toBe(true);
  });

  it("are filled with a visitor's markup, every occurrence, keeping the marks", () => {
    const filled = Buffer.concat(fillHoles(findHoles(page)!, visitor)).toString();
    expect(filled.match(/Kari Nordmann<\/summary>/g)).toHaveLength(2);
    expect(filled).toContain(hole("cart-button", visitor.get("cart-button")!));
    expect(filled).not.toContain("Sign In");
    expect(filled).not.toContain("Cart (0 items)");
    expect(filled.endsWith("</body></html>")).toBe(true);
  });

  it("give the same page as gzip, compressing the shared parts once", () => {
    const holes = findHoles(page)!;
    const plain = Buffer.concat(fillHoles(holes, visitor));
    const gzipped = Buffer.concat(gzipFilled(holes, visitor));
    expect(gunzipSync(gzipped).equals(plain)).toBe(true);
    expect(gzipped.length).toBeLessThan(plain.length / 4);
    const deflated = holes.deflated!;
    // Another visitor: the same compressed segments, other fragments.
    const other = new Map(visitor).set("account", '<a href="/auth">Sign In</a>');
    expect(gunzipSync(Buffer.concat(gzipFilled(holes, other))).equals(Buffer.concat(fillHoles(holes, other)))).toBe(true);
    expect(holes.deflated).toBe(deflated);
  });

  it("of a page without any are none, and its fill is the page", () => {
    const bare = Buffer.from("<!DOCTYPE html><p>no holes</p>");
    const holes = findHoles(bare)!;
    expect(holes.names).toEqual([]);
    expect(Buffer.concat(fillHoles(holes, new Map())).equals(bare)).toBe(true);
    expect(gunzipSync(Buffer.concat(gzipFilled(holes, new Map()))).equals(bare)).toBe(true);
  });

  it("are refused when a mark is broken, nested or names something odd", () => {
    expect(findHoles(Buffer.from(`<template data-hole="account"></template><a>Sign In</a>`))).toBeNull();
    expect(findHoles(Buffer.from(hole("account", hole("data", "x"))))).toBeNull();
    expect(findHoles(Buffer.from(hole('x" onload="', "x")))).toBeNull();
  });

  it("must each have markup when filled", () => {
    expect(() => fillHoles(findHoles(page)!, new Map([["account", "x"]]))).toThrow(/cart-button/);
  });
});
