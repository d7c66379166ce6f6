/** One VAT rate's share of an order: prices include VAT, so the VAT is taken out of the gross. */
export interface VatLine {
  ratePercent: number;
  grossOre: number;
  vatOre: number;
  netOre: number;
}

export interface PricedLine {
  unitPriceOre: number;
  quantity: number;
  vatRatePercent: number;
}

export interface OrderTotals {
  subtotalOre: number;
  vat: VatLine[];
  vatOre: number;
  totalOre: number;
}

/** VAT included in a gross amount of øre at `ratePercent`, rounded to the nearest øre (half up). */
export function includedVat(grossOre: number, ratePercent: number): number {
  if (!Number.isInteger(grossOre) || grossOre < 0) throw new RangeError("gross must be whole non-negative øre");
  const divisor = 100 + ratePercent;
  // gross × rate / (100 + rate), rounded half up in integers: no float ever touches the money.
  return Math.floor((2 * grossOre * ratePercent + divisor) / (2 * divisor));
}

/**
 * An order's totals: lines summed per VAT rate (15 % food, 25 % other goods …), the VAT of each
 * rate rounded once on its sum (as a receipt shows it), highest rate first.
 */
export function orderTotals(lines: PricedLine[]): OrderTotals {
  const grossByRate = new Map<number, number>();
  for (const line of lines)
    grossByRate.set(line.vatRatePercent, (grossByRate.get(line.vatRatePercent) ?? 0) + line.unitPriceOre * line.quantity);
  const vat = [...grossByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, grossOre]) => {
      const vatOre = includedVat(grossOre, ratePercent);
      return { ratePercent, grossOre, vatOre, netOre: grossOre - vatOre };
    });
  const subtotalOre = vat.reduce((sum, line) => sum + line.grossOre, 0);
  return { subtotalOre, vat, vatOre: vat.reduce((sum, line) => sum + line.vatOre, 0), totalOre: subtotalOre };
}
