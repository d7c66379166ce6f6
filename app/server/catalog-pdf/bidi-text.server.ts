import bidiFactory from "bidi-js";

const bidi = bidiFactory();

/** The four embedded faces: Noto Sans for Latin script (æ, ø, å), Noto Sans Arabic for Arabic. */
export type Face = "regular" | "bold";
type Script = "latin" | "arabic";
export const FONT_NAMES: Record<Script, Record<Face, string>> = {
  latin: { regular: "NotoSans", bold: "NotoSans-Bold" },
  arabic: { regular: "NotoSansArabic", bold: "NotoSansArabic-Bold" },
};

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Directional marks, embeddings and isolates: they steer the order and are not drawn. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, "g");

/** Keeps `text` (a number, a code, an address) left to right as one unit inside right-to-left text. */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}

/** What the text writer needs of a pdfkit document (kept narrow so it can be tested without one). */
export interface TextSurface {
  font(name: string, size?: number): unknown;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false; baseline: "alphabetic" }): unknown;
  /** Marked content with ActualText: what a mirrored piece stands for. */
  markContent(tag: "Span", options: { actual: string }): unknown;
  endMarkedContent(): unknown;
}

interface Piece {
  text: string;
  /** Set when `text` was reversed and mirrored for display: the characters it stands for, in logical order. */
  actual?: string;
  /** Where the piece starts in the logical text. */
  start: number;
  level: number;
  script: Script;
  space: boolean;
}

/**
 * Splits a line into pieces in visual order (left to right): runs of one bidi level (UAX #9 via
 * bidi-js, rule L2 for the order), one font and no space. Arabic pieces stay in logical order: the
 * font's shaper (fontkit) joins the letters and lays them right to left itself. Other pieces of a
 * right-to-left run (brackets, dashes) are reversed and mirrored here. Spaces become gaps, so every
 * word is drawn on its own and a PDF reader (pdftotext) finds the words in logical order.
 */
export function visualPieces(text: string, base: "ltr" | "rtl"): Piece[] {
  if (base === "ltr" && !RIGHT_TO_LEFT.test(text))
    return [{ text: text.replace(BIDI_CONTROLS, ""), start: 0, level: 0, script: "latin", space: false }];
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const pieces: Piece[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (BIDI_CONTROL.test(char)) continue;
    const space = char === " ";
    const script: Script = ARABIC_LETTER.test(char) ? "arabic" : "latin";
    const level = levels[index]!;
    const last = pieces[pieces.length - 1];
    if (last && !space && !last.space && last.level === level && last.script === script) last.text += char;
    else pieces.push({ text: char, start: index, level, script, space });
  }
  const highest = Math.max(...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < pieces.length;) {
      if (pieces[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < pieces.length && pieces[end]!.level >= level) end++;
      pieces.splice(start, end - start, ...pieces.slice(start, end).reverse());
      start = end;
    }
  }
  for (const piece of pieces) {
    if (piece.level % 2 === 1 && piece.script === "latin" && !piece.space) {
      piece.actual = piece.text;
      piece.text = [...piece.text]
        .reverse()
        .map((char) => bidi.getMirroredCharacter(char) ?? char)
        .join("");
    }
  }
  return pieces;
}

export interface TextStyle {
  face: Face;
  size: number;
  direction: "ltr" | "rtl";
}

function fontOf(piece: Piece, face: Face) {
  return FONT_NAMES[piece.script][face];
}

/** The width of one line as `drawLine` would draw it. */
export function lineWidth(surface: TextSurface, text: string, style: TextStyle): number {
  let width = 0;
  for (const piece of visualPieces(text, style.direction)) {
    surface.font(fontOf(piece, style.face), style.size);
    width += surface.widthOfString(piece.text);
  }
  return width;
}

/**
 * Draws one line with its baseline at `y`: from `x` for left-to-right text, ending at `x + width`
 * for right-to-left text (the layout is mirrored), unless `align` says otherwise.
 */
export function drawLine(
  surface: TextSurface,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: "start" | "end" | "center" },
): void {
  const pieces = visualPieces(text, style.direction);
  const widths = pieces.map((piece) => {
    surface.font(fontOf(piece, style.face), style.size);
    return surface.widthOfString(piece.text);
  });
  const total = widths.reduce((sum, next) => sum + next, 0);
  const align = style.align ?? "start";
  const atRight = (align === "start") === (style.direction === "rtl");
  let cursor = align === "center" ? x + (width - total) / 2 : atRight ? x + width - total : x;
  const placed = pieces.map((piece, index) => {
    const at = cursor;
    cursor += widths[index]!;
    return { piece, at };
  });
  // Drawn in logical order, each at its place: the content stream then reads in logical order
  // (text extraction, screen readers), whatever the visual order is.
  placed.sort((first, second) => first.piece.start - second.piece.start);
  for (const { piece, at } of placed) {
    if (piece.space) continue;
    surface.font(fontOf(piece, style.face), style.size);
    // A bracket drawn mirrored is still the bracket the text has, for whoever extracts the text.
    if (piece.actual !== undefined && piece.actual !== piece.text) surface.markContent("Span", { actual: piece.actual });
    surface.text(piece.text, at, y, { lineBreak: false, baseline: "alphabetic" });
    if (piece.actual !== undefined && piece.actual !== piece.text) surface.endMarkedContent();
  }
}

/** Breaks `text` into at most `maxLines` lines of at most `width`, the last one ending in "…" when the text is longer. */
export function wrapLines(surface: TextSurface, text: string, width: number, style: TextStyle, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const lines: string[] = [];
  let line = "";
  let index = 0;
  for (; index < words.length; index++) {
    const candidate = line ? `${line} ${words[index]}` : words[index]!;
    if (line && lineWidth(surface, candidate, style) > width) {
      lines.push(line);
      line = words[index]!;
      if (lines.length === maxLines) break;
    } else line = candidate;
  }
  if (lines.length < maxLines) {
    lines.push(line);
    return lines.map((each) => shorten(surface, each, width, style, false));
  }
  // More words than lines: the last line is cut and marked.
  lines[maxLines - 1] = shorten(surface, lines[maxLines - 1]!, width, style, true);
  return lines;
}

function shorten(surface: TextSurface, line: string, width: number, style: TextStyle, cut: boolean): string {
  if (!cut && lineWidth(surface, line, style) <= width) return line;
  let kept = [...line];
  while (kept.length > 1 && lineWidth(surface, `${kept.join("").trimEnd()}…`, style) > width) kept = kept.slice(0, -1);
  return `${kept.join("").trimEnd()}…`;
}
