import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { ACCESS, routesWithoutExpectations } from "./access-plan";
import { classify, dataUrl } from "./http";
import { roles } from "./server";

describe("drill:access's matrix", () => {
  it("has expectations for every route of app/routes.ts", () => {
    expect(routesWithoutExpectations(routes)).toEqual([]);
  });

  it("names a route it has no expectations for, by id", () => {
    expect(routesWithoutExpectations([...routes, { id: "gift-cards", path: "gift-cards", file: "routes/gift-cards.tsx" }])).toEqual([
      "gift-cards",
    ]);
  });

  it("gives every probe an answer for every role, and a form to every post", () => {
    for (const [route, access] of Object.entries(ACCESS)) {
      expect(access.probes.length, route).toBeGreaterThan(0);
      for (const probe of access.probes) {
        for (const role of roles) expect(probe.expect[role].length, `${route} ${role}`).toBeGreaterThan(0);
        if (probe.method === "POST") expect(probe.form, route).toBeDefined();
      }
    }
  });

  it("reads a single-fetch redirect to sign-in as a sign-in, and other statuses by their class", () => {
    const sent = (status: number, location: string | null = null, body = "") => ({ status, location, body, setCookies: [] });
    expect(classify(sent(202, null, '[["SingleFetchRedirect",1],{"_2":3},"redirect","/auth?redirectTo=%2Fadmin","status",302]'))).toBe(
      "signin",
    );
    expect(classify(sent(302, "/en/auth?redirectTo=%2Fen%2Faccount"))).toBe("signin");
    expect(classify(sent(303, "/cart"))).toBe("ok");
    expect(classify(sent(303, "/authors"))).toBe("ok");
    expect(classify(sent(403))).toBe("forbidden");
    expect(classify(sent(404))).toBe("notFound");
    expect(classify(sent(415))).toBe("invalid");
    expect(classify(sent(503))).toBe("unavailable");
    expect(classify(sent(500))).toBe("error");
    expect(dataUrl("/")).toBe("/_root.data");
    expect(dataUrl("/products?search=ost")).toBe("/products.data?search=ost");
  });
});
