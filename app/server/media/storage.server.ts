import fs from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Keys are relative paths made by the app ("products/<id>/<file>"),
 * never from user input. The local adapter keeps them under DATA_DIR/uploads and Express serves
 * them at /media/<key>; another adapter (object storage) would implement the same three calls.
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
const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:jpg|png|webp|avif)$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function localMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(temporary, body, { mode: 0o644 });
      await fs.rename(temporary, file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    read: (key) => fs.readFile(resolve(key)),
    url: (key) => `${MEDIA_URL_PREFIX}${key}`,
    keyOf(url) {
      if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
      const key = url.slice(MEDIA_URL_PREFIX.length);
      return isMediaKey(key) ? key : null;
    },
  };
}

/** The uploads directory of a data directory. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");
