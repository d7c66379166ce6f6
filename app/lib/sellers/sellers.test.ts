import { describe, expect, it } from "vitest";
import { formatMessage } from "../message-format";
import { sellerMessages, type SellerMessageKey, sellerText } from "./messages";
import { canTransitionSeller, groupByCity, groupByRegion, sellerReference, sellerStatuses, sellerTransitions, shopTypes } from "./sellers";

describe("seller transitions", () => {
  it("lets a pending application be approved or rejected, and nothing go back to pending", () => {
    expect(canTransitionSeller("pending", "approved")).toBe(true);
    expect(canTransitionSeller("pending", "rejected")).toBe(true);
    expect(canTransitionSeller("approved", "rejected")).toBe(true);
    expect(canTransitionSeller("rejected", "approved")).toBe(true);
    for (const from of sellerStatuses) {
      expect(canTransitionSeller(from, "pending"), from).toBe(false);
      expect(canTransitionSeller(from, from), from).toBe(false);
    }
  });
  it("declares every status", () => {
    expect(Object.keys(sellerTransitions).sort()).toEqual([...sellerStatuses].sort());
  });
});

describe("seller helpers", () => {
  it("writes references with six digits at least", () => {
    expect(sellerReference(42)).toBe("S-000042");
    expect(sellerReference(1234567)).toBe("S-1234567");
  });
  it("groups sellers by county from the postcode, then by city", () => {
    const groups = groupByRegion([
      { id: "a", city: "Tromsø", postcode: "9008" },
      { id: "b", city: "Oslo", postcode: "0155" },
      { id: "c", city: "Otta", postcode: "2670" },
      { id: "d", city: "Lom", postcode: "2686" },
      { id: "e", city: "Bergen", postcode: "5003" },
    ]);
    expect(groups.map((group) => group.region)).toEqual(["oslo", "innlandet", "vestland", "troms"]);
    expect(groups[1]!.cities.map((group) => group.city)).toEqual(["Otta", "Lom"]);
  });

  it("groups sellers by city regardless of case, keeping their order", () => {
    const groups = groupByCity([
      { city: "Bergen", name: "a" },
      { city: "bergen ", name: "b" },
      { city: "Oslo", name: "c" },
    ]);
    expect(groups.map((group) => [group.city, group.sellers.map((seller) => seller.name)])).toEqual([
      ["Bergen", ["a", "b"]],
      ["Oslo", ["c"]],
    ]);
  });
});

describe("seller strings", () => {
  const keys = Object.keys(sellerMessages.en) as SellerMessageKey[];
  it("exist in nb, en and ar and format there", () => {
    for (const code of ["en", "nb", "ar"]) {
      const table = sellerMessages[code]!;
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        expect(table[key].length, `${code} ${key}`).toBeGreaterThan(0);
        expect(
          () => formatMessage(table[key], { count: 2, reference: "S-000001", site: "s", company: "c", reason: "r", name: "n" }, code),
          `${code} ${key}`,
        ).not.toThrow();
      }
    }
    for (const type of shopTypes) expect(keys).toContain(`seller.shopType.${type}`);
    for (const status of sellerStatuses) expect(keys).toContain(`seller.status.${status}`);
  });
  it("falls back to English for a language without its own table", () => {
    expect(sellerText("de", "seller.map.title")).toBe("Sellers map");
    expect(sellerText("nb", "seller.map.count", { count: 1 })).toBe("1 forhandler");
  });
});
