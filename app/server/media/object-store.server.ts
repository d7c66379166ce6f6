import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

/**
 * The one place files are kept (ADR 0031): uploaded product images and their processed sizes
 * (`uploads/…`) and the generated PDF catalogues with their print cache (`catalog-pdf/…`). Two
 * implementations: a local directory (DATA_DIR, the default) and S3-compatible object storage
 * (`s3-store.server.ts`). Keys are relative paths made by the app, never taken from a request.
 * Logos and favicons are not here: they are small and live in the database (`uploads` table).
 */
export interface ObjectStore {
  /** "local" or "s3": the app serves local files with express.static, stored objects by streaming them. */
  readonly kind: "local" | "s3";
  /** Where the objects are, for logs and messages (a directory, or the bucket and endpoint). */
  readonly description: string;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none. */
  open(key: string): Promise<(StoredObject & { body: Readable }) | null>;
  /** Stores `body` under `key`, whole or not at all (a reader never sees half an object). */
  put(key: string, body: Uint8Array | string): Promise<void>;
  /** Stores what `write` writes under `key`, whole or not at all. */
  putStream(key: string, write: (out: Writable) => Promise<void>): Promise<void>;
  delete(key: string): Promise<void>;
  /** The keys directly in the folder of `prefix` (not in its sub-folders) that start with `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** Throws an ObjectStoreError (one line) when the store cannot be read and written. */
  check(): Promise<void>;
}

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/** The store is unusable (bad credentials, no such bucket, unreachable): its message is one line for the operator. */
export class ObjectStoreError extends Error {
  override name = "ObjectStoreError";
}

const KEY = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key the app may use: lower-case path segments, none starting with a dot (so never `..`). */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.endsWith(".part")) throw new Error(`not a storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
  json: "application/json",
};

/** The content type of a key's extension (application/octet-stream for any other). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

/** The local store: every key is a file under `root` (DATA_DIR), written aside and renamed. */
export function localObjectStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  // Directories made by this store: a thousand cached symbols need not ask for theirs a thousand times.
  const made = new Set<string>();
  const aside = (target: string) => `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.part`;
  const prepare = async (key: string) => {
    const target = file(key);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      await fs.mkdir(parent, { recursive: true });
      made.add(parent);
    }
    return { target, temporary: aside(target) };
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  const stat = async (key: string) => {
    try {
      const stats = await fs.stat(file(key));
      return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    kind: "local",
    description: root,
    stat,
    async read(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const stored = await stat(key);
      return stored && { ...stored, body: createReadStream(file(key)) };
    },
    async put(key, body) {
      const { target, temporary } = await prepare(key);
      try {
        await fs.writeFile(temporary, body, { mode: 0o644 });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(key, write) {
      const { target, temporary } = await prepare(key);
      const handle = await fs.open(temporary, "w", 0o644);
      try {
        await write(handle.createWriteStream());
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      } finally {
        await handle.close().catch(() => undefined);
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async list(prefix) {
      const slash = prefix.lastIndexOf("/");
      const folder = prefix.slice(0, slash + 1);
      let names: string[];
      try {
        names = await fs.readdir(folder ? file(folder.slice(0, -1)) : root);
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      return names
        .map((name) => folder + name)
        .filter((key) => key.startsWith(prefix) && KEY.test(key) && !key.endsWith(".part"))
        .sort();
    },
    async check() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.W_OK);
      } catch (error) {
        throw new ObjectStoreError(`DATA_DIR ${root} cannot be written: ${(error as Error).message}`);
      }
    },
  };
}
