import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { uploads } from "../db/schema";
import { setSiteImage } from "../site/settings-commands.server";
import { loadSettings } from "../site/settings-queries.server";

/** The spec's image size limit (maxImageSizeMB 10). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

const signatures: Array<{ type: string; matches: (bytes: Uint8Array) => boolean }> = [
  {
    type: "image/png",
    matches: (b) =>
      b.length > 8 &&
      b[0] === 0x89 &&
      b[1] === 0x50 &&
      b[2] === 0x4e &&
      b[3] === 0x47 &&
      b[4] === 0x0d &&
      b[5] === 0x0a &&
      b[6] === 0x1a &&
      b[7] === 0x0a,
  },
  { type: "image/jpeg", matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", matches: (b) => b.length > 6 && String.fromCharCode(...b.subarray(0, 6)) in { GIF87a: 1, GIF89a: 1 } },
  {
    type: "image/webp",
    matches: (b) =>
      b.length > 12 && String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
  },
  { type: "image/x-icon", matches: (b) => b.length > 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 && b[4]! + b[5]! > 0 },
];

/**
 * The image type the bytes really are (by their signature, whatever the browser or file name
 * claims), or null: PNG, JPEG, GIF, WebP and ICO only. SVG is refused (it can carry script).
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  return signatures.find((signature) => signature.matches(bytes))?.type ?? null;
}

/**
 * Stores an uploaded logo or favicon and points the factory's settings at it (`/uploads/{id}`),
 * in one transaction; the settings trigger drops every cached page. Null when the factory has no
 * settings row.
 */
export async function saveSiteImage(
  db: Database,
  scope: { factoryId: string; userId: string },
  image: { purpose: "logo" | "favicon"; contentType: string; bytes: Buffer },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (!(await loadSettings(tx, scope.factoryId)).settings) return null;
    const [stored] = await tx
      .insert(uploads)
      .values({
        factoryId: scope.factoryId,
        purpose: image.purpose,
        contentType: image.contentType,
        bytes: image.bytes,
        userId: scope.userId,
      })
      .returning({ id: uploads.id });
    const url = `/uploads/${stored!.id}`;
    await setSiteImage(tx, scope.factoryId, image.purpose, url);
    return url;
  });
}

/** One stored upload, or null. */
export async function readUpload(db: Database, id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}
