import { describe, expect, it } from "vitest";
import type { DrillFixtures } from "./fixtures";
import { formsOf } from "./hostile-targets";
import { sqlmapFormTargets, sqlmapQueryTargets } from "./sqlmap-targets";

const fixtures = {
  orderId: "00000000-0000-4000-8000-000000000001",
  quoteId: "00000000-0000-4000-8000-000000000002",
  productSlugs: { nb: "helmelk" },
  categorySlugs: { nb: "meieri" },
} as unknown as DrillFixtures;

describe("sqlmap targets from the hostile drill's lists", () => {
  const targets = sqlmapQueryTargets(fixtures);
  const byLabel = new Map(targets.map((target) => [target.label, target]));

  it("takes the search, product list, webshop filter and lookup URLs, with plausible values and every parameter tested", () => {
    const shop = byLabel.get("GET /shop?search&category&price&size&property&stock&sort&page");
    expect(shop).toMatchObject({
      method: "GET",
      parameters: ["search", "category", "price", "size", "property", "stock", "sort", "page"],
    });
    expect(new URLSearchParams(shop!.url.split("?")[1])).toEqual(
      new URLSearchParams({
        search: "ost",
        category: "meieri",
        price: "50-100",
        size: "1 l",
        property: "organic",
        stock: "in",
        sort: "name",
        page: "1",
      }),
    );
    expect(byLabel.get("GET /products?search&sort&page")?.parameters).toEqual(["search", "sort", "page"]);
    expect(byLabel.get("GET /api/search/suggestions?q")).toBeDefined();
    expect(byLabel.get("GET /resellers?q")).toBeDefined();
    // A slug in the path: sqlmap's own marker, no parameter list.
    expect(byLabel.get("GET /products/helmelk*")).toMatchObject({ url: "/products/helmelk*", parameters: [] });
    expect(byLabel.get("GET /categories/meieri*")).toMatchObject({ url: "/categories/meieri*", parameters: [] });
  });

  it("leaves out URLs whose parameters reach no SQL search or filter (tokens, redirects, the back office)", () => {
    for (const target of targets) expect(target.url).not.toMatch(/^\/(admin|auth|language|newsletter|order-success|quotes\/)/);
  });

  it("posts a page's forms with their hidden fields, plausible typed values, the typed fields tested and a fresh idempotency key each time", () => {
    const html = `<form method="post" action="/newsletter/subscribe"><input type="hidden" name="language" value="nb"/><input type="email" name="email"/><button>Go</button></form>
      <form method="post" action="/quote-checkout"><input type="hidden" name="idempotencyKey" value="k-1"/><input name="companyName"/><textarea name="message"></textarea><input type="tel" name="phone"/></form>`;
    const [newsletter, quote] = sqlmapFormTargets(formsOf("/", html), fixtures);
    expect(newsletter).toMatchObject({ method: "POST", url: "/newsletter/subscribe", parameters: ["email"], randomize: [] });
    expect(new URLSearchParams(newsletter!.data)).toEqual(new URLSearchParams({ language: "nb", email: "sqlmap-0@example.com" }));
    expect(quote).toMatchObject({ parameters: ["companyName", "message", "phone"], randomize: ["idempotencyKey"] });
    expect(new URLSearchParams(quote!.data).get("phone")).toBe("91234567");
  });
});
