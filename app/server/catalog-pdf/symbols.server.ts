import bwipjs from "bwip-js/node";
import { encode } from "uqr";
import { z } from "zod";
import { isValidEan13 } from "~/lib/barcode";
import type { PrintCache } from "./images.server";

/** Raise when the drawing of a symbol below changes: symbols cached by an older version are drawn again. */
export const SYMBOL_VERSION = 3;

/**
 * A symbol as vector paths in its own units, each already in PDF's path operators (`x y m`, `x y l`,
 * `x1 y1 x2 y2 x y c`, `x y w h re`, `h`): drawn by copying them into the page's content. pdfkit's
 * `path(d)` parses SVG path data into an object per command on every page it is drawn on; for a
 * thousand products that was over a gigabyte of short-lived objects and most of the peak memory.
 */
export interface VectorSymbol {
  width: number;
  height: number;
  paths: Array<{ ops: string; strokeWidth: number | null }>;
  /** Text drawn with the symbol, centred on x with its baseline at y (symbol units; size is the font size in them). */
  labels: Array<{ text: string; x: number; y: number; size: number }>;
}

/** What drawing a symbol needs of a pdfkit document. */
export interface PathSurface {
  save(): unknown;
  restore(): unknown;
  translate(x: number, y: number): unknown;
  scale(factor: number): unknown;
  addContent(operators: string): unknown;
  lineWidth(width: number): unknown;
  stroke(color?: string): unknown;
  fill(color?: string): unknown;
}

const pdfNumber = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * SVG path data as PDF path operators. Takes the commands bwip-js writes (absolute M, L, Q, Z) and
 * their relative and H/V/C forms; a quadratic curve becomes the cubic one PDF draws. Any other
 * command (arcs, smooth curves) is refused: no encoder here writes one.
 */
export function svgPathToPdf(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = "";
  let index = 0;
  const next = () => {
    const token = tokens[index++];
    const value = Number(token);
    if (token === undefined || Number.isNaN(value)) throw new Error(`SVG path: a number expected in "${d.slice(0, 40)}…"`);
    return value;
  };
  while (index < tokens.length) {
    if (/[A-Za-z]/.test(tokens[index]!)) command = tokens[index++]!;
    else if (!command) throw new Error("SVG path: starts without a command");
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command.toUpperCase()) {
      case "M":
        x = ox + next();
        y = oy + next();
        startX = x;
        startY = y;
        out.push(`${pdfNumber(x)} ${pdfNumber(y)} m`);
        command = relative ? "l" : "L"; // Further pairs after a moveto are linetos.
        break;
      case "L":
        x = ox + next();
        y = oy + next();
        out.push(`${pdfNumber(x)} ${pdfNumber(y)} l`);
        break;
      case "H":
        x = ox + next();
        out.push(`${pdfNumber(x)} ${pdfNumber(y)} l`);
        break;
      case "V":
        y = oy + next();
        out.push(`${pdfNumber(x)} ${pdfNumber(y)} l`);
        break;
      case "Q": {
        const qx = ox + next();
        const qy = oy + next();
        const ex = ox + next();
        const ey = oy + next();
        const c1x = x + (2 / 3) * (qx - x);
        const c1y = y + (2 / 3) * (qy - y);
        const c2x = ex + (2 / 3) * (qx - ex);
        const c2y = ey + (2 / 3) * (qy - ey);
        out.push(`${pdfNumber(c1x)} ${pdfNumber(c1y)} ${pdfNumber(c2x)} ${pdfNumber(c2y)} ${pdfNumber(ex)} ${pdfNumber(ey)} c`);
        x = ex;
        y = ey;
        break;
      }
      case "C": {
        const values = [next(), next(), next(), next(), next(), next()];
        const points = values.map((value, at) => value + (at % 2 === 0 ? ox : oy));
        out.push(`${points.map(pdfNumber).join(" ")} c`);
        x = points[4]!;
        y = points[5]!;
        break;
      }
      case "Z":
        out.push("h");
        x = startX;
        y = startY;
        break;
      default:
        throw new Error(`SVG path: command ${command} is not supported`);
    }
  }
  return out.join(" ");
}

function parseSvg(svg: string, adjust: (d: string) => string = (d) => d): VectorSymbol {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error("bwip-js gave an SVG without a viewBox");
  const paths = [...svg.matchAll(/<path ([^>]*?)\/>/g)].map((match) => {
    const attributes = match[1]!;
    const d = /\bd="([^"]+)"/.exec(attributes)?.[1] ?? "";
    const stroke = /stroke-width="([\d.]+)"/.exec(attributes);
    return { ops: svgPathToPdf(adjust(d)), strokeWidth: stroke ? Number(stroke[1]) : null };
  });
  return { width: Number(box[1]), height: Number(box[2]), paths, labels: [] };
}

/** EAN-13 geometry in modules: the bars start after room for the first digit; guard bars reach into the digits' line. */
const EAN = { left: 11, bars: 35, guards: 40, width: 107, height: 44, digitSize: 11, baseline: 42 };
/** Modules (from the first bar) of the start, centre and end guards' bars. */
const GUARD_MODULES = new Set([0, 2, 46, 48, 92, 94]);

/**
 * An EAN-13 symbol, or null when the code is not a valid EAN-13: the bars from bwip-js, the guard
 * bars longer, and the digits under them as labels the page draws in its own font (first digit
 * before the bars, then two groups of six). bwip-js's own digits are glyph outlines, about 13 kB of
 * path a symbol and most of its drawing time; text in the page's font is a few bytes and can be
 * selected and read back from the PDF.
 */
export function ean13Symbol(code: string): VectorSymbol | null {
  if (!isValidEan13(code)) return null;
  const svg = bwipjs.toSVG({ bcid: "ean13", text: code, includetext: false, scale: 1, height: 12 });
  const bars = parseSvg(svg, (d) =>
    d.replace(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g, (_whole, x1: string, y1: string, x2: string, y2: string) => {
      const module = Math.floor(Number(x1));
      const bottom = GUARD_MODULES.has(module) && Number(y1) === EAN.bars ? EAN.guards : Number(y1);
      return `M${Number(x1) + EAN.left} ${bottom}L${Number(x2) + EAN.left} ${y2}`;
    }),
  );
  return {
    width: EAN.width,
    height: EAN.height,
    paths: bars.paths,
    labels: [
      { text: code.slice(0, 1), x: 4, y: EAN.baseline, size: EAN.digitSize },
      { text: code.slice(1, 7), x: EAN.left + 24, y: EAN.baseline, size: EAN.digitSize },
      { text: code.slice(7), x: EAN.left + 71, y: EAN.baseline, size: EAN.digitSize },
    ],
  };
}

/**
 * A QR code of `text` (error correction M, no quiet zone: the layout leaves the margin), one module a
 * unit, as one filled path of a rectangle per dark run of each row (`x y w 1 re`). Encoded by uqr: bwip-js's QR encoder, which
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
      runs.push(`${start} ${y} ${x - start + 1} 1 re`);
    }
  });
  return { width: size, height: size, paths: [{ ops: runs.join(" "), strokeWidth: null }], labels: [] };
}

const symbolBookVersion = `${SYMBOL_VERSION}:${bwipjs.BWIPJS_VERSION}:uqr-0.1.3`;

const vectorSymbol = z.object({
  width: z.number(),
  height: z.number(),
  paths: z.array(z.object({ ops: z.string(), strokeWidth: z.number().nullable() })),
  labels: z.array(z.object({ text: z.string(), x: z.number(), y: z.number(), size: z.number() })),
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

/** Draws a symbol's label: `text` centred on x, its baseline at y, in page units. */
export type DrawLabel = (text: string, x: number, y: number, size: number) => void;

/** Draws `symbol` scaled to `width`, its top left corner at (x, y), and its labels through `drawLabel`; returns the height drawn. */
export function drawSymbol(surface: PathSurface, symbol: VectorSymbol, x: number, y: number, width: number, drawLabel?: DrawLabel): number {
  const factor = width / symbol.width;
  surface.save();
  surface.translate(x, y);
  surface.scale(factor);
  for (const { ops, strokeWidth } of symbol.paths) {
    surface.addContent(ops);
    if (strokeWidth === null) surface.fill("#000000");
    else {
      surface.lineWidth(strokeWidth);
      surface.stroke("#000000");
    }
  }
  surface.restore();
  for (const label of symbol.labels) drawLabel?.(label.text, x + label.x * factor, y + label.y * factor, label.size * factor);
  return symbol.height * factor;
}
