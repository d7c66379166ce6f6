import { and, eq, ne, or, sql } from "drizzle-orm";
import { canTransitionSeller, type SellerPosition, type SellerStatus } from "~/lib/sellers/sellers";
import { recordAudit } from "../backoffice/audit.server";
import { transition } from "../transitions.server";
import type { AdminActor } from "../backoffice/guard.server";
import type { Database } from "../db/client.server";
import { sellerApplications } from "../db/schema";
import type { SellerApplicationDetails } from "./application-form.server";
import { applicationByKey } from "./queries.server";

export interface SubmitSellerApplicationInput {
  factoryId: string;
  languageCode: string;
  idempotencyKey: string;
  details: SellerApplicationDetails;
}

export type SubmitSellerApplicationResult =
  { ok: true; id: string; applicationNumber: number; replayed: boolean } | { ok: false; error: "duplicate" };

/**
 * Stores a pending application in one statement. A second submission of the same form (its
 * idempotency key) answers the first one's application; an organisation that already has a pending
 * or approved application with the factory is refused (the partial unique index decides, so two
 * submissions at once cannot both pass).
 */
export async function submitSellerApplication(db: Database, input: SubmitSellerApplicationInput): Promise<SubmitSellerApplicationResult> {
  const details = input.details;
  const [created] = await db
    .insert(sellerApplications)
    .values({
      factoryId: input.factoryId,
      idempotencyKey: input.idempotencyKey,
      languageCode: input.languageCode,
      companyName: details.company,
      orgNumber: details.orgNumber,
      contactName: details.contactName,
      email: details.email,
      phone: details.phone,
      streetAddress: details.streetAddress,
      postcode: details.postcode,
      city: details.city,
      shopType: details.shopType,
      message: details.message,
      website: details.website,
      openingHours: details.openingHours,
    })
    .onConflictDoNothing()
    .returning({ id: sellerApplications.id, applicationNumber: sellerApplications.applicationNumber });
  if (created) return { ok: true, ...created, replayed: false };
  const existing = await applicationByKey(db, input.idempotencyKey);
  if (existing) return { ok: true, ...existing, replayed: true };
  return { ok: false, error: "duplicate" };
}

/** The application's row, locked until the transaction ends, or null when it is not the actor's factory's. */
async function lockApplication(tx: Database, actor: AdminActor, applicationId: string) {
  const [application] = await tx.select().from(sellerApplications).where(eq(sellerApplications.id, applicationId)).for("update");
  return application && application.factoryId === actor.factoryId ? application : null;
}

export type SellerDecisionResult = { ok: true } | { ok: false; reason: "not_found" | "not_allowed" | "reason_required" | "duplicate" };

/**
 * Approves or rejects an application along the declared table (app/lib/sellers/sellers.ts), with
 * the decision (reason, when, who) and its audit entry in one transaction. A rejection needs a
 * reason. Approving a rejected application is refused while the organisation has another pending or
 * approved one. `position` (when given) places the seller's pin in the same write; null takes it
 * away. The table's trigger drops the cached sellers pages when the transaction commits.
 */
export async function decideSellerApplication(
  db: Database,
  actor: AdminActor,
  applicationId: string,
  to: SellerStatus,
  reason: string,
  position?: SellerPosition | null,
): Promise<SellerDecisionResult> {
  const trimmed = reason.trim();
  if (to === "rejected" && trimmed === "") return { ok: false, reason: "reason_required" };
  const decisionReason = trimmed === "" ? null : trimmed;
  const pin = position === undefined ? {} : { latitude: position?.latitude ?? null, longitude: position?.longitude ?? null };
  return db
    .transaction(async (tx): Promise<SellerDecisionResult> => {
      const moved = await transition(tx, {
        lock: (tx) => lockApplication(tx, actor, applicationId),
        statusOf: (application) => application.status as SellerStatus,
        to,
        allowed: canTransitionSeller,
        apply: async (tx, application) => {
          if (to === "approved") {
            const [other] = await tx
              .select({ id: sellerApplications.id })
              .from(sellerApplications)
              .where(
                and(
                  eq(sellerApplications.factoryId, application.factoryId),
                  eq(sellerApplications.orgNumber, application.orgNumber),
                  ne(sellerApplications.id, applicationId),
                  sql`${sellerApplications.status} in ('pending', 'approved')`,
                ),
              );
            // Refused: the transaction rolls back (nothing was written yet), the caller answers "duplicate".
            if (other) throw new DuplicateSeller();
          }
          await tx
            .update(sellerApplications)
            .set({
              status: to,
              decisionReason,
              ...pin,
              decidedAt: new Date(),
              decidedByUserId: actor.user.id,
              decidedByEmail: actor.user.email,
              updatedAt: new Date(),
            })
            .where(eq(sellerApplications.id, applicationId));
        },
        audit: {
          actor,
          action: to === "approved" ? "seller.approve" : "seller.reject",
          entityType: "seller",
          entityId: applicationId,
          before: (application, from) => ({ status: from, reason: application.decisionReason, ...pinOf(application) }),
          after: (application) => ({ status: to, reason: decisionReason, ...pinOf(application), ...pin }),
        },
      });
      return moved.ok ? { ok: true } : { ok: false, reason: moved.reason };
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateSeller) return { ok: false, reason: "duplicate" };
      throw error;
    });
}

/** Another pending or approved application of the organisation blocks an approval. */
class DuplicateSeller extends Error {}

const pinOf = (application: { latitude: number | null; longitude: number | null }) => ({
  latitude: application.latitude,
  longitude: application.longitude,
});

/**
 * Places (or with null takes away) a seller's pin on the map, with its audit entry, in one
 * transaction; the table's trigger drops the cached sellers pages.
 */
export async function placeSeller(
  db: Database,
  actor: AdminActor,
  applicationId: string,
  position: SellerPosition | null,
): Promise<{ ok: true } | { ok: false; reason: "not_found" }> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, actor, applicationId);
    if (!application) return { ok: false, reason: "not_found" };
    const pin = { latitude: position?.latitude ?? null, longitude: position?.longitude ?? null };
    await tx
      .update(sellerApplications)
      .set({ ...pin, updatedAt: new Date() })
      .where(eq(sellerApplications.id, applicationId));
    await recordAudit(tx, actor, {
      action: "seller.position",
      entityType: "seller",
      entityId: applicationId,
      before: { latitude: application.latitude, longitude: application.longitude },
      after: pin,
    });
    return { ok: true };
  });
}

/**
 * Deletes a pending or rejected application with the applicant's details (spam, or on request),
 * with its audit entry (the reference, status and company, never the person's details). An approved
 * seller is rejected first, so the map never loses a seller without a decision on record.
 */
export async function deleteSellerApplication(
  db: Database,
  actor: AdminActor,
  applicationId: string,
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "not_allowed" }> {
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, actor, applicationId);
    if (!application) return { ok: false, reason: "not_found" };
    if (application.status === "approved") return { ok: false, reason: "not_allowed" };
    await tx.delete(sellerApplications).where(eq(sellerApplications.id, applicationId));
    await recordAudit(tx, actor, {
      action: "seller.delete",
      entityType: "seller",
      entityId: applicationId,
      before: { status: application.status, applicationNumber: application.applicationNumber, companyName: application.companyName },
      after: null,
    });
    return { ok: true };
  });
}

/**
 * Part of deleting an account: applications sent from the user's address keep the shop's company details
 * without the contact's name, e-mail, phone or message; a decision the user made loses their e-mail.
 */
export async function anonymiseSellerApplicationsOf(tx: Database, user: { id: string; email: string }): Promise<void> {
  const email = user.email.toLowerCase();
  await tx
    .update(sellerApplications)
    .set({ contactName: "", email: "", phone: "", message: "", updatedAt: new Date() })
    .where(eq(sql`lower(${sellerApplications.email})`, email));
  await tx
    .update(sellerApplications)
    .set({ decidedByEmail: null })
    .where(or(eq(sellerApplications.decidedByUserId, user.id), eq(sql`lower(${sellerApplications.decidedByEmail})`, email)));
}
