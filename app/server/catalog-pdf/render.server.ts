import path from "node:path";
import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { formatMessage, type MessageValues } from "~/lib/message-format";
import { projectRoot } from "../project-root.server";
import { drawLine, FONT_NAMES, type Face, ltrIsolate, wrapLines } from "./bidi-text.server";
import { type ImageSources, type PrintCache, printImage } from "./images.server";
import { type CataloguePlan, planCatalogue, PRODUCTS_PER_PAGE } from "./layout";
import type { CatalogueModel, CatalogueProduct } from "./model.server";
import { drawSymbol, SymbolBook } from "./symbols.server";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const HEADING_BOTTOM = 88;
const FOOTER_TOP = PAGE.height - 44;
const ROW_HEIGHT = (FOOTER_TOP - 10 - HEADING_BOTTOM) / PRODUCTS_PER_PAGE;
const IMAGE_BOX = 112;
const SYMBOL_COLUMN = 112;
const INK = "#1f2937";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

const fontFiles: Record<string, string> = {
  [FONT_NAMES.latin.regular]: "NotoSans-Regular.ttf",
  [FONT_NAMES.latin.bold]: "NotoSans-Bold.ttf",
  [FONT_NAMES.arabic.regular]: "NotoSansArabic-Regular.ttf",
  [FONT_NAMES.arabic.bold]: "NotoSansArabic-Bold.ttf",
};

export interface RenderResult {
  pageCount: number;
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Writes the catalogue as a PDF to `out` (a file being written, never a buffer of the whole
 * document): cover, table of contents, the products by category, a footer with the company and
 * the page number on every page. Pages are planned first (layout.ts) so the contents know every
 * page number; each product picture is read, scaled and embedded one at a time.
 */
export async function renderCatalogue(
  model: CatalogueModel,
  out: Writable,
  options: { sources: ImageSources; cache: PrintCache; generatedAt: Date },
): Promise<RenderResult> {
  const plan = planCatalogue(model.sections);
  const t = (key: string, values?: MessageValues) => formatMessage(model.messages[key] ?? key, values, model.languageCode);
  const date = new Intl.DateTimeFormat(`${model.languageCode}-u-nu-latn`, { dateStyle: "long", timeZone: "Europe/Oslo" }).format(
    options.generatedAt,
  );
  const doc: Doc = new PDFDocument({
    size: "A4",
    autoFirstPage: false,
    margin: 0,
    lang: model.languageCode,
    displayTitle: true,
    info: {
      Title: `${model.company.name} – ${t("catalogPdf.documentTitle")}`,
      Author: model.company.name,
      Subject: t("catalogPdf.asOf", { date }),
      CreationDate: options.generatedAt,
      ModDate: options.generatedAt,
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    doc.on("error", reject);
  });
  doc.pipe(out);
  for (const [name, file] of Object.entries(fontFiles))
    doc.registerFont(name, (parsedFonts.get(name) ?? path.join(projectRoot(), "fonts", file)) as string);
  for (const name of Object.values(FONT_NAMES.arabic)) marksAfterTheirBases(doc, name);

  const symbols = await SymbolBook.open(options.cache, model.languageCode, model.scope);
  const writer = new PageWriter(doc, model, plan, t, symbols);
  // Pictures embedded once per document, by URL: a picture shown again is the same PDF object.
  const embedded = new Map<string, PDFKit.Mixins.OpenedImage | null>();
  const pictureOf = async (url: string | null) => {
    if (!url) return null;
    if (!embedded.has(url)) {
      const bytes = await printImage(options.sources, options.cache, url);
      embedded.set(url, bytes ? doc.openImage(bytes) : null);
    }
    return embedded.get(url) ?? null;
  };

  // Cover.
  writer.newPage();
  const logo = await pictureOf(model.company.logoUrl);
  let y = 150;
  if (logo) {
    doc.image(logo, PAGE.width / 2 - 60, y, { fit: [120, 120], align: "center", valign: "center" });
    y += 140;
  }
  y += 30;
  writer.line(model.company.name, MARGIN, y, CONTENT_WIDTH, { face: "bold", size: 28, align: "center" });
  writer.line(t("catalogPdf.documentTitle"), MARGIN, y + 36, CONTENT_WIDTH, { face: "regular", size: 18, align: "center" });
  writer.line(t("catalogPdf.asOf", { date }), MARGIN, y + 62, CONTENT_WIDTH, { face: "regular", size: 12, align: "center", color: MUTED });
  const contact = [
    model.company.address,
    model.company.phone && ltrIsolate(model.company.phone),
    model.company.email && ltrIsolate(model.company.email),
    model.company.website && ltrIsolate(model.company.website),
    model.company.organizationNumber ? t("catalogPdf.organizationNumber", { number: ltrIsolate(model.company.organizationNumber) }) : null,
  ].filter((line): line is string => Boolean(line));
  let contactY = FOOTER_TOP - 40 - contact.length * 16;
  writer.line(t("catalogPdf.contact"), MARGIN, contactY, CONTENT_WIDTH, { face: "bold", size: 12, align: "center" });
  for (const line of contact)
    writer.line(line, MARGIN, (contactY += 16), CONTENT_WIDTH, { face: "regular", size: 10.5, align: "center", color: MUTED });

  // Table of contents.
  plan.tocPageEntries.forEach((entries, index) => {
    writer.newPage();
    writer.line(t("catalogPdf.contents"), MARGIN, 70, CONTENT_WIDTH, { face: "bold", size: 20 });
    if (index === 0) doc.outline.addItem(t("catalogPdf.contents"));
    let entryY = 110;
    if (plan.sections.length === 0) writer.line(t("catalogPdf.empty"), MARGIN, entryY, CONTENT_WIDTH, { face: "regular", size: 12 });
    for (const entry of entries) {
      writer.line(entry.title, writer.fromStart(0, CONTENT_WIDTH - 60), entryY, CONTENT_WIDTH - 60, { face: "regular", size: 12 });
      writer.line(String(entry.startPage), MARGIN, entryY, CONTENT_WIDTH, { face: "regular", size: 12, align: "end" });
      doc.goTo(MARGIN, entryY - 13, CONTENT_WIDTH, 18, `section-${entry.key}`);
      doc
        .moveTo(MARGIN, entryY + 6)
        .lineTo(PAGE.width - MARGIN, entryY + 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      entryY += 22;
    }
  });

  // The products, category by category.
  for (const section of plan.sections) {
    for (const page of section.pages) {
      writer.newPage();
      if (page.first) {
        doc.addNamedDestination(`section-${section.key}`, "XYZ", 0, PAGE.height, null);
        doc.outline.addItem(section.title);
        writer.line(section.title, MARGIN, 66, CONTENT_WIDTH, { face: "bold", size: 20 });
      } else
        writer.line(t("catalogPdf.continued", { category: section.title }), MARGIN, 66, CONTENT_WIDTH, {
          face: "bold",
          size: 13,
          color: MUTED,
        });
      doc
        .moveTo(MARGIN, HEADING_BOTTOM - 8)
        .lineTo(PAGE.width - MARGIN, HEADING_BOTTOM - 8)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      for (const [index, product] of page.items.entries()) {
        await writer.product(product, HEADING_BOTTOM + index * ROW_HEIGHT, await pictureOf(product.imageUrl));
      }
    }
  }
  ligatureLettersInVisualOrder(doc);
  keepParsedFonts(doc);
  doc.end();
  await finished;
  await symbols.save();
  return { pageCount: plan.pageCount };
}

/**
 * The fonts as fontkit parsed them (1.5 MB of TrueType), kept per process after the first document
 * used them: pdfkit takes a parsed font as a font's source and makes each document's own subset of
 * it, so later documents neither read nor parse the files again. Fonts in no document yet are read
 * from their files as before, in the same order, so the documents are the same byte for byte.
 */
const parsedFonts = new Map<string, FontkitFont>();

function keepParsedFonts(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { font?: FontkitFont } | undefined> })._fontFamilies;
  for (const name of Object.keys(fontFiles)) {
    const font = families[name]?.font;
    if (font && !parsedFonts.has(name)) parsedFonts.set(name, font);
  }
}

const ARABIC_CODE_POINT = (codePoint: number) => (codePoint >= 0x600 && codePoint <= 0x8ff) || (codePoint >= 0xfb50 && codePoint <= 0xfeff);

/**
 * Right-to-left words are drawn in visual order, and text extractors (pdftotext, pdf.js) read them
 * backwards to get the logical order, a ligature's letters included. So the letters a lam-alef
 * ligature stands for are listed in the font's ToUnicode map in visual order, and come out of an
 * extractor in logical order ("الألبان", not "األلبان"). pdfkit keeps that map per font (`unicode`,
 * glyph id → code points) until the document ends; the e2e test reads the Arabic names back.
 */
function ligatureLettersInVisualOrder(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { unicode?: Array<number[] | undefined> }> })._fontFamilies;
  // A font may be listed under several keys (its name, its cache key): each is changed once.
  for (const font of new Set(Object.values(families))) {
    font.unicode?.forEach((codePoints, glyph) => {
      if (codePoints && codePoints.length > 1 && codePoints.every(ARABIC_CODE_POINT)) font.unicode![glyph] = [...codePoints].reverse();
    });
  }
}

interface LaidOutGlyph {
  isMark: boolean;
}
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
}
interface GlyphRun {
  direction: string;
  glyphs: LaidOutGlyph[];
  positions: GlyphPosition[];
}
interface FontkitFont {
  layout: (...args: unknown[]) => GlyphRun;
}
/** Fontkit fonts whose layout is already wrapped (a parsed font is shared by the documents of the process). */
const marksMoved = new WeakSet<FontkitFont>();

/**
 * fontkit lays a right-to-left word out in visual order, so a vowel mark (kasra in "فِنالور") comes
 * before its letter in the content stream, and pdftotext then splits the word at the mark. Each
 * mark of zero advance is moved after its letter, its offset shifted by the letter's advance: the
 * page looks the same and the letters are read in order. (pdfkit keeps the fontkit font of an
 * embedded font as `font`; the wrap is made once on each parsed font, which later documents share.)
 */
function marksAfterTheirBases(doc: Doc, fontName: string) {
  doc.font(fontName);
  const fontkit = (doc as unknown as { _font: { font: FontkitFont } })._font.font;
  if (marksMoved.has(fontkit)) return;
  marksMoved.add(fontkit);
  const layout = fontkit.layout.bind(fontkit);
  fontkit.layout = (...args: unknown[]) => {
    const run = layout(...args);
    if (run.direction !== "rtl") return run;
    const { glyphs, positions } = run;
    for (let index = 0; index < glyphs.length; index++) {
      let base = index;
      while (base < glyphs.length && glyphs[base]!.isMark) base++;
      if (base === index || base === glyphs.length || positions.slice(index, base).some((position) => position.xAdvance !== 0)) {
        index = base;
        continue;
      }
      const advance = positions[base]!.xAdvance;
      const marks = glyphs.slice(index, base);
      const markPositions = positions.slice(index, base).map((position) => ({ ...position, xOffset: position.xOffset - advance }));
      glyphs.splice(index, base - index + 1, glyphs[base]!, ...marks);
      positions.splice(index, base - index + 1, positions[base]!, ...markPositions);
      index = base;
    }
    return run;
  };
}

interface LineOptions {
  face: Face;
  size: number;
  align?: "start" | "end" | "center";
  color?: string;
}

/** Draws pages: the page frame (footer) and one product row, mirrored for right-to-left languages. */
class PageWriter {
  #pageNumber = 0;

  constructor(
    readonly doc: Doc,
    readonly model: CatalogueModel,
    readonly plan: CataloguePlan<CatalogueProduct>,
    readonly t: (key: string, values?: MessageValues) => string,
    readonly symbols: SymbolBook,
  ) {}

  get rtl() {
    return this.model.direction === "rtl";
  }

  newPage() {
    this.doc.addPage({ size: "A4", margin: 0 });
    this.#pageNumber++;
    this.doc
      .moveTo(MARGIN, FOOTER_TOP)
      .lineTo(PAGE.width - MARGIN, FOOTER_TOP)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.line(this.model.company.name, this.fromStart(0, CONTENT_WIDTH / 2), FOOTER_TOP + 16, CONTENT_WIDTH / 2, {
      face: "regular",
      size: 8.5,
      color: MUTED,
    });
    const number = this.t("catalogPdf.pageNumber", { page: this.#pageNumber, count: this.plan.pageCount });
    this.line(number, this.fromStart(CONTENT_WIDTH / 2, CONTENT_WIDTH / 2), FOOTER_TOP + 16, CONTENT_WIDTH / 2, {
      face: "regular",
      size: 8.5,
      color: MUTED,
      align: "end",
    });
  }

  /** One line of text with its baseline at y, in the box [x, x + width] (aligned to its right edge in right-to-left languages). */
  line(text: string, x: number, y: number, width: number, options: LineOptions) {
    this.doc.fillColor(options.color ?? INK);
    drawLine(this.doc, text, x, y, width, {
      face: options.face,
      size: options.size,
      direction: this.model.direction,
      align: options.align,
    });
  }

  /** Lays a box out from the start side: `offset` from the start margin, mirrored for right-to-left. */
  fromStart(offset: number, width: number) {
    return this.rtl ? PAGE.width - MARGIN - offset - width : MARGIN + offset;
  }

  async product(product: CatalogueProduct, top: number, picture: PDFKit.Mixins.OpenedImage | null) {
    const { doc, t } = this;
    const imageX = this.fromStart(0, IMAGE_BOX);
    if (picture) doc.image(picture, imageX, top + 8, { fit: [IMAGE_BOX, IMAGE_BOX], align: "center", valign: "center" });
    else
      doc
        .rect(imageX, top + 8, IMAGE_BOX, IMAGE_BOX)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();

    const textWidth = CONTENT_WIDTH - IMAGE_BOX - SYMBOL_COLUMN - 32;
    const textX = this.fromStart(IMAGE_BOX + 16, textWidth);
    const style = { direction: this.model.direction };
    let y = top + 24;
    for (const line of wrapLines(doc, product.name, textWidth, { face: "bold", size: 12.5, ...style }, 2)) {
      this.line(line, textX, y, textWidth, { face: "bold", size: 12.5 });
      y += 16;
    }
    if (product.packageSize) {
      this.line(product.packageSize, textX, y, textWidth, { face: "regular", size: 10, color: MUTED });
      y += 15;
    }
    if (product.price) {
      y += 6;
      this.line(`${ltrIsolate(product.price)} ${t("catalogPdf.vatIncluded")}`, textX, y, textWidth, { face: "bold", size: 13 });
      y += 16;
    }
    if (product.priceRange) {
      const [range] = wrapLines(
        doc,
        t("catalogPdf.caseRange", { range: ltrIsolate(product.priceRange) }),
        textWidth,
        { face: "regular", size: 9.5, ...style },
        1,
      );
      this.line(range!, textX, y, textWidth, { face: "regular", size: 9.5, color: MUTED });
      y += 14;
    }
    if (product.sku)
      this.line(t("catalogPdf.itemNumber", { sku: ltrIsolate(product.sku) }), textX, y, textWidth, {
        face: "regular",
        size: 9.5,
        color: MUTED,
      });

    const symbolX = this.fromStart(CONTENT_WIDTH - SYMBOL_COLUMN, SYMBOL_COLUMN);
    let symbolY = top + 10;
    const { barcode, qr } = this.symbols.get(product.barcode, product.url);
    const digits = (text: string, centre: number, baseline: number, size: number) =>
      drawLine(doc, text, centre - 40, baseline, 80, { face: "regular", size, direction: "ltr", align: "center" });
    if (barcode) symbolY += drawSymbol(doc.fillColor("#000000"), barcode, symbolX + 6, symbolY, SYMBOL_COLUMN - 12, digits) + 8;
    const qrSize = 50;
    drawSymbol(doc, qr, symbolX + (SYMBOL_COLUMN - qrSize) / 2, symbolY, qrSize);
    doc.link(symbolX + (SYMBOL_COLUMN - qrSize) / 2, symbolY, qrSize, qrSize, product.url);
    this.line(t("catalogPdf.productPage"), symbolX, symbolY + qrSize + 10, SYMBOL_COLUMN, {
      face: "regular",
      size: 7.5,
      color: MUTED,
      align: "center",
    });

    doc
      .moveTo(MARGIN, top + ROW_HEIGHT - 2)
      .lineTo(PAGE.width - MARGIN, top + ROW_HEIGHT - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
}
