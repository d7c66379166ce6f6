import bwipjs from "bwip-js/node";
import { encode } from "uqr";
import { z } from "zod";
import { isValidEan13 } from "~/lib/barcode";
import type { PrintCache } from "./images.server";

/** Raise when the drawing of a symbol below changes: symbols cached by an older version are drawn again. */
export const SYMBOL_VERSION = 2;

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

/**
 * A QR code of `text` (error correction M, no quiet zone: the layout leaves the margin), one module a
 * unit, as one filled path of the dark runs of each row. Encoded by uqr: bwip-js's QR encoder, which
 * runs its PostScript through an interpreter, took 60–130 ms a symbol, most of a first generation.
 */
export function qrSymbol(text: string): VectorSymbol {
  const { size, data } = encode(text, { ecc: "M", border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      runs.push(`M${start} ${y}h${x - start + 1}v1h${start - x - 1}z`);
    }
  });
  return { width: size, height: size, paths: [{ d: runs.join(""), strokeWidth: null }] };
}

const symbolBookVersion = `${SYMBOL_VERSION}:${bwipjs.BWIPJS_VERSION}:uqr-0.1.3`;

const vectorSymbol = z.object({
  width: z.number(),
  height: z.number(),
  paths: z.array(z.object({ d: z.string(), strokeWidth: z.number().nullable() })),
});
const productSymbolsSchema = z.object({ barcode: vectorSymbol.nullable(), qr: vectorSymbol });
const symbolBookFile = z.object({ version: z.string(), symbols: z.record(z.string(), productSymbolsSchema) });

/** The symbols of one product: its EAN-13 symbol (null without a valid barcode) and the QR code of its page. */
export interface ProductSymbols {
  barcode: VectorSymbol | null;
  qr: VectorSymbol;
}

/**
 * The symbols of one catalogue (language and scope), drawn once and kept in `cache` in one file.
 * An EAN-13 symbol costs bwip-js 5–20 ms of CPU and a QR code a few milliseconds; a product's symbols
 * depend only on its barcode, its page's address and the encoders' versions. One file a
 * catalogue rather than one a product: on this shared machine each file created cost about a
 * millisecond of system time. What a generation did not use is dropped when the file is written
 * again, so the file follows the catalogue. A file that cannot be read back is drawn again.
 */
export class SymbolBook {
  readonly #used = new Map<string, ProductSymbols>();
  #drawn = 0;

  private constructor(
    readonly cache: PrintCache,
    readonly name: string,
    readonly known: Record<string, ProductSymbols>,
  ) {}

  static async open(cache: PrintCache, languageCode: string, scope: string): Promise<SymbolBook> {
    const name = `cache/symbols-${languageCode.toLowerCase()}-${scope}.json`;
    const version = symbolBookVersion;
    const bytes = await cache.readBytes(name);
    let known: Record<string, ProductSymbols> = {};
    if (bytes) {
      try {
        const file = symbolBookFile.safeParse(JSON.parse(bytes.toString("utf8")));
        if (file.success && file.data.version === version) known = file.data.symbols;
      } catch {
        // Not JSON: drawn again and replaced by save().
      }
    }
    return new SymbolBook(cache, name, known);
  }

  /** A product's symbols, from the file or drawn now. */
  get(barcode: string | null, url: string): ProductSymbols {
    const key = JSON.stringify([barcode, url]);
    let symbols = this.#used.get(key) ?? this.known[key];
    if (!symbols) {
      symbols = { barcode: barcode ? ean13Symbol(barcode) : null, qr: qrSymbol(url) };
      this.#drawn++;
    }
    this.#used.set(key, symbols);
    return symbols;
  }

  /** Writes the file again when a symbol was drawn or one in it was not used. */
  async save(): Promise<void> {
    if (this.#drawn === 0 && Object.keys(this.known).length === this.#used.size) return;
    await this.cache.putBytes(this.name, JSON.stringify({ version: symbolBookVersion, symbols: Object.fromEntries(this.#used) }));
  }
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
