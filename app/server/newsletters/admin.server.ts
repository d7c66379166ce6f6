import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { canTransitionNewsletter, isEditable, type NewsletterStatus } from "~/lib/newsletters";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import { escapeHtml, sanitizeRichText } from "../content/rich-text.server";
import type { Database } from "../db/client.server";
import { type NewsletterContent, newsletterDeliveries, newsletters, newsletterSubscribers } from "../db/schema";
import { DomainError } from "../errors";
import type { Mailer } from "../mail/mailer.server";
import { invalidatePages } from "../page-cache/invalidation.server";
import type { Site } from "../site/queries.server";
import { addRecipients } from "./job.server";
import { newsletterMail } from "./render.server";
import { newsletterTags } from "./tags";
import { newToken } from "./tokens";

type Newsletter = typeof newsletters.$inferSelect;

const auditState = (row: Newsletter) => ({
  status: row.status,
  languages: row.languages,
  isPublic: row.isPublic,
  scheduledAt: row.scheduledAt,
  subjects: Object.fromEntries(Object.entries(row.content).map(([code, content]) => [code, content.subject])),
});

async function lockNewsletter(tx: Database, actor: AdminActor, id: string): Promise<Newsletter> {
  const [row] = await tx
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.factoryId, actor.factoryId)))
    .for("update");
  if (!row) throw new DomainError("not_found", "No such newsletter");
  return row;
}

async function move(tx: Database, row: Newsletter, to: NewsletterStatus, extra: Partial<Newsletter> = {}): Promise<Newsletter> {
  if (!canTransitionNewsletter(row.status, to)) throw new DomainError("conflict", `A ${row.status} newsletter cannot become ${to}`);
  const [updated] = await tx
    .update(newsletters)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(eq(newsletters.id, row.id))
    .returning();
  return updated!;
}

/** A new draft in every active language of the site. */
export async function createNewsletter(db: Database, actor: AdminActor, site: Site): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletters)
      .values({ factoryId: actor.factoryId, languages: site.languages.map((language) => language.code), shareableUrl: newToken() })
      .returning();
    await recordAudit(tx, actor, {
      action: "newsletter.create",
      entityType: "newsletter",
      entityId: row!.id,
      before: null,
      after: auditState(row!),
    });
    return row!.id;
  });
}

export const newsletterFormSchema = z.object({
  languages: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)).min(1, "Choose at least one language"),
  isPublic: z.boolean(),
  content: z.record(z.string(), z.object({ subject: z.string().trim().max(200), body: z.string().max(200_000) })),
});
export type NewsletterForm = z.infer<typeof newsletterFormSchema>;

/**
 * Saves subject and body per language (bodies sanitised with the site's rich-text allow-list),
 * the languages it goes to and whether its archive page is public. Content and languages change
 * only while nothing has been sent; `isPublic` at any time. Audited; drops the cached archive pages.
 */
export async function updateNewsletter(db: Database, actor: AdminActor, site: Site, id: string, form: NewsletterForm): Promise<void> {
  const active = new Set(site.languages.map((language) => language.code));
  const languages = form.languages.filter((code) => active.has(code));
  if (languages.length === 0) throw new DomainError("invalid", "Choose at least one language");
  await db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, actor, id);
    const content: Record<string, NewsletterContent> = {};
    for (const [code, value] of Object.entries(form.content)) {
      if (active.has(code)) content[code] = { subject: value.subject, body: sanitizeRichText(value.body) };
    }
    const editable = isEditable(row.status);
    if (!editable && (JSON.stringify(content) !== JSON.stringify(row.content) || languages.join() !== row.languages.join())) {
      throw new DomainError("conflict", "A newsletter that has started sending can no longer be changed");
    }
    const [updated] = await tx
      .update(newsletters)
      .set({ ...(editable ? { content, languages } : {}), isPublic: form.isPublic, updatedAt: new Date() })
      .where(eq(newsletters.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "newsletter.update",
      entityType: "newsletter",
      entityId: id,
      before: auditState(row),
      after: auditState(updated!),
    });
    await invalidatePages(tx, [newsletterTags.archive, newsletterTags.one(row.shareableUrl)]);
  });
}

/** 'Send a test': the newsletter in `languageCode` to one address, marked as a test, without unsubscribe link. Audited. */
export async function sendTestNewsletter(
  deps: { db: Database; mailer: Pick<Mailer, "send">; origin: string; site: Site },
  actor: AdminActor,
  id: string,
  input: { to: string; languageCode: string },
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.factoryId, actor.factoryId)));
  if (!row) throw new DomainError("not_found", "No such newsletter");
  const message = newsletterMail({ origin: deps.origin, site: deps.site }, row, {
    email: input.to,
    languageCode: input.languageCode,
    token: null,
    test: true,
  });
  if (!message) throw new DomainError("invalid", "Write a subject first");
  await deps.mailer.send(message);
  await recordAudit(deps.db, actor, {
    action: "newsletter.test",
    entityType: "newsletter",
    entityId: id,
    before: null,
    after: { to: input.to, languageCode: input.languageCode },
  });
}

/**
 * Send now (`at` null) or schedule for `at`: the recipient rows are made when sending starts
 * (now, or by the job at the scheduled time), from the confirmed subscribers of its languages.
 */
export async function scheduleNewsletter(db: Database, actor: AdminActor, id: string, at: Date | null): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, actor, id);
    if (!Object.values(row.content).some((content) => content.subject.trim() !== "")) {
      throw new DomainError("invalid", "Write a subject first");
    }
    let updated: Newsletter;
    if (at && at.getTime() > Date.now()) {
      updated = await move(tx, row, "scheduled", { scheduledAt: at });
    } else {
      await addRecipients(tx, row);
      updated = await move(tx, row, "sending", { startedAt: new Date(), scheduledAt: null });
    }
    await recordAudit(tx, actor, {
      action: at ? "newsletter.schedule" : "newsletter.send",
      entityType: "newsletter",
      entityId: id,
      before: auditState(row),
      after: auditState(updated),
    });
  });
}

/** Pause, resume, back to draft (a scheduled one) or retry the failed recipients. Audited. */
export async function changeNewsletterState(
  db: Database,
  actor: AdminActor,
  id: string,
  change: "pause" | "resume" | "unschedule" | "retry",
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, actor, id);
    let updated: Newsletter;
    if (change === "pause") updated = await move(tx, row, "paused");
    else if (change === "resume") updated = await move(tx, row, "sending");
    else if (change === "unschedule") updated = await move(tx, row, "draft", { scheduledAt: null });
    else {
      if (row.status !== "failed") throw new DomainError("conflict", "Only a newsletter with failed recipients can be retried");
      await tx
        .update(newsletterDeliveries)
        .set({ status: "pending", error: null })
        .where(and(eq(newsletterDeliveries.newsletterId, id), eq(newsletterDeliveries.status, "failed")));
      updated = await move(tx, row, "sending");
    }
    await recordAudit(tx, actor, {
      action: `newsletter.${change}`,
      entityType: "newsletter",
      entityId: id,
      before: auditState(row),
      after: auditState(updated),
    });
  });
}

/** Every newsletter of the factory, newest first, with its delivery counts. */
export async function listNewsletters(db: Database, factoryId: string) {
  return db
    .select({
      id: newsletters.id,
      status: newsletters.status,
      content: newsletters.content,
      languages: newsletters.languages,
      scheduledAt: newsletters.scheduledAt,
      sentAt: newsletters.sentAt,
      createdAt: newsletters.createdAt,
      shareableUrl: newsletters.shareableUrl,
      isPublic: newsletters.isPublic,
      total: sql<number>`(select count(*)::int from newsletter_deliveries d where d.newsletter_id = ${newsletters.id})`,
      done: sql<number>`(select count(*)::int from newsletter_deliveries d where d.newsletter_id = ${newsletters.id} and d.status in ('sent', 'skipped'))`,
      failed: sql<number>`(select count(*)::int from newsletter_deliveries d where d.newsletter_id = ${newsletters.id} and d.status = 'failed')`,
    })
    .from(newsletters)
    .where(eq(newsletters.factoryId, factoryId))
    .orderBy(desc(newsletters.createdAt));
}

export async function getNewsletter(db: Database, factoryId: string, id: string) {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.id, id), eq(newsletters.factoryId, factoryId)));
  return row ?? null;
}

/** How many confirmed subscribers the factory has. */
export async function subscriberCount(db: Database, factoryId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.factoryId, factoryId), eq(newsletterSubscribers.status, "confirmed")));
  return row?.n ?? 0;
}

/** A product card for the body, in `languageCode`: image, name, price and a link to its page (a table, so mail clients lay it out). */
export function productCardHtml(
  product: { name: string; slug: string; imageUrl: string | null; price: string | null; packageSize: string | null },
  href: string,
): string {
  const image = product.imageUrl
    ? `<td><img src="${escapeHtml(product.imageUrl)}" alt="${escapeHtml(product.name)}" width="160"></td>`
    : "";
  const lines = [
    `<strong>${escapeHtml(product.name)}</strong>`,
    ...(product.packageSize ? [escapeHtml(product.packageSize)] : []),
    ...(product.price ? [escapeHtml(product.price)] : []),
    `<a href="${escapeHtml(href)}">${escapeHtml(product.name)}</a>`,
  ];
  return `<table><tbody><tr>${image}<td><p>${lines.join("<br>")}</p></td></tr></tbody></table>`;
}

/** Appends a product card to the body of one language of a draft (audited with the other saves). */
export async function appendToBody(db: Database, actor: AdminActor, id: string, languageCode: string, html: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, actor, id);
    if (!isEditable(row.status)) throw new DomainError("conflict", "A newsletter that has started sending can no longer be changed");
    const current = row.content[languageCode] ?? { subject: "", body: "" };
    const content = { ...row.content, [languageCode]: { ...current, body: sanitizeRichText(`${current.body}${html}`) } };
    const [updated] = await tx.update(newsletters).set({ content, updatedAt: new Date() }).where(eq(newsletters.id, id)).returning();
    await recordAudit(tx, actor, {
      action: "newsletter.update",
      entityType: "newsletter",
      entityId: id,
      before: auditState(row),
      after: auditState(updated!),
    });
  });
}
