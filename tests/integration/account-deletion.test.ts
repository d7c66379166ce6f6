import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "~/server/account/commands.server";
import { exportAccountData, passwordMatches } from "~/server/account/queries.server";
import { confirmEmail, register, requestPasswordReset, signIn } from "~/server/auth/commands.server";
import type { Database } from "~/server/db/client.server";
import { PERSONAL_DATA_TABLES, userDataColumns } from "~/server/account/personal-data.server";
import {
  accounts,
  admins,
  auditLog,
  cartItems,
  carts,
  contentRevisions,
  factories,
  languages,
  loginAttempts,
  mailSendAttempts,
  newsletterSubscribers,
  aiCalls,
  aiDraftingJobs,
  orderEvents,
  orderLines,
  orders,
  outbox,
  products,
  quoteBasketItems,
  quoteBaskets,
  quoteRequests,
  restaurantOrderLines,
  restaurantOrders,
  restaurantStaff,
  sellerApplications,
  sessions,
  uploads,
  users,
  verifications,
} from "~/server/db/schema";
import { placeOrder } from "~/server/orders/commands.server";
import { createMailer } from "~/server/mail/mailer.server";
import { newToken } from "~/server/newsletters/tokens";
import { createRestaurant } from "../factories/commerce";
import { createTestAuth, tokenFrom } from "../support/auth";
import { randomOrgNumber } from "../support/org-number";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let db: Database;

beforeAll(async () => {
  db = database.handle.db;
});

/** A confirmed, signed-in user with a cart, an admins row, a reset token, a failed sign-in and a mail. */
async function richUser(email: string, password: string) {
  const { deps, mails, logger } = createTestAuth(db);
  await register(deps, new Headers(), { email, password });
  await confirmEmail(deps, new Headers(), tokenFrom(mails, email, "/auth/verify"));
  await signIn(deps, new Headers(), { email, password: "wrong-password-x" });
  await signIn(deps, new Headers(), { email, password });
  await requestPasswordReset(deps, new Headers(), email);
  await createMailer({ db, logger, from: "shop@example.com" }).send({ to: email, subject: "Your order", text: "Thanks" });
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [product] = await db.select().from(products).limit(1);
  const [cart] = await db.insert(carts).values({ userId: user!.id }).returning();
  await db
    .insert(cartItems)
    .values({ cartId: cart!.id, productId: product!.id, quantity: 2, unitPriceOre: 4990, snapshotTitle: "Brunost" });
  await db.insert(admins).values({ userId: user!.id, isActive: false });
  const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
  const placed = await placeOrder(db, {
    owner: { userId: user!.id },
    factoryId: factory!.id,
    languageCode: "en",
    defaultLanguageCode: "nb",
    idempotencyKey: crypto.randomUUID(),
    contact: { name: "Ola Nordmann", email, phone: "91234567" },
    delivery: { method: "delivery", addressLine: "Storgata 1", postcode: "2670", city: "Otta" },
    paymentMethod: "invoice",
  });
  if (!placed.ok) throw new Error("the test order was refused");
  // Placing the order emptied the cart; the account keeps a cart line for the checks below.
  await db
    .insert(cartItems)
    .values({ cartId: cart!.id, productId: product!.id, quantity: 2, unitPriceOre: 4990, snapshotTitle: "Brunost" });
  return { ...user!, cartId: cart!.id, orderId: placed.orderId };
}

const countWhere = async (table: string, column: string, value: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`))
    .rows[0]!.n;

describe("export my data", () => {
  it("holds the user, sessions, sign-in methods, carts, admin rows and mails, without secrets", async () => {
    const user = await richUser("export@example.com", "hazelnut-spread-12");
    const exported = await exportAccountData(db, user.id);
    expect(exported?.user).toMatchObject({ email: "export@example.com", emailVerified: true });
    expect(exported?.sessions.length).toBeGreaterThan(0);
    expect(exported?.signInMethods).toEqual([expect.objectContaining({ provider_id: "credential" })]);
    expect(exported?.carts).toEqual([expect.objectContaining({ items: [expect.objectContaining({ title: "Brunost", quantity: 2 })] })]);
    expect(exported?.admin).toHaveLength(1);
    expect(exported?.emails.map((mail) => mail.subject)).toContain("Your order");
    expect(exported?.orders).toEqual([
      expect.objectContaining({ contact_name: "Ola Nordmann", postcode: "2670", lines: [expect.objectContaining({ quantity: 2 })] }),
    ]);
    const json = JSON.stringify(exported);
    expect(json).not.toContain("$argon2id");
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(json).not.toContain(session!.token);
  });
});

describe("delete my account", () => {
  it("checks the password, then removes the account and its personal data in one go", async () => {
    const user = await richUser("leaving@example.com", "walnut-bread-77");
    const bystander = await richUser("staying@example.com", "almond-cake-55");
    expect(await passwordMatches(db, user.id, "not-it")).toBe(false);
    expect(await passwordMatches(db, user.id, "walnut-bread-77")).toBe(true);

    expect(await deleteAccount(db, user.id)).toBe(true);
    for (const [table, column, value] of [
      ["users", "id", user.id],
      ["sessions", "user_id", user.id],
      ["accounts", "user_id", user.id],
      ["admins", "user_id", user.id],
      ["carts", "user_id", user.id],
      ["verifications", "value", user.id],
      ["outbox", "to", user.email],
      ["login_attempts", "email", user.email],
    ] as const) {
      expect(await countWhere(table, column, value), `${table}.${column}`).toBe(0);
    }
    // Cart lines went with the cart; nobody else's data was touched; the catalogue stays.
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, user.cartId))).toHaveLength(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, bystander.cartId))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, bystander.id))).toHaveLength(1);
    expect((await db.select().from(sessions).where(eq(sessions.userId, bystander.id))).length).toBeGreaterThan(0);
    expect((await db.select().from(accounts).where(eq(accounts.userId, bystander.id))).length).toBe(1);
    expect(await db.select().from(carts).where(eq(carts.userId, bystander.id))).toHaveLength(1);
    expect((await db.select().from(outbox).where(eq(outbox.to, bystander.email))).length).toBeGreaterThan(0);
    expect((await db.select().from(loginAttempts).where(eq(loginAttempts.email, bystander.email))).length).toBe(0);
    expect((await db.select().from(verifications).where(eq(verifications.value, bystander.id))).length).toBe(1);
    expect((await db.select().from(products)).length).toBeGreaterThan(0);

    // The order stays for bookkeeping, without the buyer's name, contact or address.
    const [kept] = await db.select().from(orders).where(eq(orders.id, user.orderId));
    expect(kept).toMatchObject({
      userId: null,
      contactName: "",
      contactEmail: "",
      contactPhone: "",
      addressLine: null,
      postcode: null,
      city: null,
    });
    expect(kept!.anonymisedAt).toBeInstanceOf(Date);
    expect(kept!.totalOre).toBeGreaterThan(0);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, user.orderId))).toHaveLength(1);
    expect((await db.select().from(orders).where(eq(orders.id, bystander.orderId)))[0]!.contactName).toBe("Ola Nordmann");

    // The same e-mail address can register again afterwards.
    const { deps } = createTestAuth(db);
    expect(await register(deps, new Headers(), { email: "leaving@example.com", password: "walnut-bread-78" })).toMatchObject({ ok: true });
    expect(await deleteAccount(db, user.id)).toBe(false);
  });
});

describe("every table with the user's data", () => {
  /** richUser, plus a row in every other table of PERSONAL_DATA_TABLES: restaurants, quotes, the back office, Edit Mode and a seller application. */
  async function everywhereUser(email: string) {
    const user = await richUser(email, "juniper-berry-31");
    const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
    const [product] = await db.select().from(products).limit(1);
    const pizzeria = await createRestaurant(db);
    await db.insert(mailSendAttempts).values({ email, ip: "192.0.2.7" });
    // Subscribed to the newsletter on /account.
    await db.insert(newsletterSubscribers).values({
      factoryId: factory!.id,
      email: email.toLowerCase(),
      languageCode: "en",
      status: "confirmed",
      token: newToken(),
      userId: user.id,
    });
    // As an admin: a call on /ai-test.
    await db.insert(aiCalls).values({
      factoryId: factory!.id,
      userId: user.id,
      purpose: "test",
      status: "ok",
      model: "local-test-model",
      promptExcerpt: "Say hello",
      replyExcerpt: "Hello",
    });
    // As an admin: a new-language drafting job (its language made for it).
    const code = `zz-${Math.random().toString(36).slice(2, 8)}`;
    await db.insert(languages).values({ code, name: "Test", nativeName: "Test", isActive: false, isDefault: false, sortOrder: 99 });
    await db.insert(aiDraftingJobs).values({ factoryId: factory!.id, languageCode: code, startedByUserId: user.id });
    // A failed sign-in after the last good one (a good one clears them).
    await db.insert(loginAttempts).values({ email, ip: "192.0.2.7" });
    const [basket] = await db.insert(quoteBaskets).values({ userId: user.id }).returning();
    await db.insert(quoteBasketItems).values({ basketId: basket!.id, productId: product!.id, quantity: 40, notes: "for the shop" });
    await db.insert(quoteRequests).values({
      factoryId: factory!.id,
      quoteNumber: 900_000 + Math.floor(Math.random() * 99_999),
      userId: user.id,
      idempotencyKey: crypto.randomUUID(),
      accessToken: crypto.randomUUID(),
      languageCode: "en",
      contactName: "Kari Nordmann",
      company: "Nordmann Kolonial AS",
      contactEmail: email,
      contactPhone: "91234567",
      deliveryPostcode: "2670",
      desiredDeliveryDate: "2030-01-01",
      message: "Call me",
    });
    await db.insert(restaurantStaff).values({ restaurantId: pizzeria.id, userId: user.id });
    const [restaurantOrder] = await db
      .insert(restaurantOrders)
      .values({
        restaurantId: pizzeria.id,
        serviceDate: "2030-01-01",
        orderNumber: 998,
        userId: user.id,
        idempotencyKey: crypto.randomUUID(),
        languageCode: "en",
        fulfilment: "delivery",
        estimatedReadyAt: new Date(),
        contactName: "Kari Nordmann",
        contactPhone: "91234567",
        contactEmail: email,
        addressLine: "Storgata 2",
        postcode: "2670",
        city: "Otta",
        paymentMethod: "pay_on_pickup",
        notes: "Ring the bell twice",
        subtotalOre: 10000,
        vatOre: 1500,
        totalOre: 11500,
        vatBreakdown: [],
      })
      .returning();
    await db.insert(restaurantOrderLines).values({
      orderId: restaurantOrder!.id,
      title: "Margherita",
      quantity: 1,
      unitPriceOre: 11500,
      lineTotalOre: 11500,
      vatRatePercent: 15,
    });
    await db
      .insert(orderEvents)
      .values({ orderId: user.orderId, kind: "note", note: "Packed by the user as staff", actorUserId: user.id, actorEmail: email });
    await db.insert(auditLog).values({
      factoryId: factory!.id,
      actorUserId: user.id,
      actorEmail: email,
      action: "product.update",
      entityType: "product",
      entityId: product!.id,
    });
    await db.insert(auditLog).values({
      factoryId: factory!.id,
      actorUserId: null,
      actorEmail: "someone@example.com",
      action: "user.grant_admin",
      entityType: "user",
      entityId: user.id,
      after: { email, isAdmin: true },
    });
    await db.insert(contentRevisions).values({
      factoryId: factory!.id,
      kind: "page_text",
      target: "home/hero.title",
      languageCode: "en",
      newValue: "Hello",
      userId: user.id,
    });
    await db.insert(uploads).values({
      factoryId: factory!.id,
      purpose: "logo",
      contentType: "image/png",
      bytes: Buffer.from([137, 80, 78, 71]),
      userId: user.id,
    });
    await db.insert(sellerApplications).values({
      factoryId: factory!.id,
      idempotencyKey: crypto.randomUUID(),
      languageCode: "en",
      companyName: "Nordmann Kolonial AS",
      orgNumber: randomOrgNumber(),
      contactName: "Kari Nordmann",
      email: email.toUpperCase(),
      phone: "91234567",
      streetAddress: "Storgata 2",
      postcode: "2670",
      city: "Otta",
      shopType: "grocery",
      message: "We would like to sell your cheese",
      status: "rejected",
      decisionReason: "Outside our area",
      decidedByUserId: user.id,
      decidedByEmail: email,
    });
    return { ...user, restaurantOrderId: restaurantOrder!.id };
  }

  const countAll = async (table: string) =>
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;

  /** Rows of `table` that still name the user by id or e-mail address (any case), in a column or in a JSON state. */
  async function rowsNaming(entry: { table: string; userIds: string[]; emails: string[] }, user: { id: string; email: string }) {
    const conditions = [
      ...entry.userIds.map((column) => sql`${sql.identifier(column)} = ${user.id}`),
      ...entry.emails.map((column) => sql`lower(${sql.identifier(column)}) = ${user.email.toLowerCase()}`),
    ];
    const where = sql.join(conditions, sql` or `);
    return (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(entry.table)} where ${where}`)).rows[0]!.n;
  }

  it("exports every table of PERSONAL_DATA_TABLES", async () => {
    const user = await everywhereUser("everywhere-export@example.com");
    const exported = await exportAccountData(db, user.id);
    expect(exported).not.toBeNull();
    for (const [table, { exportedAs }] of Object.entries(PERSONAL_DATA_TABLES)) {
      const section: unknown = exported![exportedAs];
      expect(Array.isArray(section) ? section.length : section ? 1 : 0, `${table} → ${exportedAs}`).toBeGreaterThan(0);
    }
    expect(exported!.restaurantOrders).toEqual([
      expect.objectContaining({
        contact_name: "Kari Nordmann",
        notes: "Ring the bell twice",
        lines: [expect.objectContaining({ title: "Margherita" })],
      }),
    ]);
    expect(exported!.sellerApplications).toEqual([
      expect.objectContaining({ company_name: "Nordmann Kolonial AS", contact_name: "Kari Nordmann" }),
    ]);
    expect(exported!.orderEvents).toEqual([expect.not.objectContaining({ note: expect.anything() })]);
  });

  it("deletes or anonymises every table of PERSONAL_DATA_TABLES: nothing names the user afterwards, the kept records stay", async () => {
    const user = await everywhereUser("everywhere-delete@example.com");
    const bystander = await everywhereUser("everywhere-stays@example.com");
    const tables = userDataColumns().filter((entry) => entry.table in PERSONAL_DATA_TABLES);
    expect(tables.map((entry) => entry.table).sort()).toEqual(Object.keys(PERSONAL_DATA_TABLES).sort());
    const before = new Map<string, number>();
    for (const entry of tables) {
      expect(await rowsNaming(entry, user), `${entry.table} names the user before`).toBeGreaterThan(0);
      before.set(entry.table, await countAll(entry.table));
    }

    expect(await deleteAccount(db, user.id)).toBe(true);
    for (const entry of tables) {
      expect(await rowsNaming(entry, user), `${entry.table} still names the user`).toBe(0);
      expect(await rowsNaming(entry, bystander), `${entry.table} lost the bystander's rows`).toBeGreaterThan(0);
      const { onDelete } = PERSONAL_DATA_TABLES[entry.table]!;
      if (onDelete === "anonymised") expect(await countAll(entry.table), `${entry.table} keeps its records`).toBe(before.get(entry.table));
      else expect(await countAll(entry.table), `${entry.table} lost the user's rows`).toBeLessThan(before.get(entry.table)!);
    }
    // Nor does an audit entry's before/after state name them.
    const named = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where coalesce(before::text, '') ilike ${`%${user.email}%`} or coalesce(after::text, '') ilike ${`%${user.email}%`}`,
    );
    expect(named.rows[0]!.n).toBe(0);
    // The restaurant order stays for the books, without name, contact, address or notes.
    const [kept] = await db.select().from(restaurantOrders).where(eq(restaurantOrders.id, user.restaurantOrderId));
    expect(kept).toMatchObject({
      userId: null,
      contactName: "",
      contactPhone: "",
      contactEmail: null,
      addressLine: null,
      postcode: null,
      city: null,
      notes: null,
      totalOre: 11500,
    });
    expect(kept!.anonymisedAt).toBeInstanceOf(Date);
    expect(await db.select().from(restaurantOrderLines).where(eq(restaurantOrderLines.orderId, user.restaurantOrderId))).toHaveLength(1);
  });
});
