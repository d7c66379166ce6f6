import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { readUpload } from "../edit-mode/uploads.server";
import type { MediaStorage } from "../media/storage.server";
import { projectRoot } from "../project-root.server";
import type { CatalogueFileStore } from "./files.server";

/** Pixels on the long side of a picture in the catalogue: about 200 dpi at the size it is printed. */
export const PRINT_IMAGE_PIXELS = 320;

/** Raise when the scaling below changes: pictures cached by an older version are made again. */
export const PRINT_IMAGE_VERSION = 1;

export interface ImageSources {
  db: Database;
  media: MediaStorage;
}

/** Where pictures scaled for print and drawn symbols are kept between generations (the catalogue's file store, `cache/…`). */
export type PrintCache = Pick<CatalogueFileStore, "readBytes" | "putBytes">;

/**
 * The bytes behind an image URL the site shows: an uploaded product picture (/media/…, through the
 * storage adapter), a logo or favicon kept in the database (/uploads/{id}) or a file of the site's
 * own (/demo/…, under public/). Addresses elsewhere are not fetched (the catalogue is made offline):
 * null, and the product is shown without a picture.
 */
async function readImage(sources: ImageSources, url: string): Promise<Buffer | null> {
  const mediaKey = sources.media.keyOf(url);
  if (mediaKey) return sources.media.read(mediaKey);
  const upload = /^\/uploads\/([^/?#]+)$/.exec(url);
  if (upload) {
    const id = z.uuid().safeParse(upload[1]);
    return id.success ? ((await readUpload(sources.db, id.data))?.bytes ?? null) : null;
  }
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const publicDirectory = path.join(projectRoot(), "public");
  const file = path.resolve(publicDirectory, `.${decodeURIComponent(url.split(/[?#]/)[0]!)}`);
  if (!file.startsWith(publicDirectory + path.sep)) return null;
  return fs.readFile(file);
}

/**
 * One picture scaled for print (JPEG on white, at most PRINT_IMAGE_PIXELS on its long side), or
 * null when it cannot be read. Only this one picture is held in memory while it is made. A picture
 * is scaled once: the result is kept in `cache` under a hash of the source's bytes, the size and
 * PRINT_IMAGE_VERSION, so a catalogue made again after a price change reads it back.
 */
export async function printImage(sources: ImageSources, cache: PrintCache, url: string): Promise<Buffer | null> {
  let bytes: Buffer | null;
  try {
    bytes = await readImage(sources, url);
  } catch {
    return null;
  }
  if (!bytes) return null;
  const name = `cache/picture-${createHash("sha256").update(`${PRINT_IMAGE_VERSION}:${PRINT_IMAGE_PIXELS}:`).update(bytes).digest("hex").slice(0, 32)}.jpg`;
  const cached = await cache.readBytes(name);
  if (cached) return cached;
  const scaled = await scale(bytes);
  if (scaled) await cache.putBytes(name, scaled);
  return scaled;
}

async function scale(bytes: Buffer): Promise<Buffer | null> {
  try {
    const metadata = await sharp(bytes).metadata();
    // A vector picture is drawn at the size it is printed rather than drawn large and scaled down.
    const density =
      metadata.format === "svg" && metadata.width && metadata.height
        ? Math.min(300, (72 * PRINT_IMAGE_PIXELS) / Math.max(metadata.width, metadata.height))
        : 72;
    return await sharp(bytes, { density, limitInputPixels: 40_000_000, failOn: "error" })
      .resize(PRINT_IMAGE_PIXELS, PRINT_IMAGE_PIXELS, { fit: "inside", withoutEnlargement: false })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer();
  } catch {
    return null;
  }
}
