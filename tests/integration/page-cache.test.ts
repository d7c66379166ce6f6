import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { pageContent, pageContentI18n, products, productsI18n, translations } from "~/server/db/schema";
import { invalidatePages, InvalidationBus, listenForInvalidations } from "~/server/page-cache/invalidation.server";
import { PageCache } from "~/server/page-cache/page-cache.server";
import { testDatabaseUrl, testEngine, useTestDatabase } from "../support/database";

async function waitFor(check: () => boolean, timeoutMs = 1_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A bus that records every invalidation it hears. */
function recordingBus() {
  const bus = new InvalidationBus();
  const heard: string[][] = [];
  bus.subscribe((tags) => heard.push([...tags]));
  return { bus, heard };
}

const page = (tags: string[]) => ({
  status: 200,
  headers: [] as Array<[string, string]>,
  body: Buffer.from("<p>page</p>"),
  scriptHashes: [],
  fillable: false,
  tags: new Set(tags),
});

describe(`page cache invalidation on ${testEngine()}`, () => {
  const { bus, heard } = recordingBus();
  const database = useTestDatabase({ listen: bus });
  const cache = new PageCache(bus, { enabled: true, maxBytes: 1 << 20 });

  const heardSince = (start: number) => heard.slice(start).flat();

  it("drops the pages a product write changes, and only those, after commit", async () => {
    const { db } = database.handle;
    const [first, second] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
    cache.store("/products/first", page(["shell", `product:${first!.id}`]), bus.generation);
    cache.store("/products/second", page(["shell", `product:${second!.id}`]), bus.generation);
    cache.store("/products", page(["shell", "catalog"]), bus.generation);
    cache.store("/about", page(["shell", "page:about"]), bus.generation);

    await db.update(productsI18n).set({ name: "Ny helmelk" }).where(eq(productsI18n.productId, first!.id));
    await waitFor(() => cache.get("/products/first") === undefined);
    expect(cache.get("/products")).toBeUndefined();
    expect(cache.get("/products/second")).toBeDefined();
    expect(cache.get("/about")).toBeDefined();
  });

  it("names the content page of a text, the shell for UI strings and footer texts, in one notification per statement", async () => {
    const { db } = database.handle;
    let start = heard.length;
    const [about] = await db.select({ id: pageContent.id }).from(pageContent).where(eq(pageContent.pageSlug, "about")).limit(1);
    await db.update(pageContentI18n).set({ contentValue: "Om oss, nytt" }).where(eq(pageContentI18n.pageContentId, about!.id));
    await waitFor(() => heardSince(start).includes("page:about"));
    expect(heardSince(start)).not.toContain("shell");

    start = heard.length;
    await db.update(translations).set({ content: sql`${translations.content}` });
    await waitFor(() => heard.length > start);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.slice(start)).toEqual([["shell"]]);

    start = heard.length;
    await db.update(pageContent).set({ sortOrder: 1 }).where(eq(pageContent.pageSlug, "footer"));
    await waitFor(() => heardSince(start).includes("shell"));

    // All products at once: one notification, with every product's tag (or all products past 100).
    start = heard.length;
    await db.update(products).set({ sortOrder: sql`${products.sortOrder}` });
    await waitFor(() => heard.length > start);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.length - start).toBe(1);
    expect(heard[start]).toContain("catalog");
  });

  it("delivers nothing for a rolled-back write, and invalidatePages after commit", async () => {
    const { db } = database.handle;
    const start = heard.length;
    await db
      .transaction(async (tx) => {
        await tx.update(translations).set({ content: "x" });
        await invalidatePages(tx, ["page:faq"]);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await invalidatePages(tx, ["restaurants"]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heardSince(start)).not.toContain("restaurants");
    });
    await waitFor(() => heardSince(start).includes("restaurants"));
    expect(heardSince(start)).not.toContain("page:faq");
    expect(heardSince(start)).not.toContain("shell");
  });

  it("bypasses the cache when the listen connection is lost (keeping its pages for stale-if-error), flushes it on return, and recovers", async () => {
    let loseConnection!: () => void;
    let reachable = true;
    const flaky = {
      listen: async (channel: string, onPayload: (payload: string) => void) => {
        if (!reachable) throw new Error("connect ECONNREFUSED");
        const listening = await database.handle.listen(channel, onPayload);
        const lostNow = new Promise<unknown>((resolve) => (loseConnection = () => resolve(new Error("connection reset"))));
        return {
          lost: Promise.race([listening.lost, lostNow.then(async (cause) => (await listening.close(), cause))]),
          close: listening.close,
        };
      },
    };
    const own = recordingBus();
    const ownCache = new PageCache(own.bus, { enabled: true, maxBytes: 1 << 20 });
    const ownListener = listenForInvalidations(flaky, own.bus);
    try {
      await ownListener.ready;
      ownCache.store("/", page(["shell", "page:home"]), own.bus.generation);
      expect(ownCache.get("/")).toBeDefined();

      reachable = false;
      loseConnection();
      await waitFor(() => !own.bus.healthy);
      // Not served (another process's writes would go unseen), not stored, but kept for an outage.
      expect(ownCache.get("/")).toBeUndefined();
      expect(ownCache.stale("/")).toBeDefined();
      expect(ownCache.store("/", page(["shell"]), own.bus.generation)).toBeUndefined();

      reachable = true;
      await waitFor(() => own.bus.healthy, 3_000);
      // Whatever was written while nobody listened is unknown: everything kept is dropped.
      expect(ownCache.stats.entries).toBe(0);
      expect(ownCache.stale("/")).toBeUndefined();
      ownCache.store("/products", page(["shell", "catalog"]), own.bus.generation);
      await database.handle.db.update(products).set({ sortOrder: sql`${products.sortOrder}` });
      await waitFor(() => ownCache.get("/products") === undefined);
    } finally {
      await ownListener.stop();
    }
  });

  it.runIf(testEngine() === "postgres")(
    "on PostgreSQL, a terminated listen connection is replaced, and two processes see each other's writes within 1 s",
    async () => {
      const url = testDatabaseUrl(
        database.handle.engine === "postgres"
          ? ((await database.handle.db.execute(sql`select current_database() as name`)).rows[0] as { name: string }).name
          : "",
      );
      const other = await openDatabase({ databaseUrl: url, dataDir: "/tmp", poolMax: 2 });
      const second = recordingBus();
      const secondListener = listenForInvalidations(other, second.bus);
      try {
        await secondListener.ready;
        const flushes = (record: string[][]) => record.filter((tags) => tags.includes("*")).length;
        const before = [flushes(heard), flushes(second.heard)];
        await database.handle.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'factory-storefront-listener' and datname = current_database()`,
        );
        // Each process flushed its cache once listening anew after its connection went.
        await waitFor(
          () => flushes(heard) >= before[0]! + 1 && flushes(second.heard) >= before[1]! + 1 && bus.healthy && second.bus.healthy,
          5_000,
        );

        const start = second.heard.length;
        await database.handle.db.update(translations).set({ content: sql`${translations.content}` });
        await waitFor(() => second.heard.slice(start).flat().includes("shell"), 1_000);
        const back = heard.length;
        await other.db.update(products).set({ sortOrder: sql`${products.sortOrder}` });
        await waitFor(() => heard.slice(back).flat().includes("catalog"), 1_000);
      } finally {
        await secondListener.stop();
        await other.close();
      }
    },
  );
});
