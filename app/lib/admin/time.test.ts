import { describe, expect, it } from "vitest";
import { formatDateTime, startOfDay } from "./time";

describe("factory time", () => {
  it("starts the day at midnight in Oslo, winter and summer", () => {
    expect(startOfDay(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-11-23T23:00:00.000Z");
    expect(startOfDay(new Date("2026-07-01T10:00:00Z")).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // 00:30 in Oslo is still the new day, though it is the previous day in UTC.
    expect(startOfDay(new Date("2026-11-23T23:30:00Z")).toISOString()).toBe("2026-11-23T23:00:00.000Z");
  });
  it("finds midnight across a daylight-saving change", () => {
    // 29 March 2026: clocks go forward at 02:00; the day began at 00:00 CET (UTC+1).
    expect(startOfDay(new Date("2026-03-29T15:00:00Z")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });
  it("formats in the factory's time zone", () => {
    expect(formatDateTime(new Date("2026-11-24T08:05:00Z"))).toBe("2026-11-24 09:05");
  });
});
