import { describe, expect, it } from "vitest";
import { applyQuoteChange, type QuoteItemView, quoteTotalItems } from "./quote-basket";
import {
  canTransitionQuote,
  discountedUnitPrice,
  effectiveQuoteStatus,
  isCalendarDate,
  isValidOrgNumber,
  osloToday,
  quoteStatuses,
  quoteTransitions,
} from "./quotes";

const item = (id: string, productId: string, quantity = 1, notes = ""): QuoteItemView => ({
  id,
  productId,
  productName: productId,
  productImage: null,
  href: null,
  quantity,
  notes,
});

describe("the quote list rules (spec §4)", () => {
  it("raises the quantity of a product already present by 1, else adds it with quantity 1 and empty notes", () => {
    let items: QuoteItemView[] = [];
    items = applyQuoteChange(items, { intent: "add", productId: "milk", productName: "Milk" });
    expect(items).toEqual([expect.objectContaining({ productId: "milk", productName: "Milk", quantity: 1, notes: "" })]);
    items = applyQuoteChange(items, { intent: "add", productId: "milk" });
    items = applyQuoteChange(items, { intent: "add", productId: "flour", productName: "Flour" });
    expect(items.map((entry) => [entry.productId, entry.quantity])).toEqual([
      ["milk", 2],
      ["flour", 1],
    ]);
  });

  it("removes an item whose quantity is set to 0 or less, and sets others", () => {
    const items = [item("a", "milk", 3), item("b", "flour", 2)];
    expect(applyQuoteChange(items, { intent: "set", itemId: "a", quantity: 0 }).map((entry) => entry.id)).toEqual(["b"]);
    expect(applyQuoteChange(items, { intent: "set", itemId: "a", quantity: -4 }).map((entry) => entry.id)).toEqual(["b"]);
    expect(applyQuoteChange(items, { intent: "set", itemId: "b", quantity: 7 })[1]!.quantity).toBe(7);
  });

  it("updates notes, removes and clears; the total is the sum of quantities", () => {
    const items = [item("a", "milk", 3), item("b", "flour", 2)];
    expect(applyQuoteChange(items, { intent: "notes", itemId: "b", notes: "Organic, 25 kg sacks" })[1]!.notes).toBe("Organic, 25 kg sacks");
    expect(applyQuoteChange(items, { intent: "remove", itemId: "a" })).toEqual([items[1]]);
    expect(applyQuoteChange(items, { intent: "clear" })).toEqual([]);
    expect(quoteTotalItems(items)).toBe(5);
    expect(quoteTotalItems([])).toBe(0);
  });
});

describe("the quote transition table", () => {
  it("declares requested → quoted → accepted | declined | expired, and requested → cancelled", () => {
    expect(canTransitionQuote("requested", "quoted")).toBe(true);
    expect(canTransitionQuote("requested", "cancelled")).toBe(true);
    for (const to of ["accepted", "declined", "expired"] as const) expect(canTransitionQuote("quoted", to)).toBe(true);
  });

  it("refuses everything else, and the ends are final", () => {
    const allowed = new Set(["requested>quoted", "requested>cancelled", "quoted>accepted", "quoted>declined", "quoted>expired"]);
    for (const from of quoteStatuses) {
      for (const to of quoteStatuses) expect(canTransitionQuote(from, to)).toBe(allowed.has(`${from}>${to}`));
    }
    for (const end of ["accepted", "declined", "expired", "cancelled"] as const) expect(quoteTransitions[end]).toEqual([]);
  });

  it("shows a sent quote past its validity date as expired; it is valid through its last day", () => {
    expect(effectiveQuoteStatus({ status: "quoted", validUntil: "2026-11-23" }, "2026-11-24")).toBe("expired");
    expect(effectiveQuoteStatus({ status: "quoted", validUntil: "2026-11-24" }, "2026-11-24")).toBe("quoted");
    expect(effectiveQuoteStatus({ status: "accepted", validUntil: "2020-01-01" }, "2026-11-24")).toBe("accepted");
    expect(effectiveQuoteStatus({ status: "requested", validUntil: null }, "2026-11-24")).toBe("requested");
  });
});

describe("Norwegian organisation numbers", () => {
  it("accepts 9 digits whose last is the mod-11 check digit (weights 3,2,7,6,5,4,3,2)", () => {
    // Equinor ASA and Brønnøysundregistrene, as registered.
    expect(isValidOrgNumber("923609016")).toBe(true);
    expect(isValidOrgNumber("974760673")).toBe(true);
  });

  it("refuses a wrong check digit, wrong lengths, letters, and numbers whose remainder is 1", () => {
    expect(isValidOrgNumber("923609017")).toBe(false);
    expect(isValidOrgNumber("92360901")).toBe(false);
    expect(isValidOrgNumber("9236090160")).toBe(false);
    expect(isValidOrgNumber("92360901a")).toBe(false);
    expect(isValidOrgNumber("")).toBe(false);
    // 2·3 + 2·2 = 10, remainder 10 → check digit 1.
    expect(isValidOrgNumber("200000021")).toBe(true);
    expect(isValidOrgNumber("200000020")).toBe(false);
    // 4·3 = 12, remainder 1: no check digit exists, so no such number is valid.
    for (let last = 0; last <= 9; last++) expect(isValidOrgNumber(`40000000${last}`)).toBe(false);
  });
});

describe("dates and prices", () => {
  it("knows real calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("24.11.2026")).toBe(false);
    expect(osloToday(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
  });

  it("takes a whole-percent discount off a unit price, rounded half up to the øre", () => {
    expect(discountedUnitPrice(10000, 0)).toBe(10000);
    expect(discountedUnitPrice(10000, 15)).toBe(8500);
    expect(discountedUnitPrice(999, 10)).toBe(899); // 899.1
    expect(discountedUnitPrice(5, 10)).toBe(5); // 4.5 rounds up
    expect(discountedUnitPrice(12345, 100)).toBe(0);
  });
});
