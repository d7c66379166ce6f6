import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, outbox, sellerApplications } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import type { SellerApplicationDetails } from "~/server/sellers/application-form.server";
import { decideSellerApplication, deleteSellerApplication, submitSellerApplication } from "~/server/sellers/commands.server";
import { sendSellerApplicationMails, sendSellerDecisionMail } from "~/server/sellers/mail.server";
import { countSellerApplications, listApprovedSellers, listSellerApplications, loadSellerApplication } from "~/server/sellers/queries.server";
import { loadSite } from "~/server/site/queries.server";
import { backOfficeDatabase, waitFor } from "../support/back-office";
import { randomOrgNumber } from "../support/org-number";
import { testEngine } from "../support/database";

let setup: Awaited<ReturnType<typeof backOfficeDatabase>>;
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
  setup = await backOfficeDatabase("boss");
  ({ db, factoryId, actor, heard } = setup);
});

afterAll(async () => {
  await setup?.destroy();
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
    expect(await submitSellerApplication(db, { factoryId, languageCode: "nb", idempotencyKey: crypto.randomUUID(), details: { ...values, email: "other@example.com" } })).toEqual({ ok: false, error: "duplicate" });

    const stored = await loadSellerApplication(db, first.id);
    expect(stored).toMatchObject({ status: "pending", languageCode: "ar", orgNumber: values.orgNumber, companyName: values.company, decisionReason: null });
    expect(await db.select().from(sellerApplications).where(eq(sellerApplications.orgNumber, values.orgNumber))).toHaveLength(1);
    const listed = await listSellerApplications(db, factoryId, { status: "pending", q: values.orgNumber, page: 1 });
    expect(listed.applications.map((application) => application.id)).toEqual([first.id]);
    const byReference = await listSellerApplications(db, factoryId, { q: `S-${String(first.applicationNumber).padStart(6, "0")}`, page: 1 });
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

    expect(await decideSellerApplication(db, { ...actor, factoryId: crypto.randomUUID() }, id, "approved", "")).toEqual({ ok: false, reason: "not_found" });
    expect(await decideSellerApplication(db, actor, id, "pending", "")).toEqual({ ok: false, reason: "not_allowed" });
    expect(await decideSellerApplication(db, actor, id, "rejected", "   ")).toEqual({ ok: false, reason: "reason_required" });

    let start = heard.length;
    expect(await decideSellerApplication(db, actor, id, "approved", "")).toEqual({ ok: true });
    await waitFor(() => heard.slice(start).includes("sellers"));
    expect(await decideSellerApplication(db, actor, id, "approved", "")).toEqual({ ok: false, reason: "not_allowed" });
    const approved = (await loadSellerApplication(db, id))!;
    expect(approved).toMatchObject({ status: "approved", decidedByEmail: actor.user.email, decisionReason: null });
    expect(await listApprovedSellers(db, factoryId, "tromsø")).toEqual([expect.objectContaining({ id, city: "Tromsø", postcode: "9008", shopType: "grocery" })]);
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
      ["seller.approve", { status: "pending", reason: null }, { status: "approved", reason: null }, actor.user.email],
      ["seller.reject", { status: "approved", reason: null }, { status: "rejected", reason: "Closed for good" }, actor.user.email],
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
    expect(await deleteSellerApplication(db, { ...actor, factoryId: crypto.randomUUID() }, result.id)).toEqual({ ok: false, reason: "not_found" });
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
});
