import { describe, expect, it } from "vitest";
import type { DrillFixtures } from "./fixtures";
import { formsOf } from "./hostile-targets";
import { plausibleBody, sqlmapFormTargets, sqlmapQueryTargets } from "./sqlmap-targets";

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
    expect(newsletter).toMatchObject({ method: "POST", url: "/newsletter/subscribe", parameters: ["email"], fresh: [] });
    expect(new URLSearchParams(newsletter!.data)).toEqual(new URLSearchParams({ language: "nb", email: "sqlmap-0@example.com" }));
    expect(quote).toMatchObject({ parameters: ["companyName", "message", "phone"], fresh: ["idempotencyKey"] });
    expect(new URLSearchParams(quote!.data).get("phone")).toBe("91234567");
  });

  it("fills a form as a person would: a select's first real option, the first of an unchosen radio group, the boxes it requires", () => {
    const html = `<form method="post" action="/become-seller"><select name="shopType"><option value="">Choose</option><option value="shop">Shop</option></select>
      <input type="radio" name="deliveryMethod" value="pickup" required/><input type="radio" name="deliveryMethod" value="delivery" required/>
      <input type="checkbox" name="terms" required/><input type="checkbox" name="newsletter" value="yes"/><input name="website"/><button name="intent" value="apply">Send</button></form>`;
    const [form] = formsOf("/become-seller", html);
    expect(form).toMatchObject({ intent: "apply", typed: ["shopType", "website"], required: ["deliveryMethod", "terms"] });
    const body = plausibleBody(form!, fixtures);
    expect(Object.fromEntries(body)).toEqual({
      intent: "apply",
      shopType: "shop",
      website: "https://example.com",
      deliveryMethod: "pickup",
      terms: "on",
    });
    // An optional box stays as the page has it: unticked.
    expect(body.has("newsletter")).toBe(false);
  });

  it("tests a form's e-mail address on its own, and its other fields with a new address on each request", () => {
    const html = `<form method="post" action="/checkout"><input type="hidden" name="idempotencyKey" value="k"/><input name="name"/><input type="email" name="email"/><input name="city"/></form>
      <form method="post" action="/auth"><input type="hidden" name="intent" value="signin"/><input type="email" name="email"/><input type="password" name="password"/></form>`;
    const [emailOnly, rest, signInEmail, signInRest] = sqlmapFormTargets(formsOf("/", html), fixtures);
    expect(emailOnly).toMatchObject({ label: "POST /checkout (email)", parameters: ["email"], fresh: ["idempotencyKey"] });
    expect(rest).toMatchObject({
      label: "POST /checkout (the rest)",
      parameters: ["name", "city"],
      // A new address on each request (sqlmap's --eval: --randomize would change the digits of the encoded '@').
      fresh: ["idempotencyKey", "email"],
    });
    expect(emailOnly).not.toHaveProperty("ignoreCodes");
    // A wrong password is answered 401 with the form's page: sqlmap is told to read it.
    expect(signInEmail).toMatchObject({ parameters: ["email"], ignoreCodes: [401] });
    expect(signInRest).toMatchObject({ parameters: ["password"], fresh: ["email"], ignoreCodes: [401] });
  });
});
