import postalCodes from "norway-postal-codes";

// Small words that stay in lower case inside a place name ("Mo i Rana", "Stø på Langøya").
const smallWords = new Set(["i", "på", "og", "ved"]);

/** A place name from the register's capitals: "MO I RANA" → "Mo i Rana", "BØ I TELEMARK" → "Bø i Telemark". */
export function placeName(upper: string): string {
  return upper
    .toLocaleLowerCase("nb")
    .split(" ")
    .map((word, index) =>
      index > 0 && smallWords.has(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toLocaleUpperCase("nb")),
    )
    .join(" ");
}

/**
 * The place name of a Norwegian postcode, or null when no such postcode exists. The table is
 * Posten's postcode register as the `norway-postal-codes` package ships it (MIT), read on the
 * server only: the forms ask `/api/postcodes/:code` for the one postcode typed.
 */
export function postcodePlace(code: string): string | null {
  if (!/^[0-9]{4}$/.test(code)) return null;
  const place = Object.hasOwn(postalCodes, code) ? postalCodes[code] : undefined;
  return place ? placeName(place) : null;
}
