import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

/**
 * Where generated catalogues are kept: every file operation of the PDF catalogue goes through this,
 * so that another store (object storage shared by several app machines) is one more implementation.
 * Names are made by the app (`nb-all-<version>.pdf`), never taken from a request.
 */
export interface CatalogueFileStore {
  /** Size and time of a stored file, or null when there is none. */
  stat(name: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** The file's bytes as a stream. */
  read(name: string): Readable;
  /** Stores what `write` writes under `name`, whole or not at all (a reader never sees half a file). */
  put(name: string, write: (out: Writable) => Promise<void>): Promise<void>;
  /** Removes the files whose names start with `prefix`, except `keep` (older versions of one catalogue). */
  removeOthers(prefix: string, keep: string): Promise<void>;
  /** A small stored file's bytes (a cached picture or symbol, `cache/…`), or null when there is none. */
  readBytes(name: string): Promise<Buffer | null>;
  /** Stores `bytes` under `name`, whole or not at all. */
  putBytes(name: string, bytes: Uint8Array | string): Promise<void>;
}

/** Catalogues (`nb-all-<version>.pdf`) at the top; pictures scaled for print and drawn symbols under `cache/`. */
const NAME = /^[a-z0-9-]+\.pdf$/;
const CACHE_NAME = /^cache\/[a-z0-9-]+\.(?:jpg|json)$/;

function checked(name: string): string {
  if (!NAME.test(name) && !CACHE_NAME.test(name)) throw new Error(`not a catalogue file name: ${name}`);
  return name;
}

/** The local store: DATA_DIR/catalog-pdf. */
export function localCatalogueFiles(directory: string): CatalogueFileStore {
  const file = (name: string) => path.join(directory, checked(name));
  // Written aside and renamed: on one machine a rename replaces the file whole, so two processes
  // making the same file at once leave one complete file.
  // Directories made by this store: a thousand cached symbols need not ask for theirs a thousand times.
  const made = new Set<string>();
  const aside = (target: string) => `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.part`;
  return {
    async stat(name) {
      try {
        const stats = await fs.stat(file(name));
        return { size: stats.size, modifiedAt: stats.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    read: (name) => createReadStream(file(name)),
    async put(name, write) {
      await fs.mkdir(directory, { recursive: true });
      const target = file(name);
      const temporary = aside(target);
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
    async removeOthers(prefix, keep) {
      let names: string[];
      try {
        names = await fs.readdir(directory);
      } catch {
        return;
      }
      await Promise.all(
        names
          .filter((name) => name.startsWith(prefix) && name !== keep && NAME.test(name))
          .map((name) => fs.rm(path.join(directory, name), { force: true })),
      );
    },
    async readBytes(name) {
      try {
        return await fs.readFile(file(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async putBytes(name, bytes) {
      const target = file(name);
      const parent = path.dirname(target);
      if (!made.has(parent)) {
        await fs.mkdir(parent, { recursive: true });
        made.add(parent);
      }
      const temporary = aside(target);
      try {
        await fs.writeFile(temporary, bytes, { mode: 0o644 });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/** The catalogue directory of a data directory. */
export const catalogueDirectory = (dataDir: string) => path.join(dataDir, "catalog-pdf");
