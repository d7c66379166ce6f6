import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, outbox, sellerApplications } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import type { SellerApplicationDetails } from "~/server/sellers/application-form.server";
import { groupByRegion } from "~/lib/sellers/sellers";
import { decideSellerApplication, deleteSellerApplication, placeSeller, submitSellerApplication } from "~/server/sellers/commands.server";
import { sendSellerApplicationMails, sendSellerDecisionMail } from "~/server/sellers/mail.server";
import {
  countSellerApplications,
  listApprovedSellers,
  listSellerApplications,
  loadSellerApplication,
} from "~/server/sellers/queries.server";
import { loadSite } from "~/server/site/queries.server";
import { waitFor } from "../support/back-office";
import { randomOrgNumber } from "../support/org-number";
import { testEngine, useTestDatabase } from "../support/database";

const setup = useTestDatabase({ admin: "boss", listen: true });
let db: Database;
let factoryId: string;
let actor: AdminActor;
let heard: string[] = [];

const details = (overrides: Partial<SellerApplicationDetails> = {}): SellerApplicationDetails => ({
  company: `Testbutikk ${crypto.randomUUID().slice(0, 6)}`,
  orgNumber: randomOrgNumber(),
  contactName: "Kari Nordmann",
  email: `seller-${crypto.randomUUID()}@example.com`,
  phone: "+4791234567",
  streetAddress: "Storgata 1",
  postcode: "0155",
  city: "Oslo",
  shopType: "grocery",
  website: null,
  openingHours: null,
  message: "",
  ...overrides,
});

const apply = (values: Partial<SellerApplicationDetails> = {}, languageCode = "nb", idempotencyKey: string = crypto.randomUUID()) =>
  submitSellerApplication(db, { factoryId, languageCode, idempotencyKey, details: details(values) });

beforeAll(async () => {
  ({ db, factoryId, actor, heard } = setup);
});

describe(`seller applications on ${testEngine()}`, () => {
  it("stores a pending application once per form, and refuses a second open one for the same organisation", async () => {
    const key = crypto.randomUUID();
    const values = details();
    const first = await submitSellerApplication(db, { factoryId, languageCode: "ar", idempotencyKey: key, details: values });
    if (!first.ok) throw new Error("not stored");
    expect(first.replayed).toBe(false);
    const again = await submitSellerApplication(db, { factoryId, languageCode: "ar", idempotencyKey: key, details: values });
    expect(again).toEqual({ ...first, replayed: true });
    expect(
      await submitSellerApplication(db, {
        factoryId,
        languageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
        details: { ...values, email: "other@example.com" },
      }),
    ).toEqual({ ok: false, error: "duplicate" });

    const stored = await loadSellerApplication(db, first.id);
    expect(stored).toMatchObject({
      status: "pending",
      languageCode: "ar",
      orgNumber: values.orgNumber,
      companyName: values.company,
      decisionReason: null,
    });
    expect(await db.select().from(sellerApplications).where(eq(sellerApplications.orgNumber, values.orgNumber))).toHaveLength(1);
    const listed = await listSellerApplications(db, factoryId, { status: "pending", q: values.orgNumber, page: 1 });
    expect(listed.applications.map((application) => application.id)).toEqual([first.id]);
    const byReference = await listSellerApplications(db, factoryId, {
      q: `S-${String(first.applicationNumber).padStart(6, "0")}`,
      page: 1,
    });
    expect(byReference.applications.map((application) => application.id)).toEqual([first.id]);
    expect(await countSellerApplications(db, factoryId, "pending")).toBeGreaterThanOrEqual(1);
    // Pending applications are not on the map.
    expect((await listApprovedSellers(db, factoryId, "")).some((seller) => seller.id === first.id)).toBe(false);
  });

  it("refuses what the database rules out even when the form is bypassed", async () => {
    await expect(apply({ postcode: "12" })).rejects.toThrow();
    await expect(apply({ shopType: "kiosk" as never })).rejects.toThrow();
  });

  it("mails the receipt in the applicant's language and the notice to the factory, through the outbox", async () => {
    const result = await apply({}, "ar");
    if (!result.ok) throw new Error("not stored");
    const application = (await loadSellerApplication(db, result.id))!;
    const site = await loadSite(db);
    const mailer = createMailer({ db, logger: createLogger("silent"), from: "shop@example.com" });
    await sendSellerApplicationMails({ mailer, origin: "http://localhost:3000" }, site, application);
    const [receipt] = await db.select().from(outbox).where(eq(outbox.to, application.email));
    expect(receipt!.subject).toContain("استلمنا طلبك");
    expect(receipt!.html).toContain('dir="rtl"');
    expect(receipt!.text).toContain(application.companyName);
    const factoryAddress = site.settings?.contactEmail ?? site.factory.email;
    const notices = await db.select().from(outbox).where(eq(outbox.to, factoryAddress!));
    const notice = notices.find((mail) => mail.text.includes(`/admin/sellers/${application.id}`));
    expect(notice!.subject).toContain("Ny forhandlersøknad");
  });

  it("approves and rejects along the declared table, with a reason, an audit entry per write and the sellers map dropped from the cache", async () => {
    const result = await apply({ city: "Tromsø", postcode: "9008" }, "en");
    if (!result.ok) throw new Error("not stored");
    const id = result.id;

    expect(await decideSellerApplication(db, { ...actor, factoryId: crypto.randomUUID() }, id, "approved", "")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await decideSellerApplication(db, actor, id, "pending", "")).toEqual({ ok: false, reason: "not_allowed" });
    expect(await decideSellerApplication(db, actor, id, "rejected", "   ")).toEqual({ ok: false, reason: "reason_required" });

    let start = heard.length;
    expect(await decideSellerApplication(db, actor, id, "approved", "")).toEqual({ ok: true });
    await waitFor(() => heard.slice(start).includes("sellers"));
    expect(await decideSellerApplication(db, actor, id, "approved", "")).toEqual({ ok: false, reason: "not_allowed" });
    const approved = (await loadSellerApplication(db, id))!;
    expect(approved).toMatchObject({ status: "approved", decidedByEmail: actor.user.email, decisionReason: null });
    expect((await listApprovedSellers(db, factoryId, "tromsø")).filter((seller) => seller.id === id)).toEqual([
      expect.objectContaining({ id, city: "Tromsø", postcode: "9008", shopType: "grocery" }),
    ]);
    expect((await listApprovedSellers(db, factoryId, "90")).map((seller) => seller.id)).toContain(id);
    expect((await listApprovedSellers(db, factoryId, "0155")).map((seller) => seller.id)).not.toContain(id);

    const site = await loadSite(db);
    const mailer = createMailer({ db, logger: createLogger("silent"), from: "shop@example.com" });
    await sendSellerDecisionMail({ mailer, origin: "http://localhost:3000" }, site, approved, "approved", null);
    const [welcome] = await db.select().from(outbox).where(eq(outbox.to, approved.email));
    expect(welcome!.subject).toContain("has been approved");
    expect(welcome!.text).toContain("http://localhost:3000/en/sellers-map");

    start = heard.length;
    expect(await decideSellerApplication(db, actor, id, "rejected", "  Closed for good  ")).toEqual({ ok: true });
    await waitFor(() => heard.slice(start).includes("sellers"));
    expect(await loadSellerApplication(db, id)).toMatchObject({ status: "rejected", decisionReason: "Closed for good" });
    expect((await listApprovedSellers(db, factoryId, "")).some((seller) => seller.id === id)).toBe(false);

    const { entries } = await listAudit(db, factoryId, { page: 1, entity: "seller", entityId: id });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after, entry.actorEmail]).reverse()).toEqual([
      [
        "seller.approve",
        { status: "pending", reason: null, latitude: null, longitude: null },
        { status: "approved", reason: null, latitude: null, longitude: null },
        actor.user.email,
      ],
      [
        "seller.reject",
        { status: "approved", reason: null, latitude: null, longitude: null },
        { status: "rejected", reason: "Closed for good", latitude: null, longitude: null },
        actor.user.email,
      ],
    ]);
  });

  it("does not approve a rejected organisation again while it has another open application, and writes nothing", async () => {
    const values = details();
    const first = await apply(values);
    if (!first.ok) throw new Error("not stored");
    expect(await decideSellerApplication(db, actor, first.id, "rejected", "Incomplete")).toEqual({ ok: true });
    // Rejected: the organisation may apply again.
    const second = await apply({ ...values, email: "again@example.com" });
    if (!second.ok) throw new Error("not stored");
    const auditBefore = await db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(await decideSellerApplication(db, actor, first.id, "approved", "")).toEqual({ ok: false, reason: "duplicate" });
    expect(await loadSellerApplication(db, first.id)).toMatchObject({ status: "rejected", decisionReason: "Incomplete" });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, first.id))).toHaveLength(auditBefore.length);
  });

  it("deletes a pending or rejected application with its audit entry, never an approved seller", async () => {
    const result = await apply();
    if (!result.ok) throw new Error("not stored");
    expect(await decideSellerApplication(db, actor, result.id, "approved", "")).toEqual({ ok: true });
    expect(await deleteSellerApplication(db, actor, result.id)).toEqual({ ok: false, reason: "not_allowed" });
    expect(await deleteSellerApplication(db, { ...actor, factoryId: crypto.randomUUID() }, result.id)).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await decideSellerApplication(db, actor, result.id, "rejected", "Spam")).toEqual({ ok: true });
    const start = heard.length;
    expect(await deleteSellerApplication(db, actor, result.id)).toEqual({ ok: true });
    await waitFor(() => heard.slice(start).includes("sellers"));
    expect(await loadSellerApplication(db, result.id)).toBeNull();
    const { entries } = await listAudit(db, factoryId, { page: 1, entityId: result.id, action: "seller.delete" });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.before).toMatchObject({ status: "rejected", applicationNumber: result.applicationNumber });
    expect(JSON.stringify(entries[0]!.before)).not.toContain("@example.com");
  });

  it("lists the approved sellers (the demo's dozen among them) by county and city, searchable by name, city or postcode, with what the public sees only", async () => {
    const all = await listApprovedSellers(db, factoryId, "");
    expect(all.length).toBeGreaterThanOrEqual(12);
    // The demo's sellers come with their pins.
    expect(all.filter((seller) => seller.latitude !== null && seller.longitude !== null).length).toBeGreaterThanOrEqual(12);
    for (const seller of all) for (const personal of ["email", "contactName", "orgNumber"]) expect(seller).not.toHaveProperty(personal);
    const groups = groupByRegion(all);
    const counties = groups.map((group) => group.region);
    expect(counties).toEqual(
      expect.arrayContaining([
        "oslo",
        "innlandet",
        "agder",
        "rogaland",
        "vestland",
        "more-og-romsdal",
        "trondelag",
        "nordland",
        "troms",
        "finnmark",
      ]),
    );
    const oslo = groups.find((group) => group.region === "oslo")!;
    expect(oslo.cities.find((group) => group.city === "Oslo")!.sellers.map((seller) => seller.companyName)).toEqual(
      expect.arrayContaining(["Grønland Mathall", "Kafé Bogstad"]),
    );
    expect(groups.find((group) => group.region === "finnmark")!.cities.map((group) => group.city)).toEqual(["Alta"]);

    const names = async (query: string) => (await listApprovedSellers(db, factoryId, query)).map((seller) => seller.companyName);
    expect(await names("bryggen")).toEqual(["Bryggen Delikatesse"]);
    expect(await names("ÅLESUND")).toEqual(["Jugendkafeen"]);
    expect(await names("40")).toEqual(["Torget Matbu"]);
    expect(await names("4006")).toEqual(["Torget Matbu"]);
    expect(await names("%")).toEqual([]);
    expect(await names("kafé")).toEqual(expect.arrayContaining(["Kafé Bogstad"]));

    // A new approved seller in Lom joins Innlandet's list, under its own city.
    const result = await apply({
      company: "Fjellbygda Gardsutsalg",
      city: "Lom",
      postcode: "2686",
      shopType: "farm_shop",
      website: "https://fjellbygda.example",
      openingHours: "Sat 10–14",
    });
    if (!result.ok) throw new Error("not stored");
    expect(await decideSellerApplication(db, actor, result.id, "approved", "")).toEqual({ ok: true });
    const innlandet = groupByRegion(await listApprovedSellers(db, factoryId, "")).find((group) => group.region === "innlandet")!;
    const lom = innlandet.cities.find((group) => group.city === "Lom")!;
    expect(lom.sellers.map((seller) => seller.companyName)).toEqual(["Fjellbygda Gardsutsalg", "Lom Gardsbutikk"]);
    expect(lom.sellers[0]).toMatchObject({
      website: "https://fjellbygda.example",
      openingHours: "Sat 10–14",
      latitude: null,
      longitude: null,
    });
  });

  it("saves the pin with the approval and when it is moved, each write audited, and refuses half a position", async () => {
    const result = await apply({ city: "Otta", postcode: "2670" });
    if (!result.ok) throw new Error("not stored");
    const id = result.id;
    let start = heard.length;
    expect(await decideSellerApplication(db, actor, id, "approved", "", { latitude: 61.7731, longitude: 9.5402 })).toEqual({ ok: true });
    await waitFor(() => heard.slice(start).includes("sellers"));
    expect(await loadSellerApplication(db, id)).toMatchObject({ status: "approved", latitude: 61.7731, longitude: 9.5402 });
    expect((await listApprovedSellers(db, factoryId, "2670")).find((seller) => seller.id === id)).toMatchObject({
      latitude: 61.7731,
      longitude: 9.5402,
    });

    start = heard.length;
    expect(await placeSeller(db, actor, id, { latitude: 61.7, longitude: 9.5 })).toEqual({ ok: true });
    await waitFor(() => heard.slice(start).includes("sellers"));
    expect(await placeSeller(db, { ...actor, factoryId: crypto.randomUUID() }, id, null)).toEqual({ ok: false, reason: "not_found" });
    expect(await placeSeller(db, actor, id, null)).toEqual({ ok: true });
    expect(await loadSellerApplication(db, id)).toMatchObject({ latitude: null, longitude: null });
    // A rejection leaves the pin as it is.
    expect(await placeSeller(db, actor, id, { latitude: 61.7, longitude: 9.5 })).toEqual({ ok: true });
    expect(await decideSellerApplication(db, actor, id, "rejected", "Moved away")).toEqual({ ok: true });
    expect(await loadSellerApplication(db, id)).toMatchObject({ status: "rejected", latitude: 61.7, longitude: 9.5 });

    const { entries } = await listAudit(db, factoryId, { page: 1, entity: "seller", entityId: id });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after]).reverse()).toEqual([
      [
        "seller.approve",
        { status: "pending", reason: null, latitude: null, longitude: null },
        { status: "approved", reason: null, latitude: 61.7731, longitude: 9.5402 },
      ],
      ["seller.position", { latitude: 61.7731, longitude: 9.5402 }, { latitude: 61.7, longitude: 9.5 }],
      ["seller.position", { latitude: 61.7, longitude: 9.5 }, { latitude: null, longitude: null }],
      ["seller.position", { latitude: null, longitude: null }, { latitude: 61.7, longitude: 9.5 }],
      [
        "seller.reject",
        { status: "approved", reason: null, latitude: 61.7, longitude: 9.5 },
        { status: "rejected", reason: "Moved away", latitude: 61.7, longitude: 9.5 },
      ],
    ]);

    // The database refuses half a position or one off the globe, even past the form.
    await expect(db.update(sellerApplications).set({ latitude: 60 }).where(eq(sellerApplications.id, id))).resolves.toBeDefined();
    await expect(
      db.update(sellerApplications).set({ latitude: 60, longitude: null }).where(eq(sellerApplications.id, id)),
    ).rejects.toThrow();
    await expect(db.update(sellerApplications).set({ latitude: 91, longitude: 9 }).where(eq(sellerApplications.id, id))).rejects.toThrow();
  });
});
