import path from "node:path";
import { localObjectStore, type ObjectStore } from "./object-store.server";

/**
 * Where uploaded files live. Keys are relative paths made by the app ("products/<id>/<file>"),
 * never from user input. They are kept in the object store (ADR 0031) under `uploads/` — on the
 * local store DATA_DIR/uploads, which Express serves at /media/<key>; in a bucket, streamed by
 * the app at the same address or redirected to MEDIA_PUBLIC_URL.
 */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored bytes of a key (the PDF catalogue reads product pictures through it). */
  read(key: string): Promise<Buffer>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** The key of one of our URLs, or null for any other URL (a demo picture, an outside address). */
  keyOf(url: string): string | null;
}

export const MEDIA_URL_PREFIX = "/media/";
/** The folder of the object store that holds the uploads. */
export const MEDIA_STORE_PREFIX = "uploads/";
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:jpg|png|webp|avif)$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The uploads of an object store: `key` is kept as `<prefix><key>`. */
export function mediaStorage(store: ObjectStore, prefix = MEDIA_STORE_PREFIX): MediaStorage {
  const stored = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return `${prefix}${key}`;
  };
  return {
    put: (key, body) => store.put(stored(key), body),
    delete: (key) => store.delete(stored(key)),
    async read(key) {
      const bytes = await store.read(stored(key));
      if (!bytes) throw Object.assign(new Error(`no stored file ${key}`), { code: "ENOENT" });
      return bytes;
    },
    url: (key) => `${MEDIA_URL_PREFIX}${key}`,
    keyOf(url) {
      if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
      const key = url.slice(MEDIA_URL_PREFIX.length);
      return isMediaKey(key) ? key : null;
    },
  };
}

/** Uploads kept as files in one directory (tests, benchmarks). */
export const localMediaStorage = (root: string) => mediaStorage(localObjectStore(root), "");

/** The uploads directory of a data directory. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");
