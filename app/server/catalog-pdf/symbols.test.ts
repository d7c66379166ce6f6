import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { ean13Symbol, qrSymbol, svgPathToPdf, type VectorSymbol } from "./symbols.server";

/** Paints the symbol's filled runs (`x y w 1 re`) into an RGBA bitmap, `scale` pixels a module, with a 4-module quiet zone. */
function paint(symbol: VectorSymbol, scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const quiet = 4;
  const side = (symbol.width + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { ops } of symbol.paths) {
    for (const [, x, y, w] of ops.matchAll(/(\d+) (\d+) (\d+) 1 re/g)) {
      for (let px = (Number(x) + quiet) * scale; px < (Number(x) + Number(w) + quiet) * scale; px++) {
        for (let py = (Number(y) + quiet) * scale; py < (Number(y) + 1 + quiet) * scale; py++) {
          const at = (py * side + px) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
      }
    }
  }
  return { data, width: side, height: side };
}

describe("catalogue symbols", () => {
  it.each([
    "http://localhost:3000/products/gudbrandsdalsost-500-g",
    "https://fjellgarden.example/ar/products/%D8%AC%D8%A8%D9%86%D8%A9-%D8%A8%D9%86%D9%8A%D8%A9",
  ])("draws a QR code that a reader decodes back to the product's address: %s", (url) => {
    const symbol = qrSymbol(url);
    expect(symbol.width).toBe(symbol.height);
    const { data, width, height } = paint(symbol);
    expect(jsQR(data, width, height)?.data).toBe(url);
  });

  it("turns SVG path data into PDF path operators", () => {
    expect(svgPathToPdf("M11.50 40L11.50 0M18 35L18 0")).toBe("11.5 40 m 11.5 0 l 18 35 m 18 0 l");
    // A quadratic curve from (0,0) through (3,3) to (6,0) is the cubic with controls at 2/3 of the way.
    expect(svgPathToPdf("M0 0Q3 3 6 0Z")).toBe("0 0 m 2 2 4 2 6 0 c h");
    expect(svgPathToPdf("m1 1h2v1h-2z l1 1")).toBe("1 1 m 3 1 l 3 2 l 1 2 l h 2 2 l");
    expect(svgPathToPdf("M0 0 1 1 2 2")).toBe("0 0 m 1 1 l 2 2 l");
    expect(() => svgPathToPdf("M0 0A1 1 0 0 1 2 2")).toThrow(/not supported/);
  });

  it("draws an EAN-13 symbol only for a valid code, its bars as PDF operators", () => {
    const symbol = ean13Symbol("7038010000010")!;
    expect(symbol.paths.length).toBeGreaterThan(1);
    for (const { ops } of symbol.paths) expect(ops).toMatch(/^[-\d. ]+ m( [-\d. ]+ [lcm]| h)*$/);
    // The guard bars (start, centre, end) reach down into the digits' line; the others stop above it.
    const bottoms = symbol.paths.flatMap(({ ops }) => [...ops.matchAll(/([\d.]+) ([\d.]+) m/g)].map(([, x, y]) => [Number(x), Number(y)]));
    expect(bottoms.filter(([, y]) => y === 40).map(([x]) => x)).toEqual([11.5, 13.5, 57.5, 59.5, 103.5, 105.5]);
    expect(symbol.labels.map((label) => label.text)).toEqual(["7", "038010", "000010"]);
    expect(ean13Symbol("7038010000011")).toBeNull();
    expect(ean13Symbol("12345")).toBeNull();
  });
});
