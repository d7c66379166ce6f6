import type { InvalidationBus } from "./invalidation.server";
import { tagsIntersect } from "./tags";

/**
 * Data that every page needs (the site, one language's shell) read once per process instead of
 * once per request, and dropped through the same invalidations as the page cache. A load that
 * overlapped an invalidation is used by its caller but not kept; failed loads are never kept.
 */
export class ProcessMemo {
  readonly #entries = new Map<string, { value: Promise<unknown>; tags: ReadonlySet<string>; settled?: { value: unknown } }>();

  constructor(
    readonly bus: InvalidationBus,
    readonly enabled = true,
  ) {
    bus.subscribe((tags) => {
      for (const [key, entry] of this.#entries) if (tagsIntersect(entry.tags, tags)) this.#entries.delete(key);
    });
  }

  get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.enabled || !this.bus.healthy) return load();
    const kept = this.#entries.get(key);
    if (kept) return kept.value as Promise<T>;
    const generation = this.bus.generation;
    const value = load();
    const entry: { value: Promise<unknown>; tags: ReadonlySet<string>; settled?: { value: unknown } } = { value, tags: new Set(tags) };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    value.then((loaded) => {
      if (this.bus.generation !== generation) forget();
      else entry.settled = { value: loaded };
    }, forget);
    return value;
  }

  /** The value kept for `key` when it has loaded (and no invalidation has dropped it since), without waiting: undefined otherwise. */
  settled<T>(key: string, options: { stale?: boolean } = {}): T | undefined {
    // `stale`: kept even while invalidations are not heard (for pages answered while the database is down; see PageCache.stale).
    if (!this.enabled || (!this.bus.healthy && !options.stale)) return undefined;
    return this.#entries.get(key)?.settled?.value as T | undefined;
  }
}
