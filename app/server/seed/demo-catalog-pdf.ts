import type { Localized } from "./demo-content";

/** The PDF catalogue's UI strings in the demo's languages (English as in app/lib/i18n/catalog-pdf-messages.ts). */
export const catalogPdfUiStrings: Record<string, Localized> = {
  "catalogPdf.title": { nb: "PDF-katalog", en: "PDF catalogue", ar: "كتالوج PDF" },
  "catalogPdf.intro": {
    nb: "Hele sortimentet som en PDF-katalog for utskrift på ditt språk, alltid oppdatert: bilder, priser, varenumre og strekkoder.",
    en: "Our whole range as a printable PDF catalogue in your language, always up to date: pictures, prices, item numbers and barcodes.",
    ar: "تشكيلتنا الكاملة في كتالوج PDF قابل للطباعة بلغتك، محدَّث دائمًا: صور وأسعار وأرقام أصناف ورموز شريطية.",
  },
  "catalogPdf.link": { nb: "Last ned katalogen som PDF", en: "Download the catalogue as PDF", ar: "تنزيل الكتالوج بصيغة PDF" },
  "catalogPdf.scope": { nb: "Innhold", en: "Contents", ar: "المحتوى" },
  "catalogPdf.wholeRange": { nb: "Hele sortimentet", en: "Whole range", ar: "التشكيلة الكاملة" },
  "catalogPdf.show": { nb: "Vis", en: "Show", ar: "عرض" },
  "catalogPdf.download": { nb: "Last ned PDF", en: "Download PDF", ar: "تنزيل PDF" },
  "catalogPdf.downloadNamed": { nb: "Last ned PDF: {name}", en: "Download PDF: {name}", ar: "تنزيل PDF: {name}" },
  "catalogPdf.details": {
    nb: "{pages, plural, one {# side} other {# sider}} · {size} · oppdatert {date}",
    en: "{pages, plural, one {# page} other {# pages}} · {size} · updated {date}",
    ar: "{pages, plural, one {صفحة واحدة} two {صفحتان} few {# صفحات} other {# صفحة}} · {size} · حُدِّث في {date}",
  },
  "catalogPdf.documentTitle": { nb: "Produktkatalog", en: "Product catalogue", ar: "كتالوج المنتجات" },
  "catalogPdf.asOf": { nb: "Per {date}", en: "As of {date}", ar: "بتاريخ {date}" },
  "catalogPdf.contents": { nb: "Innhold", en: "Contents", ar: "المحتويات" },
  "catalogPdf.contact": { nb: "Kontakt", en: "Contact", ar: "اتصل بنا" },
  "catalogPdf.organizationNumber": { nb: "Org.nr. {number}", en: "Org. no. {number}", ar: "الرقم التنظيمي {number}" },
  "catalogPdf.itemNumber": { nb: "Varenr. {sku}", en: "Item no. {sku}", ar: "رقم الصنف {sku}" },
  "catalogPdf.caseRange": { nb: "Kasser: {range}", en: "Cases: {range}", ar: "الصناديق: {range}" },
  "catalogPdf.vatIncluded": { nb: "inkl. mva.", en: "incl. VAT", ar: "شامل الضريبة" },
  "catalogPdf.productPage": { nb: "Produktside", en: "Product page", ar: "صفحة المنتج" },
  "catalogPdf.continued": { nb: "{category} (fortsatt)", en: "{category} (continued)", ar: "{category} (تابع)" },
  "catalogPdf.otherProducts": { nb: "Andre produkter", en: "Other products", ar: "منتجات أخرى" },
  "catalogPdf.empty": {
    nb: "Det er ingen produkter i denne katalogen ennå.",
    en: "There are no products in this catalogue yet.",
    ar: "لا توجد منتجات في هذا الكتالوج بعد.",
  },
  "catalogPdf.pageNumber": { nb: "Side {page} av {count}", en: "Page {page} of {count}", ar: "صفحة {page} من {count}" },
  "catalogPdf.fileWord": { nb: "katalog", en: "catalogue", ar: "catalogue" },
};
