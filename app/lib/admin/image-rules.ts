/** The spec's upload limit for one image. */
export const MAX_IMAGE_SIZE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_SIZE_MB * 1024 * 1024;
/** Images with more pixels are refused before decoding (a small file can declare a huge picture). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export type SniffResult = { type: AcceptedImageType } | { refused: "svg" | "unknown" };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The image type by its first bytes, never by its name or the browser's claim: JPEG, PNG, WebP or
 * AVIF. SVG (markup that can carry script) is named so that the refusal can say so.
 */
export function sniffImageType(bytes: Uint8Array): SniffResult {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: "image/jpeg" };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte))
    return { type: "image/png" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { type: "image/webp" };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // The ISO box: major brand at 8, then compatible brands up to the box's size.
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return { type: "image/avif" };
    return { refused: "unknown" };
  }
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("<") && head.includes("<svg")) return { refused: "svg" };
  return { refused: "unknown" };
}

/** The outcome codes of an image action, which the product page turns into messages (`?image=<code>`). */
export const imageOutcomes = [
  "uploaded",
  "primary",
  "moved",
  "deleted",
  "too_large",
  "empty",
  "svg",
  "not_an_image",
  "too_many_pixels",
  "unreadable",
  "no_file",
  "bad_request",
] as const;
export type ImageOutcome = (typeof imageOutcomes)[number];
export const isImageOutcome = (value: string | null): value is ImageOutcome =>
  (imageOutcomes as readonly (string | null)[]).includes(value);
