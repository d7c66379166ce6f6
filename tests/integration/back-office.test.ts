import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PRODUCTS_PER_FACTORY, parseProductForm, type ProductInput } from "~/lib/admin/product-form";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { addOrderNote, changeOrderStatus } from "~/server/orders/admin-commands.server";
import { listAdminOrders, loadAdminOrder } from "~/server/orders/admin-queries.server";
import { deleteProduct, saveProduct, setProductActive } from "~/server/catalog/product-commands.server";
import { listAdminProducts, loadProductSnapshot, parseProductListFilter } from "~/server/catalog/product-queries.server";
import { grantAdmin, revokeAdmin } from "~/server/auth/admin-commands.server";
import { listAdminUsers } from "~/server/auth/admin-queries.server";
import { saveSettings, settingsSchema } from "~/server/site/settings-commands.server";
import { loadSettings } from "~/server/site/settings-queries.server";
import { deleteCategory, moveCategory, saveCategory } from "~/server/catalog/category-commands.server";
import { listAdminCategories } from "~/server/catalog/category-queries.server";
import { addLanguage, moveLanguage, setDefaultLanguage, setLanguageActive, updateLanguage } from "~/server/site/language-commands.server";
import { listAllLanguages } from "~/server/site/language-queries.server";
import { addToCart } from "~/server/cart/commands.server";
import type { Database } from "~/server/db/client.server";
import { admins, auditLog, categories, orderEvents, outbox, products, productsI18n, users } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import { placeOrder } from "~/server/orders/commands.server";
import { loadSite } from "~/server/site/queries.server";
import { createUser, guest, seededProducts } from "../factories/commerce";
import { waitFor } from "../support/back-office";
import { testEngine, useTestDatabase } from "../support/database";

const setup = useTestDatabase({ admin: "boss", listen: true });
let db: Database;
let factoryId: string;
let actor: AdminActor;
let heard: string[];

beforeAll(async () => {
  ({ db, factoryId, actor, heard } = setup);
});

const input = (overrides: Partial<ProductInput> = {}): ProductInput => {
  const key = crypto.randomUUID().slice(0, 8);
  return {
    translations: [
      {
        languageCode: "nb",
        name: `Testost ${key}`,
        slug: `testost-${key}`,
        description: "<p>God <script>alert(1)</script>ost</p>",
        packageSize: "500 g",
      },
      { languageCode: "en", name: `Test cheese ${key}`, slug: `test-cheese-${key}`, description: null, packageSize: null },
    ],
    shopPriceOre: 4990,
    vatRatePercent: 15,
    priceRange: null,
    barcode: null,
    sku: `T-${key}`,
    attributesSchema: null,
    categoryIds: [],
    isActive: true,
    isFeatured: false,
    ...overrides,
  };
};

describe(`back-office products on ${testEngine()}`, () => {
  it("creates a product with translations and categories, sanitises descriptions, audits it and drops the cached catalogue", async () => {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.factoryId, factoryId)).limit(1);
    const start = heard.length;
    const result = await saveProduct(db, actor, null, input({ categoryIds: [category!.id] }), { defaultCode: "nb" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const snapshot = await loadProductSnapshot(db, factoryId, result.productId);
    expect(snapshot!.product).toMatchObject({ shopPriceOre: 4990, isActive: true, description: "<p>God ost</p>" });
    expect(snapshot!.translations.map((t) => t.languageCode)).toEqual(["en", "nb"]);
    expect(snapshot!.categoryIds).toEqual([category!.id]);
    await waitFor(() => heard.slice(start).includes(`product:${result.productId}`));
    expect(heard.slice(start)).toContain("catalog");

    const { entries } = await listAudit(db, factoryId, { page: 1, entityId: result.productId });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "product.create", actorEmail: actor.user.email, actorUserId: actor.user.id, before: null });
    expect(entries[0]!.after).toMatchObject({ shopPriceOre: 4990, categoryIds: [category!.id] });
  });

  it("updates with before and after in the audit log, removing a dropped translation", async () => {
    const created = await saveProduct(db, actor, null, input(), { defaultCode: "nb" });
    if (!created.ok) throw new Error("not created");
    const changed = input({ shopPriceOre: 5990 });
    changed.translations = [changed.translations[0]!];
    const updated = await saveProduct(db, actor, created.productId, changed, { defaultCode: "nb" });
    expect(updated).toEqual({ ok: true, productId: created.productId });
    const rows = await db.select().from(productsI18n).where(eq(productsI18n.productId, created.productId));
    expect(rows.map((row) => row.languageCode)).toEqual(["nb"]);
    const { entries } = await listAudit(db, factoryId, { page: 1, entityId: created.productId, action: "product.update" });
    expect(entries[0]!.before).toMatchObject({ shopPriceOre: 4990 });
    expect(entries[0]!.after).toMatchObject({ shopPriceOre: 5990 });
  });

  it("saves the webshop properties the form ticks, audited, dropping the cached shop pages; refuses one outside the list", async () => {
    const form = (properties: string[]) => {
      const data = new FormData();
      data.set("name.nb", `Egenskapsost ${crypto.randomUUID().slice(0, 8)}`);
      data.set("vatRatePercent", "15");
      // As the product form sends them: an empty value, then one per ticked box.
      data.append("properties", "");
      for (const property of properties) data.append("properties", property);
      return data;
    };
    const parse = (data: FormData) => parseProductForm(data, { languageCodes: ["nb", "en"], defaultCode: "nb", categoryIds: [] });
    expect(parse(form(["vegan", "organic", "halal"]))).toEqual({
      ok: false,
      problems: [{ field: "properties", message: "admin.product.error.property" }],
    });

    const first = parse(form(["vegan", "organic", "vegan"]));
    if (!first.ok) throw new Error("not parsed");
    expect(first.value.properties).toEqual(["vegan", "organic"]);
    const created = await saveProduct(db, actor, null, first.value, { defaultCode: "nb" });
    if (!created.ok) throw new Error("not created");
    const read = async () =>
      (await db.select({ properties: products.properties }).from(products).where(eq(products.id, created.productId)))[0]!.properties;
    expect(await read()).toEqual(["vegan", "organic"]);

    const start = heard.length;
    const cleared = parse(form([]));
    if (!cleared.ok) throw new Error("not parsed");
    expect(
      await saveProduct(db, actor, created.productId, { ...cleared.value, translations: first.value.translations }, { defaultCode: "nb" }),
    ).toMatchObject({ ok: true });
    expect(await read()).toEqual([]);
    await waitFor(() => heard.slice(start).includes(`product:${created.productId}`));
    expect(heard.slice(start)).toContain("catalog");
    const { entries } = await listAudit(db, factoryId, { page: 1, entityId: created.productId, action: "product.update" });
    expect(entries[0]!.before).toMatchObject({ properties: ["vegan", "organic"] });
    expect(entries[0]!.after).toMatchObject({ properties: [] });

    // A save without the field (an older CSV file, another form) leaves them as they are.
    await db
      .update(products)
      .set({ properties: ["nut_free"] })
      .where(eq(products.id, created.productId));
    expect(
      await saveProduct(db, actor, created.productId, input({ translations: first.value.translations }), { defaultCode: "nb" }),
    ).toMatchObject({ ok: true });
    expect(await read()).toEqual(["nut_free"]);
  });

  it("refuses a slug, barcode or SKU another product has, and writes nothing", async () => {
    const [demo] = await db.select().from(products).where(eq(products.factoryId, factoryId)).limit(1);
    const [demoEn] = await db
      .select()
      .from(productsI18n)
      .where(and(eq(productsI18n.productId, demo!.id), eq(productsI18n.languageCode, "en")));
    const clash = input({ barcode: demo!.barcode, sku: demo!.sku });
    clash.translations[1]!.slug = demoEn!.slug;
    const before = await db.select({ total: count() }).from(auditLog);
    const result = await saveProduct(db, actor, null, clash, { defaultCode: "nb" });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: "slug.en", message: "admin.product.error.slugTaken" },
        { field: "barcode", message: "admin.product.error.barcodeTaken" },
        { field: "sku", message: "admin.product.error.skuTaken" },
      ],
    });
    expect(await db.select({ total: count() }).from(auditLog)).toEqual(before);
  });

  it("deactivates and activates with audit entries", async () => {
    const created = await saveProduct(db, actor, null, input(), { defaultCode: "nb" });
    if (!created.ok) throw new Error("not created");
    expect(await setProductActive(db, actor, created.productId, false)).toBe(true);
    expect((await loadProductSnapshot(db, factoryId, created.productId))!.product.isActive).toBe(false);
    const { entries } = await listAudit(db, factoryId, { page: 1, entityId: created.productId, action: "product.deactivate" });
    expect(entries[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(await setProductActive(db, actor, crypto.randomUUID(), false)).toBe(false);
  });

  it("deletes a product only when no order line references it", async () => {
    const free = await saveProduct(db, actor, null, input(), { defaultCode: "nb" });
    if (!free.ok) throw new Error("not created");
    expect(await deleteProduct(db, actor, free.productId)).toBe("deleted");
    expect(await loadProductSnapshot(db, factoryId, free.productId)).toBeNull();
    expect(
      (await listAudit(db, factoryId, { page: 1, entityId: free.productId, action: "product.delete" })).entries[0]!.before,
    ).toMatchObject({ sku: expect.any(String) });

    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
    const placed = await placeOrder(db, {
      ...orderDetails,
      owner,
      factoryId,
      languageCode: "nb",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
    });
    expect(placed.ok).toBe(true);
    expect(await deleteProduct(db, actor, plain.id)).toBe("ordered");
    expect(await loadProductSnapshot(db, factoryId, plain.id)).not.toBeNull();
  });

  it("lists with search, status, missing language and sort", async () => {
    const created = await saveProduct(db, actor, null, input({ isActive: false, shopPriceOre: 1 }), { defaultCode: "nb" });
    if (!created.ok) throw new Error("not created");
    const name = (await loadProductSnapshot(db, factoryId, created.productId))!.product.name;
    const found = await listAdminProducts(
      db,
      factoryId,
      parseProductListFilter(new URLSearchParams({ q: name.slice(-8), active: "inactive" })),
    );
    expect(found.products.map((product) => product.id)).toEqual([created.productId]);
    const missingAr = await listAdminProducts(db, factoryId, parseProductListFilter(new URLSearchParams({ missing: "ar", sort: "price" })));
    expect(missingAr.products[0]!.id).toBe(created.productId);
    expect(missingAr.products.every((product) => !product.languages.includes("ar"))).toBe(true);
    // Unknown values fall back to the defaults rather than failing.
    expect(parseProductListFilter(new URLSearchParams({ sort: "drop table", page: "-1", category: "x" }))).toMatchObject({
      sort: "name",
      page: 1,
      category: undefined,
    });
  });
});

const orderDetails = {
  contact: { name: "Kari Nordmann", email: "kari@example.com", phone: "91234567" },
  delivery: { method: "delivery" as const, addressLine: "Storgata 1", postcode: "2670", city: "Otta" },
  paymentMethod: "invoice",
};

describe(`back-office orders on ${testEngine()}`, () => {
  it("moves an order along the declared table, records history and audit, and e-mails the buyer in their language", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 2, attributes: {} });
    const email = `buyer-${crypto.randomUUID()}@example.com`;
    const placed = await placeOrder(db, {
      ...orderDetails,
      contact: { ...orderDetails.contact, email },
      owner,
      factoryId,
      languageCode: "en",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
    });
    if (!placed.ok) throw new Error("not placed");
    const site = await loadSite(db);
    const mailer = createMailer({ db, logger: createLogger("silent"), from: "shop@example.com" });
    const deps = { db, mailer, origin: "http://localhost:3000", logger: createLogger("silent") };

    expect(await changeOrderStatus(deps, site, actor, placed.orderId, "shipped")).toEqual({ ok: false, reason: "not_allowed" });
    expect(await db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);

    expect(await changeOrderStatus(deps, site, actor, placed.orderId, "confirmed")).toEqual({ ok: true, mailed: true });
    const mails = await db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Confirmed");
    expect(mails[0]!.text).toContain(`/en/order-success/${placed.orderId}?key=`);

    expect(await addOrderNote(db, actor, placed.orderId, "Customer called: leave at the door")).toBe(true);
    const loaded = await loadAdminOrder(db, factoryId, placed.orderId);
    expect(loaded!.order.status).toBe("confirmed");
    expect(loaded!.events.map((event) => [event.kind, event.fromStatus, event.toStatus, event.note])).toEqual([
      ["status", "placed", "confirmed", null],
      ["note", null, null, "Customer called: leave at the door"],
    ]);
    const { entries } = await listAudit(db, factoryId, { page: 1, entityId: placed.orderId });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["order.note", "order.status"]);

    const today = await listAdminOrders(db, factoryId, { q: email, page: 1 }, new Date(Date.now() - 60_000));
    expect(today.orders.map((order) => order.id)).toEqual([placed.orderId]);
    const byStatus = await listAdminOrders(db, factoryId, { q: "", status: "placed", page: 1 }, new Date(0));
    expect(byStatus.orders.some((order) => order.id === placed.orderId)).toBe(false);
    expect(await changeOrderStatus(deps, site, { ...actor, factoryId: crypto.randomUUID() }, placed.orderId, "packed")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await db.select({ total: count() }).from(orderEvents).where(eq(orderEvents.orderId, placed.orderId))).toEqual([{ total: 2 }]);
  });
});

describe(`back-office users on ${testEngine()}`, () => {
  it("grants and revokes admin rights, never removing the last active admin", async () => {
    const other = await createUser(db, `helper-${crypto.randomUUID()}@example.com`);
    const unverified = (
      await db
        .insert(users)
        .values({ id: crypto.randomUUID(), name: "New", email: `new-${crypto.randomUUID()}@example.com`, emailVerified: false })
        .returning()
    )[0]!;
    expect(await grantAdmin(db, actor, unverified.id)).toBe("not_verified");
    expect(await grantAdmin(db, actor, other.id)).toBe("granted");
    expect(await grantAdmin(db, actor, other.id)).toBe("unchanged");
    expect((await listAdminUsers(db, { q: other.email, role: "admins", page: 1 })).users).toMatchObject([{ id: other.id, isAdmin: true }]);

    // Leave exactly two active admins (the actor and `other`), then revoke down to one.
    await db
      .update(admins)
      .set({ isActive: false })
      .where(sql`${admins.userId} not in (${actor.user.id}, ${other.id})`);
    expect(await revokeAdmin(db, actor, other.id)).toBe("revoked");
    expect(await revokeAdmin(db, actor, actor.user.id)).toBe("last_admin");
    expect(await db.select({ total: count() }).from(admins).where(eq(admins.isActive, true))).toEqual([{ total: 1 }]);
    const actions = (await listAudit(db, factoryId, { page: 1, entity: "user", entityId: other.id })).entries.map((entry) => entry.action);
    expect(actions).toEqual(["user.revoke_admin", "user.grant_admin"]);
  });
});

describe(`back-office categories and languages on ${testEngine()}`, () => {
  it("creates, reorders and deletes categories (never one with products), audited, dropping cached catalogue pages", async () => {
    const start = heard.length;
    const key = crypto.randomUUID().slice(0, 8);
    const created = await saveCategory(db, actor, null, {
      translations: [
        { languageCode: "nb", name: `Ost ${key}`, slug: `ost-${key}`, description: null },
        { languageCode: "en", name: `Cheese ${key}`, slug: `cheese-${key}`, description: "All cheese" },
      ],
      isActive: true,
    });
    if (!created.ok) throw new Error("not created");
    await waitFor(() => heard.slice(start).includes("catalog"));
    let list = await listAdminCategories(db, factoryId);
    expect(list.at(-1)).toMatchObject({ id: created.categoryId, languages: ["en", "nb"], productCount: 0 });

    const clash = await saveCategory(db, actor, null, {
      translations: [{ languageCode: "nb", name: "Copy", slug: `ost-${key}`, description: null }],
      isActive: true,
    });
    expect(clash).toEqual({ ok: false, problems: [{ field: "slug.nb", message: "admin.category.error.slugTaken" }] });

    expect(await moveCategory(db, actor, created.categoryId, "up")).toBe(true);
    list = await listAdminCategories(db, factoryId);
    expect(list.at(-2)!.id).toBe(created.categoryId);
    expect(list.map((category) => category.sortOrder)).toEqual(list.map((_, index) => index));

    const full = list.find((category) => category.productCount > 0)!;
    expect(await deleteCategory(db, actor, full.id)).toBe("has_products");
    expect(await deleteCategory(db, actor, created.categoryId)).toBe("deleted");
    const actions = (await listAudit(db, factoryId, { page: 1, entity: "category", entityId: created.categoryId })).entries.map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(["category.delete", "category.move", "category.create"]);
  });

  it("adds, edits, orders, activates and makes default a language; the default is never deactivated; every change drops the shell", async () => {
    const code = `x${crypto
      .randomUUID()
      .replace(/[^a-z]/g, "")
      .slice(0, 2)
      .padEnd(2, "q")}`;
    let start = heard.length;
    expect(await addLanguage(db, actor, { code, name: "Test", nativeName: "Testisk", direction: "rtl", flagIconUrl: null })).toBe("ok");
    await waitFor(() => heard.slice(start).includes("shell"));
    expect(await addLanguage(db, actor, { code, name: "Test", nativeName: "Testisk", direction: "rtl", flagIconUrl: null })).toBe("exists");
    let all = await listAllLanguages(db);
    expect(all.at(-1)).toMatchObject({ code, isActive: false, isDefault: false, direction: "rtl" });

    expect(await setDefaultLanguage(db, actor, code)).toBe("default_must_be_active");
    expect(
      await updateLanguage(db, actor, code, { name: "Testish", nativeName: "Testisk", direction: "ltr", flagIconUrl: "/flags/x.svg" }),
    ).toBe("ok");
    expect(await setLanguageActive(db, actor, code, true)).toBe("ok");
    expect(await moveLanguage(db, actor, code, "up")).toBe("ok");
    all = await listAllLanguages(db);
    expect(all.at(-2)).toMatchObject({ code, isActive: true, direction: "ltr", flagIconUrl: "/flags/x.svg" });

    const previous = all.find((language) => language.isDefault)!;
    start = heard.length;
    expect(await setDefaultLanguage(db, actor, code)).toBe("ok");
    await waitFor(() => heard.slice(start).includes("shell"));
    expect((await listAllLanguages(db)).filter((language) => language.isDefault).map((language) => language.code)).toEqual([code]);
    expect(await setLanguageActive(db, actor, code, false)).toBe("default_stays_active");

    // Back as it was, for the tests after this one.
    expect(await setDefaultLanguage(db, actor, previous.code)).toBe("ok");
    expect(await setLanguageActive(db, actor, code, false)).toBe("ok");
    const actions = (await listAudit(db, factoryId, { page: 1, entity: "language", entityId: code })).entries.map((entry) => entry.action);
    expect(actions).toEqual([
      "language.deactivate",
      "language.set_default",
      "language.move",
      "language.activate",
      "language.update",
      "language.create",
    ]);
  });
});

describe(`back-office settings on ${testEngine()}`, () => {
  const form = {
    name: "Fjellgården Mat AS",
    siteName: "Fjellgården",
    headerMenuStyle: "centered",
    headerLogoStyle: "circular",
    headerLogoWidth: "40",
    headerLogoHeight: "40",
    headerMaxLogoWidth: "220",
    organizationNumber: "912 345 678",
    website: "https://fjellgarden.example",
    email: "post@fjellgarden.example",
    logoUrl: "/logo.svg",
    showCompanyNameInHeader: "on",
  };
  it("validates, saves factory and settings in one audited write, and drops every cached page", async () => {
    expect(settingsSchema.safeParse({ ...form, headerMenuStyle: "marquee" }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...form, website: "javascript:alert(1)" }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...form, faviconUrl: "//evil.example/x.ico" }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...form, headerLogoWidth: "0" }).success).toBe(false);
    const parsed = settingsSchema.parse(form);
    const start = heard.length;
    await saveSettings(db, actor, parsed);
    await waitFor(() => heard.slice(start).includes("shell"));
    const { factory, settings } = await loadSettings(db, factoryId);
    expect(factory).toMatchObject({ website: "https://fjellgarden.example", organizationNumber: "912 345 678" });
    expect(settings).toMatchObject({
      headerMenuStyle: "centered",
      headerLogoStyle: "circular",
      headerLogoWidth: 40,
      showCompanyNameInHeader: true,
      logoUrl: "/logo.svg",
    });
    const [entry] = (await listAudit(db, factoryId, { page: 1, entity: "settings" })).entries;
    expect(entry).toMatchObject({ action: "settings.update" });
    expect((entry!.after as { settings: { headerMenuStyle: string } }).settings.headerMenuStyle).toBe("centered");
  });
});

describe(`the product limit on ${testEngine()}`, () => {
  it(`refuses product number ${MAX_PRODUCTS_PER_FACTORY + 1} with the limit, not an error`, async () => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(products).where(eq(products.factoryId, factoryId));
    const missing = MAX_PRODUCTS_PER_FACTORY - total;
    await db.execute(
      sql`insert into products (factory_id, slug, name) select ${factoryId}, 'bulk-' || n, 'Bulk ' || n from generate_series(1, ${missing}) as n`,
    );
    expect(await saveProduct(db, actor, null, input(), { defaultCode: "nb" })).toEqual({ ok: false, limit: true });
  });
});
