/** Every UI string of the PDF catalogue starts with this (the document reads only these). */
export const CATALOG_PDF_MESSAGE_PREFIX = "catalogPdf.";

/**
 * The PDF catalogue's UI strings in English: the page at /catalog-pdf and the document itself. Like
 * every UI string they are overridden per language from the translations table (Edit Mode's site
 * texts), so an edit shows in the next catalogue; the seed translates them.
 */
export const catalogPdfMessages = {
  "catalogPdf.title": "PDF catalogue",
  "catalogPdf.intro":
    "Our whole range as a printable PDF catalogue in your language, always up to date: pictures, prices, item numbers and barcodes.",
  "catalogPdf.link": "Download the catalogue as PDF",
  "catalogPdf.scope": "Contents",
  "catalogPdf.wholeRange": "Whole range",
  "catalogPdf.show": "Show",
  "catalogPdf.download": "Download PDF",
  "catalogPdf.downloadNamed": "Download PDF: {name}",
  "catalogPdf.details": "{pages, plural, one {# page} other {# pages}} · {size} · updated {date}",
  "catalogPdf.documentTitle": "Product catalogue",
  "catalogPdf.asOf": "As of {date}",
  "catalogPdf.contents": "Contents",
  "catalogPdf.contact": "Contact",
  "catalogPdf.organizationNumber": "Org. no. {number}",
  "catalogPdf.itemNumber": "Item no. {sku}",
  "catalogPdf.caseRange": "Cases: {range}",
  "catalogPdf.vatIncluded": "incl. VAT",
  "catalogPdf.productPage": "Product page",
  "catalogPdf.continued": "{category} (continued)",
  "catalogPdf.otherProducts": "Other products",
  "catalogPdf.empty": "There are no products in this catalogue yet.",
  "catalogPdf.pageNumber": "Page {page} of {count}",
  "catalogPdf.fileWord": "catalogue",
} as const;
