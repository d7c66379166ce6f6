/** The factory's time zone: "today" on the dashboard and the dates the back office shows. */
export const FACTORY_TIME_ZONE = "Europe/Oslo";

function offsetMinutesAt(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant the calendar day containing `now` began in `timeZone`. */
export function startOfDay(now: Date, timeZone = FACTORY_TIME_ZONE): Date {
  const local = new Date(now.getTime() + offsetMinutesAt(now, timeZone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from now's (a daylight-saving change during the day).
  const guess = new Date(midnightAsUtc - offsetMinutesAt(now, timeZone) * 60_000);
  return new Date(midnightAsUtc - offsetMinutesAt(guess, timeZone) * 60_000);
}

/** "2026-11-24 09:15" in the factory's time zone: the same text on server and browser. */
export function formatDateTime(instant: Date | string, timeZone = FACTORY_TIME_ZONE): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

/** The instant a `datetime-local` value ("2026-11-24T09:15") names in `timeZone`, or null when it is not one. */
export function fromLocalDateTime(value: string, timeZone = FACTORY_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null;
  const guess = new Date(asUtc - offsetMinutesAt(new Date(asUtc), timeZone) * 60_000);
  return new Date(asUtc - offsetMinutesAt(guess, timeZone) * 60_000);
}
