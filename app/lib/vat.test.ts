import { describe, expect, it } from "vitest";
import { includedVat, orderTotals } from "./vat";

describe("VAT included in prices", () => {
  it("takes 15 % and 25 % out of gross amounts, rounded to the øre (half up)", () => {
    expect(includedVat(11500, 15)).toBe(1500);
    expect(includedVat(12500, 25)).toBe(2500);
    expect(includedVat(5680, 15)).toBe(741); // 740.87
    expect(includedVat(2690, 15)).toBe(351); // 350.87
    expect(includedVat(10, 25)).toBe(2); // exactly 2
    expect(includedVat(23, 15)).toBe(3); // 3.0 exactly
    expect(includedVat(1, 25)).toBe(0); // 0.2
    expect(includedVat(5, 25)).toBe(1); // exactly 1
    expect(includedVat(0, 15)).toBe(0);
  });

  it("rounds to the nearest øre", () => {
    expect(includedVat(1150, 15)).toBe(150);
    // gross 4029 at 15 %: 525.52 → 526; gross 4027: 525.26 → 525; gross 8050 at 25 %... 1610 exactly.
    expect(includedVat(4029, 15)).toBe(526);
    expect(includedVat(4027, 15)).toBe(525);
    expect(includedVat(8050, 25)).toBe(1610);
    // 25 % of 12,5 øre → gross 62.5 is not whole; gross 1 at 25 % is 0.2 → 0, gross 3 is 0.6 → 1 (half up at .5: gross 2.5 never occurs).
    expect(includedVat(3, 25)).toBe(1);
    // 0 % VAT is nothing.
    expect(includedVat(999, 0)).toBe(0);
  });

  it("refuses fractional or negative øre", () => {
    expect(() => includedVat(1.5, 15)).toThrow(RangeError);
    expect(() => includedVat(-1, 15)).toThrow(RangeError);
  });

  it("splits an order's totals by rate, rounding each rate once on its sum, highest rate first", () => {
    const totals = orderTotals([
      { unitPriceOre: 2690, quantity: 2, vatRatePercent: 15 },
      { unitPriceOre: 19900, quantity: 1, vatRatePercent: 25 },
      { unitPriceOre: 3490, quantity: 3, vatRatePercent: 15 },
    ]);
    // Food: 2 × 26,90 + 3 × 34,90 = 158,50 kr → VAT 20,67; other goods: 199,00 kr → VAT 39,80.
    expect(totals.vat).toEqual([
      { ratePercent: 25, grossOre: 19900, vatOre: 3980, netOre: 15920 },
      { ratePercent: 15, grossOre: 15850, vatOre: 2067, netOre: 13783 },
    ]);
    expect(totals).toMatchObject({ subtotalOre: 35750, vatOre: 6047, totalOre: 35750 });
  });

  it("is all zeros for no lines", () => {
    expect(orderTotals([])).toEqual({ subtotalOre: 0, vat: [], vatOre: 0, totalOre: 0 });
  });
});
