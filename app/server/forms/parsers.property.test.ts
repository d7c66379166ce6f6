// Property-based cases (fast-check) for the parsers every form goes through: money, quantities,
// postcodes, organisation numbers and dates. Each property holds for any input fast-check makes
// (hundreds per run, shrunk to the smallest counterexample when one fails), beside the named
// cases of each parser's own test file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, parseAmountToOre } from "~/lib/money";
import { isCalendarDate, isValidOrgNumber } from "~/lib/quotes";
import { orgNumberField, postcodeField, quantityField } from "./contact-fields.server";
import { postcodePlace } from "./postcodes.server";

const runs = { numRuns: 500 };
/** Any text: ASCII, any Unicode (lone surrogates included), and the naughty strings' usual suspects. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.constantFrom("0", "1", "9", ",", ".", " ", "-", "+", "e", "x", "\u00a0", "٣", "kr", "\u0000") }),
);

describe("money: parseAmountToOre", () => {
  it("reads back every amount formatAmount writes, with either decimal separator", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_99 }), fc.constantFrom(",", "."), (ore, separator) => {
        expect(parseAmountToOre(formatAmount(ore, separator as "," | "."))).toBe(ore);
      }),
      runs,
    );
  });

  it("gives a whole, non-negative, safe number of øre or nothing, whatever the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const ore = parseAmountToOre(text);
        if (ore === undefined) return;
        expect(Number.isSafeInteger(ore)).toBe(true);
        expect(ore).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });

  it("never reads a negative or non-decimal amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (kroner) => {
        expect(parseAmountToOre(`-${kroner}`)).toBeUndefined();
        expect(parseAmountToOre(`${kroner}e2`)).toBeUndefined();
        expect(parseAmountToOre(`0x${kroner.toString(16)}`)).toBeUndefined();
      }),
      runs,
    );
  });
});

describe("quantities: quantityField", () => {
  it("keeps every whole quantity in range as typed", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (quantity) => {
        expect(quantityField.parse(String(quantity))).toBe(quantity);
      }),
      runs,
    );
  });

  it("gives a whole number within ±1 000 000 or a refusal (never a throw, NaN or fraction), whatever the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = quantityField.safeParse(text);
        if (!parsed.success) return;
        expect(Number.isInteger(parsed.data)).toBe(true);
        expect(Math.abs(parsed.data)).toBeLessThanOrEqual(1_000_000);
      }),
      runs,
    );
  });

  it("refuses fractions and numbers out of range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_001, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 999 }), (big, whole) => {
        expect(quantityField.safeParse(String(big)).success).toBe(false);
        expect(quantityField.safeParse(String(-big)).success).toBe(false);
        expect(quantityField.safeParse(`${whole}.5`).success).toBe(false);
      }),
      runs,
    );
  });
});

describe("postcodes: postcodeField", () => {
  it("accepts exactly the four-digit codes the register names, with surrounding spaces trimmed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.constantFrom("", " ", "\t"), (number, pad) => {
        const code = String(number).padStart(4, "0");
        const parsed = postcodeField.safeParse(`${pad}${code}${pad}`);
        expect(parsed.success).toBe(postcodePlace(code) !== null);
        if (parsed.success) expect(parsed.data).toBe(code);
      }),
      { numRuns: 2000 },
    );
  });

  it("gives four ASCII digits or a refusal, whatever the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = postcodeField.safeParse(text);
        if (parsed.success) expect(parsed.data).toMatch(/^[0-9]{4}$/);
      }),
      runs,
    );
  });
});

/** A valid organisation number made from any eight digits (skipping the remainders never issued). */
const orgNumber = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 })
  .map((digits) => {
    const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((total, weight, index) => total + weight * digits[index]!, 0);
    const remainder = sum % 11;
    return remainder === 1 ? null : digits.join("") + String(remainder === 0 ? 0 : 11 - remainder);
  })
  .filter((value): value is string => value !== null);

describe("organisation numbers: orgNumberField", () => {
  it("accepts every number with a right check digit, written with or without spaces", () => {
    fc.assert(
      fc.property(orgNumber, (number) => {
        expect(orgNumberField.parse(number)).toBe(number);
        expect(orgNumberField.parse(`${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`)).toBe(number);
      }),
      runs,
    );
  });

  it("refuses every number with one digit changed (mod 11 catches any single-digit error)", () => {
    fc.assert(
      fc.property(orgNumber, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (number, position, shift) => {
        const digits = [...number];
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(isValidOrgNumber(digits.join(""))).toBe(false);
      }),
      runs,
    );
  });

  it("gives nine ASCII digits or a refusal, whatever the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = orgNumberField.safeParse(text);
        if (parsed.success) expect(parsed.data).toMatch(/^[0-9]{9}$/);
      }),
      runs,
    );
  });
});

describe("dates: isCalendarDate", () => {
  it("accepts every real day written YYYY-MM-DD", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }),
        (date) => {
          expect(isCalendarDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
      runs,
    );
  });

  it("refuses days past the end of their month (31 April, 29 February of a common year)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
        const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
        const text = (day: number) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        expect(isCalendarDate(text(days))).toBe(true);
        expect(isCalendarDate(text(days + 1))).toBe(false);
      }),
      runs,
    );
  });

  it("accepts only the YYYY-MM-DD shape, whatever the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        if (isCalendarDate(text)) expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      runs,
    );
  });
});
