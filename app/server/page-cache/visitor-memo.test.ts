import { describe, expect, it } from "vitest";
import { ANONYMOUS, type PersonalState } from "~/lib/personal";
import { InvalidationBus } from "./invalidation.server";
import { VisitorMemo } from "./visitor-memo.server";

const state = (name: string) => ({
  state: { ...ANONYMOUS, user: { name, email: `${name}@example.com` } } as PersonalState,
  fragments: new Map<string, string>(),
});
const kari = "storefront.session_token=kari-token";
const ola = "storefront_guest=ola-guest";

function memo(options: Partial<ConstructorParameters<typeof VisitorMemo>[1]> = {}) {
  const bus = new InvalidationBus();
  bus.setHealthy(true);
  let now = 1_000;
  const visitors = new VisitorMemo(bus, { enabled: true, maxEntries: 100, ttlMs: 30_000, now: () => now, ...options });
  return { bus, visitors, advance: (ms: number) => (now += ms) };
}

/** Stores `value` for the visitor with `cookie` in `language`, read from a load that began now. */
function keep(visitors: VisitorMemo, cookie: string, value: ReturnType<typeof state>, owners: string[], language = "nb") {
  const key = visitors.keyOf(cookie, language)!;
  visitors.store(key, value, owners, visitors.sequence);
  return key;
}

describe("the visitor-state memo", () => {
  it("keys a visitor by language and personal cookies only, in one order, and keeps nothing for a pending toast or no personal cookie", () => {
    const { visitors } = memo();
    expect(visitors.keyOf(`theme=dark; ${kari}; storefront_guest=g1`, "nb")).toBe(visitors.keyOf(`storefront_guest=g1;${kari}`, "nb"));
    expect(visitors.keyOf(kari, "nb")).not.toBe(visitors.keyOf(kari, "en"));
    expect(visitors.keyOf(kari, "nb")).not.toBe(visitors.keyOf(ola, "nb"));
    expect(visitors.keyOf("theme=dark", "nb")).toBeNull();
    expect(visitors.keyOf(undefined, "nb")).toBeNull();
    expect(visitors.keyOf(`${kari}; storefront_flash=cart.added`, "nb")).toBeNull();
  });

  it("answers a kept state until its owner's rows change, in any process (the triggers' tags)", () => {
    const { bus, visitors } = memo();
    const karis = keep(visitors, kari, state("Kari"), ["visitor:user:u1"]);
    const olas = keep(visitors, ola, state("Ola"), ["visitor:guest:g1"]);
    expect(visitors.get(karis)?.state.user?.name).toBe("Kari");
    bus.invalidate(["visitor:user:u2"]);
    expect(visitors.get(karis)).toBeDefined();
    bus.invalidate(["visitor:user:u1"]);
    expect(visitors.get(karis)).toBeUndefined();
    expect(visitors.get(olas)?.state.user?.name).toBe("Ola");
    bus.invalidate(["visitor:guest:g1"]);
    expect(visitors.get(olas)).toBeUndefined();
  });

  it("drops every state when the catalogue, the restaurants, the shell or everything changes, but not for a content page", () => {
    for (const tags of [["catalog", "product:p1"], ["restaurants"], ["shell"], ["*"], ["visitor:*"]]) {
      const { bus, visitors } = memo();
      const key = keep(visitors, kari, state("Kari"), ["visitor:user:u1"]);
      bus.invalidate(["page:about"]);
      expect(visitors.get(key)).toBeDefined();
      bus.invalidate(tags);
      expect(visitors.get(key), tags.join(" ")).toBeUndefined();
    }
  });

  it("forgets a visitor who sends a write here, in every language, a pending toast or not", () => {
    const { visitors } = memo();
    const nb = keep(visitors, kari, state("Kari"), ["visitor:user:u1"]);
    const en = keep(visitors, kari, state("Kari"), ["visitor:user:u1"], "en");
    const olas = keep(visitors, ola, state("Ola"), ["visitor:guest:g1"]);
    visitors.forget(`${kari}; storefront_flash=cart.added`);
    expect(visitors.get(nb)).toBeUndefined();
    expect(visitors.get(en)).toBeUndefined();
    expect(visitors.get(olas)).toBeDefined();
  });

  it("does not keep a load that overlapped a change concerning it (the write may have come after its reads)", () => {
    const { bus, visitors } = memo();
    const key = visitors.keyOf(kari, "nb")!;
    const began = visitors.sequence;
    bus.invalidate(["visitor:user:u1"]);
    visitors.store(key, state("Kari, before"), ["visitor:user:u1"], began);
    expect(visitors.get(key)).toBeUndefined();
    // A change concerning someone else does not stand in the way.
    const again = visitors.sequence;
    bus.invalidate(["visitor:user:u2"]);
    visitors.store(key, state("Kari"), ["visitor:user:u1"], again);
    expect(visitors.get(key)?.state.user?.name).toBe("Kari");
    // Nor does its own visitor's write sent before it began, but one sent meanwhile does.
    const third = visitors.sequence;
    visitors.forget(kari);
    visitors.store(key, state("Kari, stale"), ["visitor:user:u1"], third);
    expect(visitors.get(key)).toBeUndefined();
  });

  it("does not keep a load older than the invalidations it remembers", () => {
    const { bus, visitors } = memo();
    const key = visitors.keyOf(kari, "nb")!;
    const began = visitors.sequence;
    for (let index = 0; index < 300; index++) bus.invalidate([`visitor:user:other-${index}`]);
    visitors.store(key, state("Kari"), ["visitor:user:u1"], began);
    expect(visitors.get(key)).toBeUndefined();
  });

  it("reads a state again after its time, keeps at most its bound (least recently used out), and nothing while it cannot hear changes", () => {
    const { bus, visitors, advance } = memo({ maxEntries: 2 });
    const first = keep(visitors, "storefront_guest=a", state("A"), ["visitor:guest:a"]);
    const second = keep(visitors, "storefront_guest=b", state("B"), ["visitor:guest:b"]);
    expect(visitors.get(first)).toBeDefined();
    const third = keep(visitors, "storefront_guest=c", state("C"), ["visitor:guest:c"]);
    expect(visitors.size).toBe(2);
    expect(visitors.get(second)).toBeUndefined();
    expect(visitors.get(first)).toBeDefined();
    advance(30_001);
    expect(visitors.get(third)).toBeUndefined();
    bus.setHealthy(false);
    const key = keep(visitors, kari, state("Kari"), ["visitor:user:u1"]);
    expect(visitors.get(key)).toBeUndefined();
    bus.setHealthy(true);
    expect(visitors.get(key)).toBeUndefined();
  });

  it("keeps page invalidations apart: visitor tags neither reach the page cache nor count as a page change", () => {
    const { bus } = memo();
    const heard: string[][] = [];
    bus.subscribe((tags) => heard.push([...tags]));
    const generation = bus.generation;
    bus.invalidate(["visitor:guest:g1", "visitor:user:u1"]);
    expect(bus.generation).toBe(generation);
    expect(heard).toEqual([]);
    bus.invalidate(["catalog", "visitor:user:u1"]);
    expect(bus.generation).toBe(generation + 1);
    expect(heard).toEqual([["catalog"]]);
  });
});
