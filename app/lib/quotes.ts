/** Quote statuses and the declared transitions between them (the back office and the customer both go through it). */
export const quoteStatuses = ["requested", "quoted", "accepted", "declined", "expired", "cancelled"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/**
 * The quote process: a request is priced and sent (quoted) or cancelled; a quote is accepted or
 * declined by the customer, or expires after its validity date. Everything else is refused.
 */
export const quoteTransitions: Record<QuoteStatus, readonly QuoteStatus[]> = {
  requested: ["quoted", "cancelled"],
  quoted: ["accepted", "declined", "expired"],
  accepted: [],
  declined: [],
  expired: [],
  cancelled: [],
};

/** Whether `from` → `to` is a declared transition. */
export function canTransitionQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return quoteTransitions[from].includes(to);
}

/** Today's date in Norway as YYYY-MM-DD (validity and delivery dates are Norwegian calendar days). */
export function osloToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * The status a quote shows: a sent quote whose validity date has passed is expired, whether or not
 * anyone has written that down yet. A quote is valid through its last day.
 */
export function effectiveQuoteStatus(quote: { status: QuoteStatus; validUntil: string | null }, today: string = osloToday()): QuoteStatus {
  if (quote.status === "quoted" && quote.validUntil !== null && quote.validUntil < today) return "expired";
  return quote.status;
}

/** True for a real calendar date written YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const ORG_NUMBER_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * A Norwegian organisation number: 9 digits whose last is the mod-11 check digit of the first
 * eight (weights 3, 2, 7, 6, 5, 4, 3, 2; remainder 0 gives 0, remainder 1 is never issued).
 */
export function isValidOrgNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = ORG_NUMBER_WEIGHTS.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === digits[8];
}

/** A unit price after the quote's discount (whole percent), rounded half up to the øre. */
export function discountedUnitPrice(unitPriceOre: number, discountPercent: number): number {
  return Math.floor(((100 - discountPercent) * unitPriceOre * 2 + 100) / 200);
}
