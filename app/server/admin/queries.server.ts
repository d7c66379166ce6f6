import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { redactSecretLinks } from "../secret-params.server";
import { outbox } from "../db/schema";

/**
 * The newest e-mails, for the outbox page (without SMTP this is where mail goes). Links carrying
 * secrets (confirmation and reset tokens) are masked: the page shows the message, not live keys.
 */
export async function listOutbox(db: Database, limit = 100) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
  return rows.map(({ text, ...message }) => {
    const masked = redactSecretLinks(text);
    return { ...message, text: masked, hasSecrets: masked !== text };
  });
}

/** One e-mail as written, secrets included: for an admin's explicit "Reveal" (the caller checks and logs it). */
export async function revealOutboxMessage(db: Database, id: string) {
  const [message] = await db.select({ id: outbox.id, text: outbox.text }).from(outbox).where(eq(outbox.id, id));
  return message ?? null;
}
