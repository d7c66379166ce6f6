/** Money is an integer of minor units (øre) plus a currency code; never a float. */
export interface Money {
  amountOre: number;
  currency: string;
}

/** The currency of a row that names none (every priced table's column defaults to it). */
export const DEFAULT_CURRENCY = "NOK";

const formatters = new Map<string, Intl.NumberFormat>();

// A page shows the same few prices again and again (a product grid, its cards' forms): Intl's
// currency formatting is the slow part of a render's price, so recent results are kept.
const formatted = new Map<string, string>();
const FORMATTED_KEPT = 2_000;

/**
 * Formats øre with Norwegian number formatting, e.g. 2490 → "24,90 kr" (as Intl's nb-NO data has
 * it), as the pages show every price. The e-mails pass their language (`locale`), e.g. "en" →
 * "NOK 24.90".
 */
export function formatMoney(amountOre: number, currency = DEFAULT_CURRENCY, locale = "nb-NO"): string {
  const key = `${locale}|${currency}${amountOre}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  let formatter = formatters.get(`${locale}|${currency}`);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(`${locale}|${currency}`, formatter);
  }
  // Division happens only for display; every sum is done in whole øre.
  const text = formatter.format(amountOre / 100);
  if (formatted.size >= FORMATTED_KEPT) formatted.clear();
  formatted.set(key, text);
  return text;
}

/**
 * Whole øre as a plain decimal amount without a currency, as admin forms, the product CSV and
 * JSON-LD write it: 124950 → "1249,50" (or "1249.50" with `"."`). Integer arithmetic only, so no
 * amount is ever rounded; `parseAmountToOre` reads it back to the same øre.
 */
export function formatAmount(amountOre: number, decimalSeparator: "," | "." = ","): string {
  if (!Number.isSafeInteger(amountOre)) throw new RangeError(`Not a whole number of øre: ${amountOre}`);
  const sign = amountOre < 0 ? "-" : "";
  const ore = Math.abs(amountOre);
  const cents = ore % 100;
  return `${sign}${(ore - cents) / 100}${decimalSeparator}${String(cents).padStart(2, "0")}`;
}

/**
 * A round amount of øre as whole kroner, for the labels that write the number in their own text
 * (the shop's price bands: "Under {max} kr"): 5000 → 50. Refuses an amount with øre in it, which
 * such a label could not show.
 */
export function wholeKroner(amountOre: number): number {
  if (!Number.isSafeInteger(amountOre) || amountOre % 100 !== 0) throw new RangeError(`Not a whole number of kroner: ${amountOre} øre`);
  return amountOre / 100;
}

/** Parses "24,90", "24.90", "1 234,5" or "24" into whole øre; undefined when it is not an amount. */
export function parseAmountToOre(text: string): number | undefined {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^kr\.?/i, "")
    .replace(/kr\.?$/i, "")
    .replace(/,-$/, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const kroner = Number(match[1]);
  const ore = Number((match[2] ?? "").padEnd(2, "0"));
  return kroner * 100 + ore;
}
