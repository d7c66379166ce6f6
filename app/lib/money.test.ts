import { describe, expect, it } from "vitest";
import { formatMoney, parseAmountToOre } from "./money";

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
