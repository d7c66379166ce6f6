import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13, toEan13 } from "./barcode";

describe("EAN-13", () => {
  it("computes the GS1 check digit", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1); // 4006381333931, a well-known example
    expect(toEan13("590123412345")).toBe("5901234123457");
  });

  it("validates codes", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339a1")).toBe(false);
  });

  it("refuses input that is not 12 digits", () => {
    expect(() => ean13CheckDigit("123")).toThrow();
  });
});
