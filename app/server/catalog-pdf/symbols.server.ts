import { createHash } from "node:crypto";
import bwipjs from "bwip-js/node";
import { z } from "zod";
import { isValidEan13 } from "~/lib/barcode";
import type { PrintCache } from "./images.server";

/** Raise when the drawing of a symbol below changes: symbols cached by an older version are drawn again. */
export const SYMBOL_VERSION = 1;

/** A symbol as vector paths in its own units (bwip-js's SVG output, read back). */
export interface VectorSymbol {
  width: number;
  height: number;
  paths: Array<{ d: string; strokeWidth: number | null }>;
}

/** What drawing a symbol needs of a pdfkit document. */
export interface PathSurface {
  save(): unknown;
  restore(): unknown;
  translate(x: number, y: number): unknown;
  scale(factor: number): unknown;
  path(d: string): unknown;
  lineWidth(width: number): unknown;
  stroke(color?: string): unknown;
  fill(color?: string): unknown;
}

function parseSvg(svg: string): VectorSymbol {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error("bwip-js gave an SVG without a viewBox");
  const paths = [...svg.matchAll(/<path ([^>]*?)\/>/g)].map((match) => {
    const attributes = match[1]!;
    const d = /\bd="([^"]+)"/.exec(attributes)?.[1] ?? "";
    const stroke = /stroke-width="([\d.]+)"/.exec(attributes);
    return { d, strokeWidth: stroke ? Number(stroke[1]) : null };
  });
  return { width: Number(box[1]), height: Number(box[2]), paths };
}

/** An EAN-13 symbol with its digits under the bars, or null when the code is not a valid EAN-13. */
export function ean13Symbol(code: string): VectorSymbol | null {
  if (!isValidEan13(code)) return null;
  return parseSvg(bwipjs.toSVG({ bcid: "ean13", text: code, includetext: true, scale: 1, height: 12 }));
}

/** A QR code of `text`. */
export function qrSymbol(text: string): VectorSymbol {
  return parseSvg(bwipjs.toSVG({ bcid: "qrcode", text, scale: 1 }));
}

const vectorSymbol = z.object({
  width: z.number(),
  height: z.number(),
  paths: z.array(z.object({ d: z.string(), strokeWidth: z.number().nullable() })),
});

/**
 * A symbol drawn once and kept in `cache`: bwip-js takes 5–20 ms of CPU a symbol (the QR code most),
 * which is most of a generation's time; a symbol depends only on its kind, its text and bwip-js's
 * version. A cached file that cannot be read back is drawn again.
 */
async function cachedSymbol(cache: PrintCache, kind: "ean13" | "qr", text: string, draw: () => VectorSymbol): Promise<VectorSymbol> {
  const name = `cache/symbol-${createHash("sha256").update(JSON.stringify([SYMBOL_VERSION, bwipjs.BWIPJS_VERSION, kind, text])).digest("hex").slice(0, 32)}.json`;
  const cached = await cache.readBytes(name);
  if (cached) {
    try {
      const known = vectorSymbol.safeParse(JSON.parse(cached.toString("utf8")));
      if (known.success) return known.data;
    } catch {
      // A file that is not JSON: drawn again and replaced below.
    }
  }
  const symbol = draw();
  await cache.putBytes(name, JSON.stringify(symbol));
  return symbol;
}

/** ean13Symbol, kept in `cache`. */
export async function cachedEan13Symbol(cache: PrintCache, code: string): Promise<VectorSymbol | null> {
  if (!isValidEan13(code)) return null;
  return cachedSymbol(cache, "ean13", code, () => ean13Symbol(code)!);
}

/** qrSymbol, kept in `cache`. */
export function cachedQrSymbol(cache: PrintCache, text: string): Promise<VectorSymbol> {
  return cachedSymbol(cache, "qr", text, () => qrSymbol(text));
}

/** Draws `symbol` scaled to `width`, its top left corner at (x, y); returns the height drawn. */
export function drawSymbol(surface: PathSurface, symbol: VectorSymbol, x: number, y: number, width: number): number {
  const factor = width / symbol.width;
  surface.save();
  surface.translate(x, y);
  surface.scale(factor);
  for (const { d, strokeWidth } of symbol.paths) {
    surface.path(d);
    if (strokeWidth === null) surface.fill("#000000");
    else {
      surface.lineWidth(strokeWidth);
      surface.stroke("#000000");
    }
  }
  surface.restore();
  return symbol.height * factor;
}
