import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Listening } from "../db/client.server";
import type { Logger } from "../logger.server";

/** The NOTIFY channel the triggers of migration 0005 and `invalidatePages` send tags on. */
export const PAGE_CACHE_CHANNEL = "page_cache";
/** A payload that drops everything (NOTIFY payloads are capped at 8000 bytes; the triggers fall back to coarse tags long before). */
const MAX_PAYLOAD = 7_900;

/**
 * Tells every app process that pages showing `tags` changed. Call it inside the write's
 * transaction with the transaction handle: PostgreSQL delivers the notification only after commit
 * (and not at all on rollback), to every process, in-process on PGlite. Table writes need no call:
 * triggers on the tables that pages show send their tags themselves (ADR 0008); this is for
 * changes the triggers cannot see.
 */
export async function invalidatePages(db: Database, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const payload = tags.join(" ");
  await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${payload.length > MAX_PAYLOAD ? "*" : payload})`);
}

export type InvalidationHandler = (tags: readonly string[]) => void;

/**
 * Tags of a visitor's own state (migration 0029: 'visitor:user:<id>', 'visitor:guest:<id>',
 * 'visitor:*'): only the visitor-state memo hears them; pages never show a visitor's state, so they
 * neither drop cached pages nor count as a page invalidation (a campaign's many cart writes must
 * not keep renders from being stored).
 */
export const VISITOR_TAG_PREFIX = "visitor:";

/**
 * Fans invalidations out to the caches of this process. `generation` grows with every one, so a
 * render that began before a write and ends after its notification can tell, and not store what it
 * read before the write. While the listen connection is down nothing may be cached (another
 * process's writes would go unseen): `healthy` is false and the caches are bypassed. What they held
 * is kept, unserved, so that a page can still be answered while the database itself cannot be
 * reached (stale-if-error, `PageCache.stale`); it is dropped when listening starts again.
 */
export class InvalidationBus {
  #generation = 0;
  // Not until the listener is up: a write by another process before then would go unseen.
  #healthy = false;
  readonly #handlers = new Set<InvalidationHandler>();
  readonly #everyTagHandlers = new Set<InvalidationHandler>();

  get generation(): number {
    return this.#generation;
  }

  get healthy(): boolean {
    return this.#healthy;
  }

  /** Hears the page tags of every invalidation (never the visitor tags). */
  subscribe(handler: InvalidationHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /** Hears every invalidation's tags, the visitor tags included (the visitor-state memo). */
  subscribeToEveryTag(handler: InvalidationHandler): () => void {
    this.#everyTagHandlers.add(handler);
    return () => this.#everyTagHandlers.delete(handler);
  }

  /** Drops what shows any of `tags` in this process. */
  invalidate(tags: readonly string[]): void {
    if (tags.length === 0) return;
    const pageTags = tags.filter((tag) => !tag.startsWith(VISITOR_TAG_PREFIX));
    if (pageTags.length > 0) {
      this.#generation++;
      for (const handler of this.#handlers) handler(pageTags);
    }
    for (const handler of this.#everyTagHandlers) handler(tags);
  }

  /** Drops everything (the listen connection came back after a loss: what was written meanwhile is unknown). */
  flush(): void {
    this.invalidate(["*"]);
  }

  setHealthy(healthy: boolean): void {
    this.#healthy = healthy;
    this.#generation++;
  }
}

/** Splits a NOTIFY payload into tags. */
export function parsePayload(payload: string): string[] {
  return payload.split(" ").filter((tag) => tag.length > 0);
}

export interface InvalidationListener {
  /** Resolves once listening for the first time (or when given up because the process stops). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const RETRY_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/**
 * Listens on the page-cache channel through `handle.listen` (a dedicated connection on
 * PostgreSQL, the engine itself on PGlite) and feeds the bus. When the connection is lost, the
 * caches are bypassed until it is back, and flushed then; it is retried with a growing pause.
 */
export function listenForInvalidations(
  handle: Pick<DatabaseHandle, "listen">,
  bus: InvalidationBus,
  logger?: Logger,
): InvalidationListener {
  let stopped = false;
  let current: Listening | undefined;
  let wake: (() => void) | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const run = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        current = await handle.listen(PAGE_CACHE_CHANNEL, (payload) => bus.invalidate(parsePayload(payload)));
      } catch (error) {
        bus.setHealthy(false);
        const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
        if (attempt === 0 || attempt % 10 === 0)
          logger?.warn({ err: error, retryInMs: delay }, "page cache: cannot listen for invalidations; cache bypassed");
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        continue;
      }
      if (stopped) break;
      // Whatever was written while nobody listened is unknown: start from an empty cache.
      bus.flush();
      bus.setHealthy(true);
      if (attempt > 0) logger?.info("page cache: listening for invalidations again");
      attempt = -1;
      resolveReady();
      const lost = await current.lost;
      if (stopped) break;
      // Not flushed here: kept unserved for stale-if-error while the database is down, flushed on return.
      bus.setHealthy(false);
      logger?.warn({ err: lost }, "page cache: lost the invalidation connection; cache bypassed until it is back, then flushed");
    }
    resolveReady();
  };
  void run();
  return {
    ready,
    async stop() {
      stopped = true;
      wake?.();
      await current?.close();
    },
  };
}
