import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "~/lib/admin/image-rules";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { deleteImage, moveImage, setPrimaryImage, uploadProductImage } from "~/server/catalog/image-commands.server";
import { deleteProduct } from "~/server/catalog/product-commands.server";
import type { Database } from "~/server/db/client.server";
import { productImages } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { localMediaStorage } from "~/server/media/storage.server";
import { createProduct } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

const database = useTestDatabase({ admin: "image-admin" });
let db: Database;
let actor: AdminActor;
let root: string;
let deps: Parameters<typeof uploadProductImage>[0];

beforeAll(async () => {
  db = database.handle.db;
  actor = database.actor;
  root = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-media-"));
  deps = { db, media: localMediaStorage(root), logger: createLogger("silent") };
});

afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
});

const storedFiles = () =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    : [];
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
/** A valid PNG header declaring 30 000 × 30 000 pixels (900 megapixels) in a few hundred bytes. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1000))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe(`product images on ${testEngine()}`, () => {
  it("refuses bad uploads with their reason, storing nothing", async () => {
    const product = await createProduct(db);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    const cases: Array<[string, Buffer, string]> = [
      ["too large", Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES)]), "too_large"],
      ["empty", Buffer.alloc(0), "empty"],
      [
        "SVG with a script",
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        "svg",
      ],
      ["HTML named like an image", Buffer.from("<!doctype html><script>alert(1)</script>"), "not_an_image"],
      ["GIF (not accepted)", await picture(16, 16).gif().toBuffer(), "not_an_image"],
      [
        "polyglot: JPEG magic, then HTML",
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")]),
        "unreadable",
      ],
      ["truncated JPEG", jpeg.subarray(0, Math.floor(jpeg.length / 2)), "unreadable"],
      ["pixel bomb", pixelBomb(), "too_many_pixels"],
    ];
    for (const [name, body, reason] of cases) {
      expect(await uploadProductImage(deps, actor, product.id, body, null), name).toEqual({ ok: false, reason });
    }
    expect(storedFiles()).toEqual([]);
    expect(await db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
  });

  it("stores the original and WebP variants of JPEG, PNG, WebP and AVIF, makes the first primary, orders, and deletes files with the row", async () => {
    const product = await createProduct(db);
    const uploads = [
      await picture(1200, 900).jpeg().toBuffer(),
      await picture(300, 200).png().toBuffer(),
      await picture(500, 500).webp().toBuffer(),
      await picture(640, 480).avif().toBuffer(),
    ];
    const ids: string[] = [];
    for (const body of uploads) {
      const result = await uploadProductImage(deps, actor, product.id, body, null);
      expect(result.ok).toBe(true);
      if (result.ok) ids.push(result.imageId);
    }
    const rows = await db.select().from(productImages).where(eq(productImages.productId, product.id)).orderBy(productImages.sortOrder);
    expect(rows.map((row) => [row.isPrimary, row.width, row.height])).toEqual([
      [true, 1200, 900],
      [false, 300, 200],
      [false, 500, 500],
      [false, 640, 480],
    ]);
    expect(rows[0]!.originalUrl).toMatch(/^\/media\/products\/[0-9a-f-]+\/[0-9a-f-]+-original\.jpg$/);
    expect(rows[0]!.processedUrl).toMatch(/-800\.webp$/);
    expect(rows[1]!.processedUrl).toMatch(/-300\.webp$/);
    expect(rows[3]!.originalUrl).toMatch(/\.avif$/);
    const processed = await sharp(path.join(root, rows[0]!.processedUrl!.slice("/media/".length))).metadata();
    expect([processed.format, processed.width]).toEqual(["webp", 800]);
    expect(
      storedFiles()
        .filter((file) => file.includes(ids[0]!))
        .sort(),
    ).toHaveLength(4);

    expect(await setPrimaryImage(db, actor, product.id, ids[2]!)).toBe(true);
    expect(await moveImage(db, actor, product.id, ids[3]!, "up")).toBe(true);
    const reordered = await db.select().from(productImages).where(eq(productImages.productId, product.id)).orderBy(productImages.sortOrder);
    expect(reordered.map((row) => row.id)).toEqual([ids[0], ids[1], ids[3], ids[2]]);
    expect(reordered.filter((row) => row.isPrimary).map((row) => row.id)).toEqual([ids[2]]);

    expect(await deleteImage(deps, actor, product.id, ids[2]!)).toBe(true);
    const [next] = await db
      .select()
      .from(productImages)
      .where(and(eq(productImages.productId, product.id), eq(productImages.isPrimary, true)));
    expect(next!.id).toBe(ids[0]);
    expect(storedFiles().some((file) => file.includes(ids[2]!))).toBe(false);

    const actions = (await listAudit(db, actor.factoryId, { page: 1, entityId: product.id })).entries.map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith("product_image."))).toEqual([
      "product_image.delete",
      "product_image.move",
      "product_image.primary",
      "product_image.upload",
      "product_image.upload",
      "product_image.upload",
      "product_image.upload",
    ]);

    // Deleting the product removes the rest of its files.
    expect(await deleteProduct(db, actor, product.id, deps.media)).toBe("deleted");
    expect(storedFiles().some((file) => file.includes(product.id))).toBe(false);
  });
});
