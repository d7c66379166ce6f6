import sharp from "sharp";
import { type AcceptedImageType, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, sniffImageType } from "~/lib/admin/image-rules";
import type { MediaStorage } from "./storage.server";

export type ImageRefusal = "too_large" | "empty" | "svg" | "not_an_image" | "too_many_pixels" | "unreadable";

export interface ProcessedImage {
  type: AcceptedImageType;
  width: number;
  height: number;
  original: { body: Buffer; extension: string };
  /** Web-optimised WebP renditions, widest last; the one at `processedWidth` is the processed_url. */
  variants: { width: number; body: Buffer }[];
}

/** The widths made for the web (never wider than the original). */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
/** The variant the product_images row names as processed_url. */
export const PROCESSED_WIDTH = 800;

const extensions: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
const formats: Record<AcceptedImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/avif": "heif" };

/**
 * Checks an upload and makes its web renditions. Refused: over 10 MB, empty, SVG, anything whose
 * bytes are not JPEG, PNG, WebP or AVIF (whatever its name says), pictures of more than
 * MAX_IMAGE_PIXELS (read from the header, before decoding) and files sharp cannot decode in full
 * (a polyglot with a JPEG's first bytes fails here). The variants are re-encoded, without metadata.
 */
export async function processImage(body: Buffer): Promise<{ ok: true; image: ProcessedImage } | { ok: false; reason: ImageRefusal }> {
  if (body.length === 0) return { ok: false, reason: "empty" };
  if (body.length > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  const sniffed = sniffImageType(body);
  if ("refused" in sniffed) return { ok: false, reason: sniffed.refused === "svg" ? "svg" : "not_an_image" };
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" as const, sequentialRead: true };
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    metadata = await sharp(body, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (!metadata.width || !metadata.height || metadata.format !== formats[sniffed.type]) return { ok: false, reason: "unreadable" };
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS || (metadata.pages ?? 1) > 1) return { ok: false, reason: "too_many_pixels" };
  try {
    // Rotated as the camera said, then measured: the stored size is the size people see.
    const upright = await sharp(body, options).rotate().toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const widths = [...new Set(VARIANT_WIDTHS.map((each) => Math.min(each, width)))];
    const variants = await Promise.all(
      widths.map(async (each) => ({
        width: each,
        body: await sharp(upright.data, options).resize({ width: each, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { ok: true, image: { type: sniffed.type, width, height, original: { body, extension: extensions[sniffed.type] }, variants } };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

/** Stores an image's original and variants under `products/<productId>/<imageId>…`; returns their keys. */
export async function storeImage(storage: MediaStorage, productId: string, imageId: string, image: ProcessedImage) {
  const base = `products/${productId}/${imageId}`;
  const originalKey = `${base}-original.${image.original.extension}`;
  const variantKeys = image.variants.map((variant) => ({ width: variant.width, key: `${base}-${variant.width}.webp` }));
  await storage.put(originalKey, image.original.body);
  for (const [index, variant] of image.variants.entries()) await storage.put(variantKeys[index]!.key, variant.body);
  const processed = variantKeys.find((variant) => variant.width === Math.min(PROCESSED_WIDTH, image.width)) ?? variantKeys.at(-1)!;
  return { originalKey, processedKey: processed.key, allKeys: [originalKey, ...variantKeys.map((variant) => variant.key)] };
}

/** Every key an image stored (its original and each variant), from its original's URL and width. */
export function imageKeys(storage: MediaStorage, originalUrl: string, width: number | null): string[] {
  const originalKey = storage.keyOf(originalUrl);
  if (!originalKey) return [];
  const base = originalKey.replace(/-original\.[a-z]+$/, "");
  const widths = new Set(VARIANT_WIDTHS.map((each) => Math.min(each, width ?? each)));
  return [originalKey, ...[...widths].map((each) => `${base}-${each}.webp`)];
}
