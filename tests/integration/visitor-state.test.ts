import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addToCart, mergeGuestCart, removeLine, setLineQuantity } from "~/server/cart/commands.server";
import { admins, cartItems, carts, quoteBasketItems, sessions } from "~/server/db/schema";
import { InvalidationBus } from "~/server/page-cache/invalidation.server";
import { PageCache } from "~/server/page-cache/page-cache.server";
import { VisitorMemo } from "~/server/page-cache/visitor-memo.server";
import { addToQuote, setQuoteNotes } from "~/server/quotes/basket.server";
import { ANONYMOUS } from "~/lib/personal";
import { createUser, guest, seededProducts } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`visitors' own state on ${testEngine()} (migration 0029, ADR 0035)`, () => {
  const bus = new InvalidationBus();
  const heard: string[][] = [];
  bus.subscribeToEveryTag((tags) => heard.push([...tags]));
  const database = useTestDatabase({ listen: bus });
  const since = (start: number) => heard.slice(start).flat();

  it("names the owner of every cart and quote basket write, by guest or by user, once per statement", async () => {
    const { db } = database.handle;
    const { plain } = await seededProducts(db);
    const visitor = guest();
    let start = heard.length;
    expect(await addToCart(db, visitor, { productId: plain.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });
    await waitFor(() => since(start).includes(`visitor:guest:${visitor.guestId}`));
    expect(since(start).every((tag) => !tag.startsWith("visitor:user:"))).toBe(true);

    const [item] = await db
      .select({ id: cartItems.id })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.sessionId, visitor.guestId));
    start = heard.length;
    expect(await setLineQuantity(db, visitor, item!.id, 3)).toMatchObject({ ok: true });
    expect(await removeLine(db, visitor, item!.id)).toMatchObject({ ok: true });
    await waitFor(() => since(start).filter((tag) => tag === `visitor:guest:${visitor.guestId}`).length >= 2);

    const user = await createUser(db, `visitor-state-${crypto.randomUUID()}@example.com`);
    start = heard.length;
    await addToQuote(db, { userId: user.id }, plain.id);
    await waitFor(() => since(start).includes(`visitor:user:${user.id}`));
    const [basketItem] = await db
      .select({ id: quoteBasketItems.id })
      .from(quoteBasketItems)
      .where(eq(quoteBasketItems.productId, plain.id));
    start = heard.length;
    await setQuoteNotes(db, { userId: user.id }, basketItem!.id, "Levering før jul");
    await waitFor(() => since(start).includes(`visitor:user:${user.id}`));

    // A sign-in's merge names both: the guest's cart goes, the user's grows.
    const other = guest();
    await addToCart(db, other, { productId: plain.id, quantity: 1, attributes: {} });
    start = heard.length;
    await mergeGuestCart(db, other.guestId, user.id);
    await waitFor(() => since(start).includes(`visitor:guest:${other.guestId}`) && since(start).includes(`visitor:user:${user.id}`));
  });

  it("names the user of a session, account or admin-rights write", async () => {
    const { db } = database.handle;
    const user = await createUser(db, `visitor-session-${crypto.randomUUID()}@example.com`);
    const start = heard.length;
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    await db.insert(admins).values({ userId: user.id, factoryId: database.factoryId, role: "admin", isActive: true });
    await waitFor(() => since(start).filter((tag) => tag === `visitor:user:${user.id}`).length >= 1);
  });

  it("leaves the page cache and its generation alone, and drops the visitor's state in the memo of every listening process", async () => {
    const { db } = database.handle;
    const { plain } = await seededProducts(db);
    bus.setHealthy(true);
    const cache = new PageCache(bus, { enabled: true, maxBytes: 1 << 20 });
    const memo = new VisitorMemo(bus, { enabled: true, maxEntries: 100, ttlMs: 60_000 });
    const page = {
      status: 200,
      headers: [] as Array<[string, string]>,
      body: Buffer.from("<p>x</p>"),
      scriptHashes: [],
      fillable: true,
      tags: new Set(["shell", "catalog"]),
    };
    cache.store("/products", page, bus.generation);
    const visitor = guest();
    const key = memo.keyOf(`storefront_guest=${visitor.guestId}`, "nb")!;
    memo.store(key, { state: ANONYMOUS, fragments: new Map() }, [`visitor:guest:${visitor.guestId}`], memo.sequence);
    expect(memo.get(key)).toBeDefined();
    const generation = bus.generation;
    await addToCart(db, visitor, { productId: plain.id, quantity: 1, attributes: {} });
    await waitFor(() => memo.get(key) === undefined);
    expect(bus.generation).toBe(generation);
    expect(cache.get("/products")).toBeDefined();
  });
});
