import { describe, expect, it } from "vitest";
import { isOpenAt, localClock, type OpeningHours, orderSlots, validOpeningHours } from "./opening-hours";

// Monday to Thursday 15–22, Friday 12–01 (past midnight), Sunday 13–21, Saturday closed.
const pizzeria: OpeningHours = {
  "1": [{ open: "15:00", close: "22:00" }],
  "2": [{ open: "15:00", close: "22:00" }],
  "3": [{ open: "15:00", close: "22:00" }],
  "4": [{ open: "15:00", close: "22:00" }],
  "5": [{ open: "12:00", close: "01:00" }],
  "7": [{ open: "13:00", close: "21:00" }],
};

describe("open now, in Europe/Oslo", () => {
  it("opens at the opening minute and closes at the closing minute (winter: UTC+1)", () => {
    // Monday 2026-01-12.
    expect(isOpenAt(pizzeria, new Date("2026-01-12T13:59:00Z"))).toBe(false);
    expect(isOpenAt(pizzeria, new Date("2026-01-12T14:00:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-01-12T20:59:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-01-12T21:00:00Z"))).toBe(false);
  });

  it("uses summer time (UTC+2) in summer", () => {
    // Monday 2026-07-13: 15:00 in Oslo is 13:00 UTC.
    expect(isOpenAt(pizzeria, new Date("2026-07-13T12:59:00Z"))).toBe(false);
    expect(isOpenAt(pizzeria, new Date("2026-07-13T13:00:00Z"))).toBe(true);
  });

  it("keeps a period past midnight open into the next day, and only until its close", () => {
    // Friday 2026-01-16 23:30 Oslo, then Saturday 00:30 and 01:00.
    expect(isOpenAt(pizzeria, new Date("2026-01-16T22:30:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-01-16T23:30:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-01-17T00:00:00Z"))).toBe(false);
    // Saturday itself has no hours: Saturday noon is closed.
    expect(isOpenAt(pizzeria, new Date("2026-01-17T11:00:00Z"))).toBe(false);
    // Sunday after midnight: Saturday had no late period.
    expect(isOpenAt(pizzeria, new Date("2026-01-17T23:30:00Z"))).toBe(false);
  });

  it("is right on both sides of the DST changes", () => {
    // Spring: Sunday 2026-03-29, clocks go 02:00 → 03:00. Open 13–21 local = 11–19 UTC after the change.
    expect(isOpenAt(pizzeria, new Date("2026-03-29T10:59:00Z"))).toBe(false);
    expect(isOpenAt(pizzeria, new Date("2026-03-29T11:00:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-03-29T18:59:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-03-29T19:00:00Z"))).toBe(false);
    // Autumn: Sunday 2026-10-25, clocks go 03:00 → 02:00. Open 13–21 local = 12–20 UTC after the change.
    expect(isOpenAt(pizzeria, new Date("2026-10-25T11:59:00Z"))).toBe(false);
    expect(isOpenAt(pizzeria, new Date("2026-10-25T12:00:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-10-25T19:59:00Z"))).toBe(true);
    expect(isOpenAt(pizzeria, new Date("2026-10-25T20:00:00Z"))).toBe(false);
    const night: OpeningHours = { "6": [{ open: "22:00", close: "04:00" }] };
    // Saturday night 22–04 across the autumn change: 01:59 UTC is 02:59 (summer) … then 02:30 (winter).
    expect(isOpenAt(night, new Date("2026-10-25T00:30:00Z"))).toBe(true);
    expect(isOpenAt(night, new Date("2026-10-25T02:59:00Z"))).toBe(true);
    expect(isOpenAt(night, new Date("2026-10-25T03:00:00Z"))).toBe(false);
  });

  it("reads the local date and weekday", () => {
    expect(localClock(new Date("2026-01-16T23:30:00Z"))).toEqual({ weekday: 6, minutes: 30, date: "2026-01-17" });
  });
});

describe("order slots", () => {
  it("offers quarter hours inside the opening hours only, none in the spring night's missing hour", () => {
    const slots = orderSlots(pizzeria, new Date("2026-01-12T20:20:00Z"), 24);
    expect(slots[0]!.toISOString()).toBe("2026-01-12T20:30:00.000Z");
    expect(slots.every((slot) => isOpenAt(pizzeria, slot))).toBe(true);
    expect(slots.map((slot) => slot.toISOString())).not.toContain("2026-01-12T21:00:00.000Z");
    expect(slots.map((slot) => slot.toISOString())).toContain("2026-01-13T14:00:00.000Z");
    const allNight: OpeningHours = { "7": [{ open: "00:00", close: "00:00" }] };
    const spring = orderSlots(allNight, new Date("2026-03-28T23:00:00Z"), 4);
    // 00:00–05:00 local is four hours of real time that night (02:00–03:00 does not exist): 17 quarter hours from 00:00 UTC+1 to 04:00 UTC.
    expect(spring.length).toBe(17);
    expect(new Set(spring.map((slot) => slot.getTime())).size).toBe(spring.length);
  });
});

describe("validating hours", () => {
  it("accepts well-formed hours and refuses anything else", () => {
    expect(validOpeningHours(pizzeria)).toBe(true);
    expect(validOpeningHours({ "8": [] })).toBe(false);
    expect(validOpeningHours({ "1": [{ open: "25:00", close: "10:00" }] })).toBe(false);
    expect(validOpeningHours([])).toBe(false);
  });
});
