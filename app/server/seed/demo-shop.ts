import type { ProductProperty } from "~/lib/shop/properties";
import type { Localized } from "./demo-content";

/** The webshop's UI strings in every demo language (English as in shop-messages.ts). */
export const shopUiStrings: Record<string, Localized> = {
  "nav.shop": { nb: "Nettbutikk", en: "Webshop", ar: "المتجر الإلكتروني" },
  "shop.title": { nb: "Nettbutikk", en: "Webshop", ar: "المتجر الإلكتروني" },
  "shop.intro": {
    nb: "Alt her kan kjøpes på nett nå, med pris: filtrer, velg og legg i handlekurven.",
    en: "Everything here can be bought online now, with its price: filter, choose and add it to your cart.",
    ar: "كل ما هنا متاح للشراء عبر الإنترنت الآن بسعره: صفِّ النتائج واختر وأضف إلى سلة التسوق.",
  },
  "shop.catalogueLink": {
    nb: "Katalogen viser alle produktene våre, også dem vi bare selger etter tilbud.",
    en: "The catalogue shows all our products, including those we sell on quote only.",
    ar: "يعرض الكتالوج جميع منتجاتنا، بما فيها تلك التي نبيعها بعرض سعر فقط.",
  },
  "catalog.shopNote": {
    nb: "Katalogen viser alle produktene våre, også dem vi bare selger etter tilbud.",
    en: "The catalogue shows all our products, including those we sell on quote only.",
    ar: "يعرض الكتالوج جميع منتجاتنا، بما فيها تلك التي نبيعها بعرض سعر فقط.",
  },
  "catalog.shopLink": { nb: "Kjøp på nett i nettbutikken", en: "Buy online in the webshop", ar: "اشترِ عبر الإنترنت من المتجر الإلكتروني" },
  "shop.filters": { nb: "Filtre", en: "Filters", ar: "عوامل التصفية" },
  "shop.filtersChosen": { nb: "Filtre ({count})", en: "Filters ({count})", ar: "عوامل التصفية ({count})" },
  "shop.activeFilters": { nb: "Valgte filtre", en: "Chosen filters", ar: "عوامل التصفية المختارة" },
  "shop.filter.search": { nb: "Søk", en: "Search", ar: "بحث" },
  "shop.filter.category": { nb: "Kategori", en: "Category", ar: "الفئة" },
  "shop.filter.price": { nb: "Pris", en: "Price", ar: "السعر" },
  "shop.filter.availability": { nb: "Tilgjengelighet", en: "Availability", ar: "التوفر" },
  "shop.filter.size": { nb: "Pakningsstørrelse", en: "Package size", ar: "حجم العبوة" },
  "shop.filter.properties": { nb: "Egenskaper", en: "Properties", ar: "الخصائص" },
  "shop.price.under": { nb: "Under {max} kr", en: "Under {max} kr", ar: "أقل من {max} كرونة" },
  "shop.price.between": { nb: "{min}–{max} kr", en: "{min}–{max} kr", ar: "{min}–{max} كرونة" },
  "shop.price.over": { nb: "{min} kr og mer", en: "{min} kr and over", ar: "{min} كرونة فأكثر" },
  "shop.inStock": { nb: "På lager", en: "In stock", ar: "متوفر في المخزون" },
  "shop.property.organic": { nb: "Økologisk", en: "Organic", ar: "عضوي" },
  "shop.property.lactoseFree": { nb: "Laktosefri", en: "Lactose free", ar: "خالٍ من اللاكتوز" },
  "shop.property.glutenFree": { nb: "Glutenfri", en: "Gluten free", ar: "خالٍ من الغلوتين" },
  "shop.property.vegan": { nb: "Vegansk", en: "Vegan", ar: "نباتي صرف" },
  "shop.property.nutFree": { nb: "Uten nøtter", en: "Nut free", ar: "خالٍ من المكسرات" },
  "shop.property.noAddedSugar": { nb: "Uten tilsatt sukker", en: "No added sugar", ar: "بدون سكر مضاف" },
  "shop.sort.newest": { nb: "Nyeste", en: "Newest", ar: "الأحدث" },
  "shop.apply": { nb: "Bruk filtrene", en: "Apply filters", ar: "تطبيق عوامل التصفية" },
  "shop.clearAll": { nb: "Fjern alle filtre", en: "Clear all filters", ar: "إزالة كل عوامل التصفية" },
  "shop.removeFilter": { nb: "Fjern filter: {label}", en: "Remove filter: {label}", ar: "إزالة عامل التصفية: {label}" },
  "shop.searchChip": { nb: "«{term}»", en: "“{term}”", ar: "«{term}»" },
  "shop.empty": {
    nb: "Ingen produkter passer med disse filtrene",
    en: "No products match these filters",
    ar: "لا توجد منتجات تطابق عوامل التصفية هذه",
  },
  "shop.emptyHint": {
    nb: "Fjern et filter, eller fjern alle for å se alt i nettbutikken.",
    en: "Remove a filter, or clear them all to see everything in the webshop.",
    ar: "أزل عامل تصفية، أو أزلها كلها لترى كل ما في المتجر الإلكتروني.",
  },
  "shop.optionsFor": { nb: "Velg alternativene for bestillingen.", en: "Choose the options for your order.", ar: "اختر خيارات طلبك." },
  "shop.closeOptions": { nb: "Lukk", en: "Close", ar: "إغلاق" },
};

/**
 * The demo products' claims for the webshop's filters (by product key): organic for the organic
 * range, "free from" where the product naturally is (aged cheeses are lactose free, plain dairy,
 * fish, honey and jams have no gluten, flours and fruit are vegan).
 */
export const demoProductProperties: Record<string, ProductProperty[]> = {
  "whole-milk-1l": ["gluten_free", "nut_free", "no_added_sugar"],
  "semi-skimmed-milk-1l": ["gluten_free", "nut_free", "no_added_sugar"],
  "kefir-1l": ["gluten_free", "nut_free", "no_added_sugar"],
  "nokkelost-500g": ["lactose_free", "gluten_free"],
  "hvitost-500g": ["lactose_free", "gluten_free"],
  "skyr-450g": ["gluten_free", "nut_free", "no_added_sugar"],
  "sour-cream-300g": ["gluten_free", "nut_free"],
  "rolled-oats-1kg": ["vegan", "no_added_sugar"],
  "pearl-barley-1kg": ["vegan", "no_added_sugar"],
  "wholemeal-wheat-1kg": ["vegan", "no_added_sugar"],
  "rye-flour-1kg": ["vegan", "no_added_sugar"],
  "spelt-flour-1kg": ["vegan", "no_added_sugar"],
  "flatbread-300g": ["vegan", "nut_free"],
  "lompe-10": ["nut_free"],
  "potato-lefse-10": ["nut_free"],
  "lingonberry-jam-400g": ["vegan", "gluten_free"],
  "cloudberry-cream-250g": ["gluten_free"],
  "gravlaks-300g": ["gluten_free", "lactose_free"],
  "smoked-salmon-200g": ["gluten_free", "lactose_free", "no_added_sugar"],
  "heather-honey-350g": ["gluten_free", "lactose_free", "no_added_sugar"],
  "rakfisk-500g": ["gluten_free", "lactose_free", "no_added_sugar"],
  "organic-whole-milk-1l": ["organic", "gluten_free", "nut_free", "no_added_sugar"],
  "organic-oats-1kg": ["organic", "vegan", "no_added_sugar"],
  "organic-eggs-12": ["organic", "gluten_free", "lactose_free"],
  "organic-apple-juice-1l": ["organic", "vegan", "gluten_free", "no_added_sugar"],
  "organic-yoghurt-1kg": ["organic", "gluten_free", "no_added_sugar"],
  "organic-butter-250g": ["organic", "gluten_free"],
  "organic-farm-cheese-500g": ["organic", "lactose_free", "gluten_free"],
  "organic-carrots-1kg": ["organic", "vegan", "gluten_free", "nut_free", "no_added_sugar"],
  "organic-blueberry-jam-350g": ["organic", "vegan", "gluten_free"],
  "organic-spelt-1kg": ["organic", "vegan", "no_added_sugar"],
  "organic-kefir-1l": ["organic", "gluten_free", "nut_free", "no_added_sugar"],
  "organic-rye-bread-750g": ["organic", "vegan"],
};

/** Tracked stock of a few demo products (the rest is not tracked): two sold out, so "In stock" filters something. */
export const demoProductStock: Record<string, number> = {
  "cloudberry-cream-250g": 0,
  "rakfisk-500g": 0,
  "heather-honey-350g": 14,
  "gravlaks-300g": 40,
};
