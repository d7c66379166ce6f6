import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { redactSecretLinks } from "../secret-params.server";
import { outbox, type OutboxStatus } from "../db/schema";

/** The HTML part as source text, with `&amp;`-escaped links' secrets masked like the text's. */
function maskHtml(html: string): string {
  return redactSecretLinks(html.replace(/&(amp|#38|#x26);/gi, "&"));
}

/**
 * The newest e-mails for the outbox page, optionally of one status. Links carrying secrets
 * (confirmation and reset tokens) are masked in both parts: the page shows the message, not live
 * keys. The HTML part is returned as source text, for the page to show as text (never rendered).
 */
export async function listOutbox(db: Database, options: { status?: OutboxStatus; limit?: number } = {}) {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.status ? eq(outbox.status, options.status) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(options.limit ?? 100);
  return rows.map(({ text, html, ...message }) => {
    const masked = redactSecretLinks(text);
    const maskedHtml = html === null ? null : maskHtml(html);
    return {
      ...message,
      text: masked,
      html: maskedHtml,
      hasSecrets: masked !== text || (html !== null && maskedHtml !== html.replace(/&(amp|#38|#x26);/gi, "&")),
    };
  });
}

/** One e-mail as written, secrets included: for an admin's explicit "Reveal" (the caller checks and logs it). */
export async function revealOutboxMessage(db: Database, id: string) {
  const [message] = await db.select({ id: outbox.id, text: outbox.text }).from(outbox).where(eq(outbox.id, id));
  return message ?? null;
}

/** A message's delivery state, for the audit entry of a resend (before and after). */
export async function outboxState(db: Database, id: string) {
  const [state] = await db
    .select({ status: outbox.status, attempts: outbox.attempts, error: outbox.error })
    .from(outbox)
    .where(eq(outbox.id, id));
  return state ?? null;
}
