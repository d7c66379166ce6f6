import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-rules";

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("image type sniffing", () => {
  it("knows JPEG, PNG, WebP and AVIF by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toEqual({ type: "image/jpeg" });
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], "rest"))).toEqual({ type: "image/png" });
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({ type: "image/webp" });
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf"))).toEqual({ type: "image/avif" });
    // A compatible brand is enough (major brand mif1).
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "avifmiaf"))).toEqual({ type: "image/avif" });
  });
  it("refuses other ISO files (HEIC, MP4) and anything else, whatever the name", () => {
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toEqual({ refused: "unknown" });
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0], "isomiso2"))).toEqual({ refused: "unknown" });
    expect(sniffImageType(bytes("GIF89a"))).toEqual({ refused: "unknown" });
    expect(sniffImageType(bytes("<html><script>alert(1)</script>"))).toEqual({ refused: "unknown" });
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toEqual({ refused: "unknown" });
    expect(sniffImageType(new Uint8Array())).toEqual({ refused: "unknown" });
  });
  it("names SVG, with or without an XML declaration, BOM or leading space", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ refused: "svg" });
    expect(sniffImageType(bytes([0xef, 0xbb, 0xbf], '  <?xml version="1.0"?>\n<!DOCTYPE svg><svg/>'))).toEqual({ refused: "svg" });
  });
});
