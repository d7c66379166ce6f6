/**
 * Norway's counties (fylker, as of 2024) and the county of a postcode. Postcodes are handed out by
 * postal area, and an area follows the counties closely but not exactly: a few places near a border
 * are counted in the neighbouring county. Good enough to group a list of shops; not an address
 * register.
 */
export const regions = [
  "oslo",
  "akershus",
  "ostfold",
  "buskerud",
  "vestfold",
  "telemark",
  "innlandet",
  "agder",
  "rogaland",
  "vestland",
  "more-og-romsdal",
  "trondelag",
  "nordland",
  "troms",
  "finnmark",
] as const;
export type Region = (typeof regions)[number];

/** The counties' names: Norwegian names in nb and en, transliterated in ar. */
export const regionNames: Record<Region, { nb: string; en: string; ar: string }> = {
  oslo: { nb: "Oslo", en: "Oslo", ar: "أوسلو" },
  akershus: { nb: "Akershus", en: "Akershus", ar: "أكرسهوس" },
  ostfold: { nb: "Østfold", en: "Østfold", ar: "أوستفولد" },
  buskerud: { nb: "Buskerud", en: "Buskerud", ar: "بوسكيرود" },
  vestfold: { nb: "Vestfold", en: "Vestfold", ar: "فيستفولد" },
  telemark: { nb: "Telemark", en: "Telemark", ar: "تيليمارك" },
  innlandet: { nb: "Innlandet", en: "Innlandet", ar: "إنلاندت" },
  agder: { nb: "Agder", en: "Agder", ar: "أغدر" },
  rogaland: { nb: "Rogaland", en: "Rogaland", ar: "روغالاند" },
  vestland: { nb: "Vestland", en: "Vestland", ar: "فستلاند" },
  "more-og-romsdal": { nb: "Møre og Romsdal", en: "Møre og Romsdal", ar: "موره أوغ رومسدال" },
  trondelag: { nb: "Trøndelag", en: "Trøndelag", ar: "ترونديلاغ" },
  nordland: { nb: "Nordland", en: "Nordland", ar: "نوردلاند" },
  troms: { nb: "Troms", en: "Troms", ar: "ترومس" },
  finnmark: { nb: "Finnmark", en: "Finnmark", ar: "فينمارك" },
};

// [first postcode, last postcode, county], in order and without gaps from 0000 to 9999.
const ranges: ReadonlyArray<readonly [number, number, Region]> = [
  [0, 1299, "oslo"],
  [1300, 1499, "akershus"],
  [1500, 1539, "ostfold"],
  [1540, 1559, "akershus"],
  [1560, 1899, "ostfold"],
  [1900, 2099, "akershus"],
  [2100, 2149, "innlandet"],
  [2150, 2199, "akershus"],
  [2200, 2999, "innlandet"],
  [3000, 3069, "buskerud"],
  [3070, 3299, "vestfold"],
  [3300, 3469, "buskerud"],
  [3470, 3499, "akershus"],
  [3500, 3649, "buskerud"],
  [3650, 3999, "telemark"],
  [4000, 4399, "rogaland"],
  [4400, 4999, "agder"],
  [5000, 5499, "vestland"],
  [5500, 5549, "rogaland"],
  [5550, 5559, "vestland"],
  [5560, 5579, "rogaland"],
  [5580, 5999, "vestland"],
  [6000, 6699, "more-og-romsdal"],
  [6700, 6999, "vestland"],
  [7000, 7999, "trondelag"],
  [8000, 8999, "nordland"],
  [9000, 9499, "troms"],
  [9500, 9999, "finnmark"],
];

/** The county of a 4-digit Norwegian postcode (null for anything else). */
export function regionOfPostcode(postcode: string): Region | null {
  if (!/^[0-9]{4}$/.test(postcode)) return null;
  const number = Number(postcode);
  return ranges.find(([from, to]) => number >= from && number <= to)?.[2] ?? null;
}

/** A county's name in `locale` (English names for a language without its own). */
export function regionName(region: Region, locale: string): string {
  const names = regionNames[region];
  return locale === "nb" || locale === "ar" ? names[locale] : names.en;
}
