import express from "express";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CataloguePdfService } from "~/server/catalog-pdf/catalog-pdf.server";
import { catalogueFiles } from "~/server/catalog-pdf/files.server";
import { deleteImage, uploadProductImage } from "~/server/catalog/image-commands.server";
import { productImages } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { localObjectStore, type ObjectStore, ObjectStoreError } from "~/server/media/object-store.server";
import { s3ObjectStore, type S3Settings } from "~/server/media/s3-store.server";
import { mediaStorage } from "~/server/media/storage.server";
import { InvalidationBus } from "~/server/page-cache/invalidation.server";
import { ProcessMemo } from "~/server/page-cache/memo.server";
import { loadSite } from "~/server/site/queries.server";
import { mediaFiles } from "../../server/media";
import { createProduct } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";
import { listen } from "../support/listen";
import { S3_TEST_KEYS, startS3Server, type S3TestServer } from "../support/s3-server";

const logger = createLogger("silent");
let s3: S3TestServer;
let directory: string;
let settings: S3Settings;
const stores: Record<"local" | "s3", () => ObjectStore> = {
  local: () => localObjectStore(directory),
  s3: () => s3ObjectStore(settings),
};

beforeAll(async () => {
  s3 = await startS3Server();
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "object-store-"));
  settings = { endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", forcePathStyle: true, ...S3_TEST_KEYS };
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe.each(["local", "s3"] as const)("the %s object store", (kind) => {
  it("stores, reads, lists, streams and deletes objects; a missing one is null", async () => {
    const store = stores[kind]();
    await store.check();
    await store.put(`${kind}-test/a-1.pdf`, Buffer.from("%PDF-one"));
    await store.put(`${kind}-test/a-2.pdf`, "%PDF-two");
    await store.put(`${kind}-test/b-1.pdf`, Buffer.from("%PDF-three"));
    await store.put(`${kind}-test/cache/a-9.json`, "{}");
    expect((await store.read(`${kind}-test/a-2.pdf`))!.toString()).toBe("%PDF-two");
    expect(await store.stat(`${kind}-test/a-1.pdf`)).toMatchObject({ size: 8 });
    // Only the folder's own objects, not its sub-folders'.
    expect(await store.list(`${kind}-test/a-`)).toEqual([`${kind}-test/a-1.pdf`, `${kind}-test/a-2.pdf`]);
    await store.putStream(`${kind}-test/streamed.pdf`, async (out) => {
      out.write("%PDF-");
      out.end("streamed");
    });
    const opened = await store.open(`${kind}-test/streamed.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect([opened!.size, Buffer.concat(chunks).toString()]).toEqual([13, "%PDF-streamed"]);
    // A failed writer leaves nothing behind.
    await expect(
      store.putStream(`${kind}-test/failed.pdf`, async (out) => {
        out.write("half");
        throw new Error("renderer failed");
      }),
    ).rejects.toThrow("renderer failed");
    expect(await store.stat(`${kind}-test/failed.pdf`)).toBeNull();
    await store.delete(`${kind}-test/a-1.pdf`);
    expect(await store.read(`${kind}-test/a-1.pdf`)).toBeNull();
    expect(await store.open(`${kind}-test/missing.pdf`)).toBeNull();
    await expect(store.read("../outside.pdf")).rejects.toThrow("not a storage key");
  });
});

describe("the S3 store's start check", () => {
  it("names bad credentials, a missing bucket and an unreachable endpoint in one line", async () => {
    const failure = async (store: ObjectStore) => {
      const error = await store.check().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ObjectStoreError);
      expect((error as Error).message).not.toContain("\n");
      return (error as Error).message;
    };
    // s3rver checks the key id (it does not recompute version 4 signatures, so a wrong secret alone passes there).
    expect(await failure(s3ObjectStore({ ...settings, accessKeyId: "NOT-A-KEY" }))).toMatch(
      /^Object storage \(bucket storefront-test at http:\/\/127\.0\.0\.1:\d+\) cannot be used: access denied .*S3_SECRET_ACCESS_KEY$/,
    );
    expect(await failure(s3ObjectStore({ ...settings, bucket: "no-such-bucket" }))).toContain("the bucket does not exist (S3_BUCKET)");
    const closed = await startS3Server();
    await closed.close();
    expect(await failure(s3ObjectStore({ ...settings, endpoint: closed.endpoint }))).toMatch(/ECONNREFUSED.*\(check S3_ENDPOINT\)$/);
  });
});

describe(`product images and PDF catalogues in the bucket, on ${testEngine()}`, { timeout: 120_000 }, () => {
  const bus = new InvalidationBus();
  const database = useTestDatabase({ admin: "s3-admin", listen: bus });

  it("keeps an upload's original and sizes under uploads/, serves them with long caching, and deletes them with the image", async () => {
    const store = stores.s3();
    const deps = { db: database.handle.db, media: mediaStorage(store), logger };
    const product = await createProduct(deps.db);
    const body = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer();
    const result = await uploadProductImage(deps, database.actor, product.id, body, null);
    expect(result.ok).toBe(true);
    const [row] = await deps.db.select().from(productImages).where(eq(productImages.productId, product.id));
    const stored = s3.keys().filter((key) => key.startsWith(`uploads/products/${product.id}/`));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored).toContain(`uploads/${row!.processedUrl!.slice("/media/".length)}`);

    // Served through the app, as it is without MEDIA_PUBLIC_URL …
    const app = express();
    app.use("/media", ...mediaFiles({ store, dataDir: directory, publicUrl: null, logger }));
    const server = await listen(app);
    // … or redirected to the public bucket or CDN with it.
    const redirecting = express();
    redirecting.use("/media", ...mediaFiles({ store, dataDir: directory, publicUrl: "https://cdn.example.com/shop", logger }));
    const redirector = await listen(redirecting);
    try {
      const response = await fetch(`${server.base}${row!.processedUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
      const again = await fetch(`${server.base}${row!.processedUrl}`, {
        headers: { "If-Modified-Since": response.headers.get("last-modified")! },
      });
      expect(again.status).toBe(304);
      expect((await fetch(`${server.base}/media/products/nothing-here.webp`)).status).toBe(404);
      expect((await fetch(`${server.base}/media/..%2Fsecret.webp`)).status).toBe(404);
      const redirected = await fetch(`${redirector.base}${row!.processedUrl}`, { redirect: "manual" });
      expect(redirected.status).toBe(301);
      expect(redirected.headers.get("location")).toBe(`https://cdn.example.com/shop/uploads/${row!.processedUrl!.slice("/media/".length)}`);

      expect(await deleteImage(deps, database.actor, product.id, result.ok ? result.imageId : "")).toBe(true);
      expect(s3.keys().filter((key) => key.startsWith(`uploads/products/${product.id}/`))).toEqual([]);
      expect((await fetch(`${server.base}${row!.processedUrl}`)).status).toBe(404);
    } finally {
      server.close();
      redirector.close();
    }
  });

  it("makes a PDF catalogue into the bucket once, keeps its print cache there, and streams it back", async () => {
    const store = stores.s3();
    const service = new CataloguePdfService({
      db: database.handle.db,
      media: mediaStorage(store),
      memo: new ProcessMemo(bus),
      files: catalogueFiles(store),
      origin: "http://localhost:3000",
      logger,
    });
    const site = await loadSite(database.handle.db);
    const file = await service.file(site, "nb", "dairy");
    expect(s3.keys()).toContain(`catalog-pdf/${file.name}`);
    expect(s3.keys().some((key) => key.startsWith("catalog-pdf/cache/"))).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of service.read(file)) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([bytes.length, bytes.subarray(0, 5).toString()]).toEqual([file.size, "%PDF-"]);
    expect((await service.file(site, "nb", "dairy")).name).toBe(file.name);
  });
});
