import { readCookie } from "~/lib/cookies";
import type { PersonalState } from "~/lib/personal";
import { VISITOR_TAG_PREFIX, type InvalidationBus } from "./invalidation.server";
import { PERSONAL_COOKIES } from "./personal-cookies.server";
import { UNKNOWN_DEPENDENCIES, pageTags } from "./tags";

/** What a visitor's state shows besides their own rows: product names, prices and images, restaurant names, UI texts. A write to any drops every entry. */
const SHARED_DEPENDENCIES = new Set<string>([
  pageTags.catalog,
  pageTags.restaurants,
  pageTags.shell,
  UNKNOWN_DEPENDENCIES,
  `${VISITOR_TAG_PREFIX}*`,
]);
const FLASH_COOKIE = "storefront_flash";
// Invalidations remembered for loads under way: a load that began before the oldest is not kept.
const RECENT_INVALIDATIONS = 256;

/** A visitor's state, with the markup of the holes that depend only on it (rendered once, ADR 0035). */
export interface KeptVisitor {
  state: PersonalState;
  fragments: Map<string, string>;
}

interface Entry {
  value: KeptVisitor;
  tags: readonly string[];
  expires: number;
}

export interface VisitorMemoOptions {
  enabled: boolean;
  /** At most this many visitors' states (least recently used out first). */
  maxEntries: number;
  /** A state is read again after this long, whatever was heard (a session's expiry, a missed notification). */
  ttlMs: number;
  now?: () => number;
}

/**
 * The state of the visitors with a cart or a session who are browsing (ADR 0035), kept per process
 * so that filling a cached page's holes costs no query: keyed by the page's language and the
 * visitor's personal cookies, dropped when their cart, quote basket, session, account or admin
 * rights change (migration 0029's triggers, 'visitor:user:<id>' and 'visitor:guest:<id>' on the
 * page-cache channel, heard by every process), when the catalogue, the restaurants or the shell
 * change, when the visitor sends anything but a GET to this process (`forget`), and after
 * `ttlMs`. A load that overlapped an invalidation concerning it is used but not kept; nothing is
 * kept while invalidations cannot be heard.
 */
export class VisitorMemo {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #recent: Array<{ sequence: number; tags: readonly string[] }> = [];
  #sequence = 0;
  readonly #now: () => number;

  constructor(
    readonly bus: InvalidationBus,
    readonly options: VisitorMemoOptions,
  ) {
    this.#now = options.now ?? Date.now;
    bus.subscribeToEveryTag((tags) => this.#invalidate(tags));
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The memo's key for a request: its language and personal cookies; null when it must not be kept (no personal cookie, or a pending toast). */
  keyOf(cookieHeader: string | undefined, languageCode: string): string | null {
    const cookies = personalCookiesOf(cookieHeader);
    return cookies === null ? null : `${languageCode} ${cookies}`;
  }

  /** Where a load starts: pass it to `store`. */
  get sequence(): number {
    return this.#sequence;
  }

  get(key: string): KeptVisitor | undefined {
    if (!this.options.enabled || !this.bus.healthy) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#delete(key);
      return undefined;
    }
    // Least recently used last out: a hit moves to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` for `key`, its state read since `sequence`, depending on `owners` ('visitor:user:<id>',
   * 'visitor:guest:<id>'); not when an invalidation that concerns it arrived meanwhile.
   */
  store(key: string, value: KeptVisitor, owners: readonly string[], sequence: number): void {
    if (!this.options.enabled || !this.bus.healthy) return;
    const tags = [...owners, cookiesTag(key.slice(key.indexOf(" ") + 1))];
    const oldest = this.#recent[0]?.sequence ?? this.#sequence + 1;
    if (sequence < this.#sequence && oldest > sequence + 1) return;
    for (const { sequence: at, tags: invalidated } of this.#recent)
      if (at > sequence && invalidated.some((tag) => SHARED_DEPENDENCIES.has(tag) || tags.includes(tag))) return;
    this.#delete(key);
    const now = this.#now();
    this.#entries.set(key, { value, tags, expires: now + this.options.ttlMs });
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // The oldest entries go first: past the bound, and any that have expired.
    for (const [oldKey, entry] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && entry.expires > now) break;
      this.#delete(oldKey);
    }
  }

  /** Drops the states of the visitor with these cookies in this process (they sent a write: their next page reads it). */
  forget(cookieHeader: string | undefined): void {
    const cookies = personalCookiesOf(cookieHeader, { withFlash: true });
    if (cookies !== null) this.#invalidate([cookiesTag(cookies)]);
  }

  #invalidate(tags: readonly string[]): void {
    this.#sequence++;
    this.#recent.push({ sequence: this.#sequence, tags });
    if (this.#recent.length > RECENT_INVALIDATIONS) this.#recent.shift();
    if (tags.some((tag) => SHARED_DEPENDENCIES.has(tag))) {
      this.#entries.clear();
      this.#keysByTag.clear();
      return;
    }
    for (const tag of tags) for (const key of this.#keysByTag.get(tag) ?? []) this.#delete(key);
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

function cookiesTag(cookies: string): string {
  return `${VISITOR_TAG_PREFIX}cookies:${cookies}`;
}

/** The values of the personal cookies, in one order, read as the app reads them; null without any (or, unless `withFlash`, with a pending toast). */
function personalCookiesOf(cookieHeader: string | undefined, { withFlash = false } = {}): string | null {
  if (!withFlash && readCookie(cookieHeader, FLASH_COOKIE) !== null) return null;
  const pairs = PERSONAL_COOKIES.filter((name) => name !== FLASH_COOKIE).flatMap((name) => {
    const value = readCookie(cookieHeader, name);
    return value === null ? [] : [`${name}=${value}`];
  });
  return pairs.length > 0 ? pairs.join(";") : null;
}
