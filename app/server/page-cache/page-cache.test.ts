import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./csp.server";
import { InvalidationBus, parsePayload } from "./invalidation.server";
import { pageCacheKey, pagePathOf } from "./keys.server";
import { ByteLru } from "./lru.server";
import { ProcessMemo } from "./memo.server";
import { chooseEncoding, PageCache } from "./page-cache.server";
import { carriesPersonalCookie } from "./personal.server";
import { pageTags, tagsIntersect } from "./tags";

describe("cache keys", () => {
  it("keep the path (and with it the language) and sort the query", () => {
    expect(pageCacheKey("/products")).toBe("/products");
    expect(pageCacheKey("/en/products")).toBe("/en/products");
    expect(pageCacheKey("/products?sort=name&page=2")).toBe(pageCacheKey("/products?page=2&sort=name"));
    expect(pageCacheKey("/products?page=2&sort=name")).toBe("/products?page=2&sort=name");
    expect(pageCacheKey("/products?page=2")).not.toBe(pageCacheKey("/products?page=3"));
  });

  it("drop campaign parameters and spell a path one way", () => {
    expect(pageCacheKey("/products/helmelk?utm_source=tv&utm_campaign=x&fbclid=1")).toBe("/products/helmelk");
    expect(pageCacheKey("/products/r%C3%B8mme")).toBe(pageCacheKey("/products/rømme"));
    expect(pageCacheKey("/products?search=r%C3%B8mme")).toBe(pageCacheKey("/products?search=rømme"));
  });

  it("refuse paths that routing could read another way", () => {
    expect(pageCacheKey("/products/%2e%2e/admin")).not.toBeNull(); // decoded dots are a slug, not a segment
    expect(pageCacheKey("/a/../admin")).toBeNull();
    expect(pageCacheKey("/products%2Fx")).toBeNull();
    expect(pageCacheKey("//evil.example/")).toBeNull();
    expect(pageCacheKey("/%E0%A4%A")).toBeNull();
  });

  it("map React Router's data requests to their page", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/en/products.data")).toBe("/en/products");
    expect(pageCacheKey("/products.data?_routes=routes%2Fproducts")).toBe("/products.data?_routes=routes%2Fproducts");
  });

  it("choose brotli, else gzip, else none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });

  it("see personal cookies by name only", () => {
    expect(carriesPersonalCookie("preferred-language=en; _ga=1")).toBe(false);
    expect(carriesPersonalCookie("preferred-language=en; storefront.session_token=abc")).toBe(true);
    expect(carriesPersonalCookie("storefront_guest=xyz")).toBe(true);
    expect(carriesPersonalCookie("storefront_flash=toast.signedIn")).toBe(true);
    expect(carriesPersonalCookie("not_storefront_guest=1")).toBe(false);
    expect(carriesPersonalCookie(undefined)).toBe(false);
  });
});

describe("byte-bounded LRU", () => {
  const value = (bytes: number) => ({ bytes });

  it("evicts the least recently used entries once over the cap", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", value(40));
    lru.set("b", value(40));
    lru.get("a"); // b is now the oldest
    lru.set("c", value(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it("never keeps a value larger than the cap, and counts replacements once", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    expect(lru.set("huge", value(101))).toBe(false);
    lru.set("a", value(30));
    lru.set("a", value(50));
    expect(lru.bytes).toBe(50);
    expect(lru.size).toBe(1);
  });

  it("grows an entry that gained a compressed form, evicting others", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", value(40));
    lru.set("b", value(40));
    lru.resize("b", 30);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(70);
  });
});

describe("invalidation fan-out", () => {
  const page = (tags: string[]) => ({
    status: 200,
    headers: [] as Array<[string, string]>,
    body: Buffer.from("<p>x</p>"),
    scriptHashes: [],
    fillable: false,
    tags: new Set(tags),
  });

  function cacheWith(entries: Record<string, string[]>) {
    const bus = new InvalidationBus();
    bus.setHealthy(true);
    const cache = new PageCache(bus, { enabled: true, maxBytes: 1 << 20 });
    for (const [key, tags] of Object.entries(entries)) cache.store(key, page(tags), bus.generation);
    return { bus, cache };
  }

  it("matches tags, prefixes and pages of unknown dependencies", () => {
    const product = new Set([pageTags.shell, pageTags.product("p1")]);
    expect(tagsIntersect(product, ["product:p1"])).toBe(true);
    expect(tagsIntersect(product, ["product:p2", "catalog"])).toBe(false);
    expect(tagsIntersect(product, ["catalog", "product:*"])).toBe(true);
    expect(tagsIntersect(product, ["shell"])).toBe(true);
    expect(tagsIntersect(new Set(["*", "shell"]), ["page:about"])).toBe(true);
    expect(tagsIntersect(product, ["*"])).toBe(true);
    expect(parsePayload("catalog  product:p1 ")).toEqual(["catalog", "product:p1"]);
  });

  it("drops exactly the entries a write changes", () => {
    const { bus, cache } = cacheWith({
      "/products/a": ["shell", "product:a"],
      "/products/b": ["shell", "product:b"],
      "/products": ["shell", "catalog"],
      "/about": ["shell", "page:about"],
    });
    bus.invalidate(["catalog", "product:a"]);
    expect(cache.get("/products/a")).toBeUndefined();
    expect(cache.get("/products")).toBeUndefined();
    expect(cache.get("/products/b")).toBeDefined();
    expect(cache.get("/about")).toBeDefined();
    bus.invalidate(["shell"]);
    expect(cache.stats.entries).toBe(0);
  });

  it("does not store a render that overlapped an invalidation, nor anything while the listener is down", () => {
    const { bus, cache } = cacheWith({});
    const started = bus.generation;
    bus.invalidate(["page:faq"]);
    expect(cache.store("/products", page(["shell", "catalog"]), started)).toBeUndefined();
    expect(cache.store("/products", page(["shell", "catalog"]), bus.generation)).toBeDefined();
    bus.setHealthy(false);
    expect(cache.get("/products")).toBeUndefined();
    expect(cache.store("/about", page(["shell"]), bus.generation)).toBeUndefined();
  });

  it("coalesces renders of one URL, and keeps compressed forms with the entry", async () => {
    const { bus, cache } = cacheWith({});
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "page";
    };
    const results = await Promise.all([1, 2, 3].map(() => cache.coalesce("/x", render, () => true)));
    expect(results).toEqual(["page", "page", "page"]);
    expect(renders).toBe(1);
    const entry = cache.store("/x", { ...page(["shell"]), body: Buffer.from("<p>hello</p>".repeat(200)) }, bus.generation)!;
    const before = cache.stats.bytes;
    const br = cache.body("/x", entry, "br");
    expect(cache.body("/x", entry, "br")).toBe(br);
    expect(cache.stats.bytes).toBe(before + br.length);
  });

  it("drops memoised data with the pages, and keeps no load that overlapped a write", async () => {
    const bus = new InvalidationBus();
    bus.setHealthy(true);
    const memo = new ProcessMemo(bus);
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.get("site", ["shell"], load)).toBe(1);
    expect(await memo.get("site", ["shell"], load)).toBe(1);
    bus.invalidate(["catalog"]);
    expect(await memo.get("site", ["shell"], load)).toBe(1);
    bus.invalidate(["shell"]);
    expect(await memo.get("site", ["shell"], load)).toBe(2);
    const slow = memo.get("shell:en", ["shell"], async () => {
      bus.invalidate(["page:x"]);
      return "old";
    });
    expect(await slow).toBe("old");
    expect(await memo.get("shell:en", ["shell"], async () => "new")).toBe("new");
  });
});

describe("inline script hashes", () => {
  it("hash executable inline scripts only", () => {
    const html = `<script>a()</script><script type="module" async="">import "/x.js"</script><script type="application/ld+json">{"a":1}</script><script src="/y.js"></script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    // sha256("a()") in base64
    expect(hashes[0]).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });
});
