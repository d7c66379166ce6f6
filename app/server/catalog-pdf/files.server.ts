import path from "node:path";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { localObjectStore, type ObjectStore } from "../media/object-store.server";

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

/** The catalogues of an object store (ADR 0031): `name` is kept as `<prefix><name>` (DATA_DIR/catalog-pdf on the local store). */
export function catalogueFiles(store: ObjectStore, prefix = CATALOGUE_STORE_PREFIX): CatalogueFileStore {
  const key = (name: string) => `${prefix}${checked(name)}`;
  return {
    stat: (name) => store.stat(key(name)),
    read(name) {
      // The route streams it at once; a missing or failing object ends the stream with the error.
      const out = new PassThrough();
      store.open(key(name)).then(
        (opened) => {
          if (!opened) return out.destroy(Object.assign(new Error(`no catalogue ${name}`), { code: "ENOENT" }));
          opened.body.on("error", (error) => out.destroy(error));
          opened.body.pipe(out);
        },
        (error: Error) => out.destroy(error),
      );
      return out;
    },
    put: (name, write) => store.putStream(key(name), write),
    async removeOthers(namePrefix, keep) {
      if (!/^[a-z0-9-]+$/.test(namePrefix)) throw new Error(`not a catalogue name prefix: ${namePrefix}`);
      const stored = await store.list(`${prefix}${namePrefix}`);
      await Promise.all(
        stored
          .map((found) => found.slice(prefix.length))
          .filter((name) => name !== keep && NAME.test(name))
          .map((name) => store.delete(key(name))),
      );
    },
    readBytes: (name) => store.read(key(name)),
    putBytes: (name, bytes) => store.put(key(name), bytes),
  };
}

/** The folder of the object store that holds the catalogues. */
export const CATALOGUE_STORE_PREFIX = "catalog-pdf/";

/** Catalogues kept as files in one directory (tests, benchmarks). */
export const localCatalogueFiles = (directory: string) => catalogueFiles(localObjectStore(directory), "");

/** The catalogue directory of a data directory. */
export const catalogueDirectory = (dataDir: string) => path.join(dataDir, "catalog-pdf");
