import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ByteLru } from "./lru.server";
import type { InvalidationBus } from "./invalidation.server";
import { tagsIntersect } from "./tags";

export type Encoding = "br" | "gzip" | "identity";

/** A rendered anonymous page, as the cache keeps it. */
export interface CachedPage {
  status: number;
  /** Response headers to send with it (never Set-Cookie, never per-request ones). */
  headers: Array<[string, string]>;
  body: Buffer;
  /** Compressed forms, made once on first demand so that a hit costs no compression. */
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
  etag: string;
  /** The hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  /** Whether its holes may be filled in for a visitor with a cart or a session (nothing personal read outside them, ADR 0035). */
  fillable: boolean;
  tags: ReadonlySet<string>;
  bytes: number;
}

export interface PageCacheOptions {
  enabled: boolean;
  maxBytes: number;
}

const ENTRY_OVERHEAD_BYTES = 1_024;

/**
 * The shared page cache of one process: anonymous, visitor-independent responses by URL, bounded
 * by bytes (least recently used out first), dropped by tag when the bus reports a write. Renders
 * of one URL at once are coalesced, and a render that overlapped an invalidation is not stored.
 */
export class PageCache {
  readonly #lru: ByteLru<CachedPage>;
  readonly #inFlight = new Map<string, Promise<unknown>>();

  constructor(
    readonly bus: InvalidationBus,
    readonly options: PageCacheOptions,
  ) {
    this.#lru = new ByteLru(options.maxBytes);
    bus.subscribe((tags) => {
      this.#lru.deleteWhere((page) => tagsIntersect(page.tags, tags));
      // Renders under way read data from before the write: later requests start their own.
      this.#inFlight.clear();
    });
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Whether pages may be served from and written to the cache right now. */
  get usable(): boolean {
    return this.options.enabled && this.bus.healthy;
  }

  get stats() {
    return { entries: this.#lru.size, bytes: this.#lru.bytes, maxBytes: this.options.maxBytes };
  }

  get(key: string): CachedPage | undefined {
    return this.usable ? this.#lru.get(key) : undefined;
  }

  /**
   * The page kept for `key` even while the cache is bypassed: only for answering while the database
   * cannot be reached, instead of a 503 (stale-if-error). Entries are stored only while listening for
   * invalidations, and all are dropped when listening starts again after a loss, so this is at
   * worst what the site showed when the connection went.
   */
  stale(key: string): CachedPage | undefined {
    return this.options.enabled ? this.#lru.get(key) : undefined;
  }

  /**
   * Runs `render` for `key`, or joins a render of the same key already under way (a campaign's
   * first thousand visitors cost one render). `shareable` says whether a result may be handed to
   * the requests that joined (a response that sets a cookie is not).
   */
  async coalesce<T>(key: string, render: () => Promise<T>, shareable: (result: T) => boolean): Promise<T> {
    // PAGE_CACHE=off renders every request on its own.
    if (!this.options.enabled) return render();
    const running = this.#inFlight.get(key) as Promise<T> | undefined;
    if (running) {
      const result = await running.catch(() => undefined);
      if (result !== undefined && shareable(result)) return result;
    }
    const started = render();
    this.#inFlight.set(key, started);
    try {
      return await started;
    } finally {
      if (this.#inFlight.get(key) === started) this.#inFlight.delete(key);
    }
  }

  /** Stores a page unless an invalidation arrived since `generation` (its data may predate a write). */
  store(key: string, page: Omit<CachedPage, "bytes" | "encoded" | "etag">, generation: number): CachedPage | undefined {
    const entry: CachedPage = {
      ...page,
      encoded: {},
      etag: `"${createHash("sha1").update(page.body).digest("base64url")}"`,
      bytes: page.body.length + key.length + ENTRY_OVERHEAD_BYTES,
    };
    if (!this.usable || this.bus.generation !== generation) return undefined;
    return this.#lru.set(key, entry) ? entry : undefined;
  }

  /** The body in `encoding`, compressed once and kept with the entry. */
  body(key: string, page: CachedPage, encoding: Encoding): Buffer {
    if (encoding === "identity") return page.body;
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const compressed = compress(page.body, encoding);
    page.encoded[encoding] = compressed;
    this.#lru.resize(key, compressed.length);
    return compressed;
  }
}

/** Brotli at quality 5 and gzip at level 6: about as small as it gets for HTML at a few ms per page. */
export function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (`offered` narrows the choice). */
export function chooseEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ["br", "gzip"]): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const brotli = offered.includes("br") ? weight("br") : 0;
  const gzip = offered.includes("gzip") ? weight("gzip") : 0;
  if (brotli > 0 && brotli >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}
