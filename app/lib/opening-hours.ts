/**
 * Opening hours per ISO weekday (1 = Monday … 7 = Sunday) as local "HH:MM" times in the
 * restaurant's time zone. A period whose close is at or before its open runs past midnight into
 * the next day ("18:00"–"02:00"); "00:00" as close means midnight.
 */
export interface OpeningPeriod {
  open: string;
  close: string;
}
export type OpeningHours = Partial<Record<"1" | "2" | "3" | "4" | "5" | "6" | "7", OpeningPeriod[]>>;

export const RESTAURANT_TIME_ZONE = "Europe/Oslo";

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock in `timeZone` at `at`: ISO weekday, minutes since midnight and the date (YYYY-MM-DD). */
export function localClock(at: Date, timeZone: string = RESTAURANT_TIME_ZONE): { weekday: number; minutes: number; date: string } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAYS[parts.weekday!]!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

const periodsOf = (hours: OpeningHours, weekday: number): OpeningPeriod[] => hours[String(weekday) as keyof OpeningHours] ?? [];

/** Whether the restaurant is open at `at` (periods past midnight count on the next day too). */
export function isOpenAt(hours: OpeningHours, at: Date, timeZone: string = RESTAURANT_TIME_ZONE): boolean {
  const { weekday, minutes } = localClock(at, timeZone);
  for (const period of periodsOf(hours, weekday)) {
    const open = minutesOf(period.open);
    const close = minutesOf(period.close);
    if (close > open ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  for (const period of periodsOf(hours, yesterday)) {
    const open = minutesOf(period.open);
    const close = minutesOf(period.close);
    if (close <= open && minutes < close) return true;
  }
  return false;
}

/** Whether the hours are well formed (used to validate stored and edited hours). */
export function validOpeningHours(hours: unknown): hours is OpeningHours {
  if (typeof hours !== "object" || hours === null || Array.isArray(hours)) return false;
  return Object.entries(hours).every(
    ([day, periods]) =>
      /^[1-7]$/.test(day) &&
      Array.isArray(periods) &&
      periods.every((period: unknown) => {
        const candidate = period as Partial<OpeningPeriod> | null;
        return (
          typeof candidate?.open === "string" &&
          typeof candidate.close === "string" &&
          TIME.test(candidate.open) &&
          TIME.test(candidate.close)
        );
      }),
  );
}

export const SLOT_MINUTES = 15;

/**
 * The pickup or delivery times a guest may choose: every quarter hour from `earliest` (rounded up)
 * for `horizonHours`, kept when the restaurant is open then. Stepping through instants rather than
 * wall-clock times keeps DST changes right (no 02:30 on the spring night, no double 02:30 in autumn).
 */
export function orderSlots(hours: OpeningHours, earliest: Date, horizonHours = 12, timeZone: string = RESTAURANT_TIME_ZONE): Date[] {
  const step = SLOT_MINUTES * 60_000;
  const start = Math.ceil(earliest.getTime() / step) * step;
  const slots: Date[] = [];
  for (let at = start; at <= earliest.getTime() + horizonHours * 3_600_000; at += step) {
    const slot = new Date(at);
    if (isOpenAt(hours, slot, timeZone)) slots.push(slot);
  }
  return slots;
}
