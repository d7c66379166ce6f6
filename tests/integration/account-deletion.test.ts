import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount, exportAccountData, passwordMatches } from "~/server/account/commands.server";
import { confirmEmail, register, requestPasswordReset, signIn } from "~/server/auth/commands.server";
import type { Database } from "~/server/db/client.server";
import { accounts, admins, cartItems, carts, factories, loginAttempts, orderLines, orders, outbox, products, sessions, users, verifications } from "~/server/db/schema";
import { placeOrder } from "~/server/orders/commands.server";
import { createMailer } from "~/server/mail/mailer.server";
import { createTestAuth, tokenFrom } from "../support/auth";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase("seeded");
  db = database.handle.db;
});

afterAll(async () => {
  await database?.destroy();
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
  await db.insert(cartItems).values({ cartId: cart!.id, productId: product!.id, quantity: 2, unitPriceOre: 4990, snapshotTitle: "Brunost" });
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
  await db.insert(cartItems).values({ cartId: cart!.id, productId: product!.id, quantity: 2, unitPriceOre: 4990, snapshotTitle: "Brunost" });
  return { ...user!, cartId: cart!.id, orderId: placed.orderId };
}

const countWhere = async (table: string, column: string, value: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`)).rows[0]!.n;

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
    expect(exported?.orders).toEqual([expect.objectContaining({ contact_name: "Ola Nordmann", postcode: "2670", lines: [expect.objectContaining({ quantity: 2 })] })]);
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
    expect(kept).toMatchObject({ userId: null, contactName: "", contactEmail: "", contactPhone: "", addressLine: null, postcode: null, city: null });
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
