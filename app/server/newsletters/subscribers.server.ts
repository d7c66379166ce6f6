import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { localizePath } from "~/lib/i18n/language";
import { claimMailSend } from "../auth/mail-limit.server";
import type { Database } from "../db/client.server";
import { newsletterDeliveries, newsletterSubscribers } from "../db/schema";
import { composeMail } from "../mail/compose.server";
import type { Mailer } from "../mail/mailer.server";
import { siteMailLanguage } from "../mail/mail-language.server";
import { mailText } from "../mail/messages";
import type { Site } from "../site/queries.server";
import { isTokenShaped, newToken } from "./tokens";

export interface SubscribeDeps {
  db: Database;
  mailer: Pick<Mailer, "send">;
  origin: string;
  site: Site;
}

/** The footer's and the newsletter page's form: an e-mail address (trimmed, lower-cased). */
export const subscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email())
    .transform((value) => value.toLowerCase()),
});

export type SubscribeOutcome = "check_email" | "limited";

/** The links of a subscriber's token in their language: confirm and unsubscribe (both without sign-in). */
export function subscriberLinks(origin: string, site: Site, languageCode: string, token: string) {
  const path = (p: string) => `${origin}${localizePath(p, languageCode, site.defaultLanguage.code)}`;
  return { confirm: path(`/newsletter/confirm?token=${token}`), unsubscribe: path(`/newsletter/unsubscribe?token=${token}`) };
}

/**
 * A visitor asks for the newsletter: one subscriber per address (the same address twice is one
 * row), `pending` with the visitor's language until the link in the confirmation mail (in that
 * language) is followed. An address already subscribed gets no mail; the answer is the same
 * either way ("check your e-mail"), so the form reveals nobody's subscription. Rate-limited like
 * every public form that sends mail (claimMailSend).
 */
export async function subscribe(
  deps: SubscribeDeps,
  input: { email: string; languageCode: string; ip: string; perClient?: number },
): Promise<SubscribeOutcome> {
  if (!(await claimMailSend(deps.db, input.email, input.ip, new Date(), input.perClient))) return "limited";
  const language = siteMailLanguage(deps.site, input.languageCode);
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.factoryId, deps.site.factory.id), eq(newsletterSubscribers.email, input.email)))
      .for("update");
    if (existing?.status === "confirmed") return null;
    if (existing) {
      const [updated] = await tx
        .update(newsletterSubscribers)
        .set({ status: "pending", languageCode: language.code, unsubscribedAt: null, updatedAt: new Date() })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      return updated!;
    }
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ factoryId: deps.site.factory.id, email: input.email, languageCode: language.code, token: newToken() })
      .onConflictDoNothing()
      .returning();
    return inserted ?? null;
  });
  if (row) {
    const links = subscriberLinks(deps.origin, deps.site, language.code, row.token);
    const t = (key: "confirmSubject" | "confirmIntro" | "confirmLabel" | "confirmOutro") =>
      mailText(language, `mail.newsletter.${key}`, { site: language.siteName });
    await deps.mailer.send(
      composeMail(
        input.email,
        t("confirmSubject"),
        { paragraphs: [t("confirmIntro")], link: { label: t("confirmLabel"), url: links.confirm }, closing: [t("confirmOutro")] },
        language,
      ),
    );
  }
  return "check_email";
}

/** The link in the confirmation mail: the subscriber is subscribed from now on (true), or the token names nobody (false). */
export async function confirmSubscription(db: Database, token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "confirmed",
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`,
      unsubscribedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(newsletterSubscribers.token, token), inArray(newsletterSubscribers.status, ["pending", "confirmed"])))
    .returning({ id: newsletterSubscribers.id });
  return row !== undefined;
}

/**
 * The unsubscribe link and the RFC 8058 one-click POST: the subscriber is unsubscribed at once,
 * and any newsletter still waiting to go to them is skipped. True when the token names a subscriber.
 */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).for("update");
    if (!row) return false;
    await unsubscribeRow(tx, row.id);
    return true;
  });
}

async function unsubscribeRow(tx: Database, subscriberId: string) {
  await tx
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, subscriberId), sql`${newsletterSubscribers.status} <> 'unsubscribed'`));
  await tx
    .update(newsletterDeliveries)
    .set({ status: "skipped" })
    .where(and(eq(newsletterDeliveries.subscriberId, subscriberId), eq(newsletterDeliveries.status, "pending")));
}

/**
 * The /account toggle of a signed-in customer: signing in needs a confirmed address (Better Auth's
 * requireEmailVerification), so subscribing is immediate, without a confirmation mail, in the
 * page's language; unsubscribing is immediate too.
 */
export async function setAccountSubscription(
  db: Database,
  site: Site,
  user: { id: string; email: string },
  subscribed: boolean,
  languageCode: string,
): Promise<void> {
  const email = user.email.toLowerCase();
  const language = siteMailLanguage(site, languageCode).code;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.factoryId, site.factory.id), eq(newsletterSubscribers.email, email)))
      .for("update");
    if (!subscribed) {
      if (existing) await unsubscribeRow(tx, existing.id);
      return;
    }
    const status = "confirmed" as const;
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({
          status,
          userId: user.id,
          languageCode: language,
          confirmedAt: existing.confirmedAt ?? new Date(),
          unsubscribedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(newsletterSubscribers.id, existing.id));
      return;
    }
    await tx.insert(newsletterSubscribers).values({
      factoryId: site.factory.id,
      email,
      languageCode: language,
      token: newToken(),
      userId: user.id,
      status,
      confirmedAt: new Date(),
    });
  });
}

/** Whether the signed-in customer's address is subscribed (confirmed). */
export async function accountSubscription(db: Database, factoryId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.factoryId, factoryId), eq(newsletterSubscribers.email, email.toLowerCase())));
  return row?.status === "confirmed";
}

/** The subscriber's rows for "export my data" (never the token). */
export async function subscriberExport(db: Database, email: string) {
  const rows = await db.execute(
    sql`select s.email, s.language_code, s.status, s.created_at, s.confirmed_at, s.unsubscribed_at,
          coalesce((select json_agg(json_build_object('newsletter_id', d.newsletter_id, 'status', d.status, 'sent_at', d.sent_at))
            from newsletter_deliveries d where d.subscriber_id = s.id), '[]'::json) as deliveries
        from newsletter_subscribers s where s.email = ${email.toLowerCase()} order by s.created_at`,
  );
  return rows.rows;
}

/** Account deletion: the address's subscription and its delivery records go. */
export async function deleteSubscriberData(tx: Database, user: { id: string; email: string }): Promise<void> {
  await tx
    .delete(newsletterSubscribers)
    .where(sql`${newsletterSubscribers.email} = ${user.email.toLowerCase()} or ${newsletterSubscribers.userId} = ${user.id}`);
}
