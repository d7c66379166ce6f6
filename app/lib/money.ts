/** Money is an integer of minor units (øre) plus a currency code; never a float. */
export interface Money {
  amountOre: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats øre with Norwegian number formatting, e.g. 2490 → "24,90 kr" (as Intl's nb-NO data has it). */
export function formatMoney(amountOre: number, currency = "NOK"): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("nb-NO", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  // Division happens only for display; every sum is done in whole øre.
  return formatter.format(amountOre / 100);
}

/** Parses "24,90", "24.90", "1 234,5" or "24" into whole øre; undefined when it is not an amount. */
export function parseAmountToOre(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(/^kr\.?/i, "").replace(/kr\.?$/i, "").replace(/,-$/, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const kroner = Number(match[1]);
  const ore = Number((match[2] ?? "").padEnd(2, "0"));
  return kroner * 100 + ore;
}
