import express, { type RequestHandler } from "express";
import { pipeline } from "node:stream/promises";
import type { Logger } from "../app/server/logger.server";
import { contentTypeOf, type ObjectStore } from "../app/server/media/object-store.server";
import { isMediaKey, MEDIA_STORE_PREFIX, uploadsDirectory } from "../app/server/media/storage.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Uploaded images at /media/<key> (ADR 0031). File names are random and never reused, so they are
 * cached for a year; served as the image types they were checked to be, sandboxed, never as pages.
 * On the local store from DATA_DIR/uploads; from a bucket, streamed through this process, or
 * redirected (301, cached for a year) to MEDIA_PUBLIC_URL when the bucket is public or behind a CDN.
 */
export function mediaFiles(deps: { store: ObjectStore; dataDir: string; publicUrl: string | null; logger: Logger }): RequestHandler[] {
  const { store, publicUrl, logger } = deps;
  const sandbox: RequestHandler = (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    next();
  };
  if (store.kind === "local")
    return [
      sandbox,
      express.static(uploadsDirectory(deps.dataDir), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
        dotfiles: "deny",
        redirect: false,
        extensions: false,
      }),
    ];
  const stored: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = req.path.slice(1);
    if (!isMediaKey(key)) return res.status(404).type("text/plain").send("Not found");
    if (publicUrl) {
      res.setHeader("Cache-Control", IMMUTABLE);
      return res.redirect(301, `${publicUrl}/${MEDIA_STORE_PREFIX}${key}`);
    }
    try {
      const object = await store.open(`${MEDIA_STORE_PREFIX}${key}`);
      if (!object) return res.status(404).type("text/plain").send("Not found");
      const lastModified = object.modifiedAt.toUTCString();
      res.setHeader("Cache-Control", IMMUTABLE);
      res.setHeader("Last-Modified", lastModified);
      res.setHeader("Content-Type", contentTypeOf(key));
      if (req.headers["if-modified-since"] === lastModified) {
        object.body.destroy();
        return res.status(304).end();
      }
      res.setHeader("Content-Length", String(object.size));
      if (req.method === "HEAD") {
        object.body.destroy();
        return res.end();
      }
      await pipeline(object.body, res);
    } catch (error) {
      if (res.headersSent) return res.destroy(error as Error);
      logger.error({ err: error, key }, "stored image could not be read");
      res.status(503).setHeader("Retry-After", "5").type("text/plain").send("Storage unavailable");
    }
  };
  return [sandbox, stored];
}
