import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, parseAmountToOre, wholeKroner } from "./money";

const normalize = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("formats øre as NOK with Norwegian formatting", () => {
    expect(normalize(formatMoney(2490))).toBe("24,90 kr");
    expect(normalize(formatMoney(123456789))).toBe("1 234 567,89 kr");
    expect(normalize(formatMoney(0))).toBe("0,00 kr");
    // Exactly what the spec asks for: Intl.NumberFormat("nb-NO", { style: "currency", currency: "NOK" }).
    expect(formatMoney(2490)).toBe(new Intl.NumberFormat("nb-NO", { style: "currency", currency: "NOK" }).format(24.9));
  });

  it("formats in another language when asked (the e-mails), without mixing up the cached results", () => {
    expect(normalize(formatMoney(123450, "NOK", "en"))).toBe("NOK 1,234.50");
    expect(formatMoney(123450, "NOK", "ar")).toContain("1,234.50");
    expect(normalize(formatMoney(123450))).toBe("1 234,50 kr");
  });
});

describe("parseAmountToOre", () => {
  it.each([
    ["24,90", 2490],
    ["24.9", 2490],
    ["24", 2400],
    ["kr 1 234,50", 123450],
    ["0,01", 1],
    ["99,-", 9900],
    ["24,90 kr", 2490],
  ])("%s → %i øre", (text, ore) => {
    expect(parseAmountToOre(text)).toBe(ore);
  });

  it.each(["", "abc", "1,234", "-5", "1.2.3", "12,345"])("rejects %j", (text) => {
    expect(parseAmountToOre(text)).toBeUndefined();
  });

  it("round-trips every øre amount through formatting exactly", () => {
    for (const ore of [0, 1, 9, 10, 99, 100, 2490, 199999, 2147483647]) {
      expect(parseAmountToOre(formatMoney(ore))).toBe(ore);
    }
  });
});

describe("formatAmount (admin forms, product CSV, JSON-LD, payment forms)", () => {
  it.each([
    [0, "0,00"],
    [1, "0,01"],
    [10, "0,10"],
    [99, "0,99"],
    [100, "1,00"],
    [1250, "12,50"],
    [1999, "19,99"],
    [124950, "1249,50"],
    [-1250, "-12,50"],
    [Number.MAX_SAFE_INTEGER, "90071992547409,91"],
  ])("%i øre → %s", (ore, text) => {
    expect(formatAmount(ore)).toBe(text);
    expect(formatAmount(ore, ".")).toBe(text.replace(",", "."));
  });

  it("never rounds where floats would: every amount whose float division is inexact comes out exact", () => {
    // Integer arithmetic both ways: formatting then parsing gives back every amount.
    const wrong: number[] = [];
    for (let ore = 0; ore <= 100_000; ore += 1) {
      if (parseAmountToOre(formatAmount(ore)) !== ore || parseAmountToOre(formatAmount(ore, ".")) !== ore) wrong.push(ore);
    }
    expect(wrong).toEqual([]);
    // The float way this replaced: 0.29 * 100 is 28.999999999999996.
    expect(Math.floor(0.29 * 100)).toBe(28);
    expect(parseAmountToOre("0,29")).toBe(29);
  });

  it("refuses what is not a whole number of øre", () => {
    expect(() => formatAmount(12.5)).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
  });
});

describe("parseAmountToOre is integer-safe", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12,5", 1250],
    ["0,29", 29],
    ["1,005", undefined],
    ["19,99", 1999],
    ["0.07", 7],
    ["1 249,50", 124950],
    ["999999999,99", 99999999999],
  ])("%s → %s øre (never 12.5 * 100 in floats)", (text, ore) => {
    expect(parseAmountToOre(text)).toBe(ore);
  });
});

describe("wholeKroner (the shop's price band labels)", () => {
  it("gives a round amount's kroner and refuses one with øre", () => {
    expect([0, 5_000, 10_000, 25_000].map(wholeKroner)).toEqual([0, 50, 100, 250]);
    expect(() => wholeKroner(5_050)).toThrow(RangeError);
    expect(() => wholeKroner(0.5)).toThrow(RangeError);
  });
});
