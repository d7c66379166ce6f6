import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { ean13Symbol, qrSymbol, type VectorSymbol } from "./symbols.server";

/** Paints the symbol's filled runs (`M x y h w v 1 h -w z`) into an RGBA bitmap, `scale` pixels a module, with a 4-module quiet zone. */
function paint(symbol: VectorSymbol, scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const quiet = 4;
  const side = (symbol.width + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { d } of symbol.paths) {
    for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
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

  it("draws an EAN-13 symbol only for a valid code", () => {
    expect(ean13Symbol("7038010000010")).not.toBeNull();
    expect(ean13Symbol("7038010000011")).toBeNull();
    expect(ean13Symbol("12345")).toBeNull();
  });
});
