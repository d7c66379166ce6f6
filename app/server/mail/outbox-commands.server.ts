import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema";
import { outboxState } from "./outbox-queries.server";
import type { Mailer, ResendResult } from "./mailer.server";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

/**
 * An admin's "Resend": the mailer tries the message again and updates its row; each attempt that
 * went to SMTP is in the audit log with the status and attempts before and after (never the body).
 */
export async function resendOutboxMessage(
  deps: { db: Database; mailer: Pick<Mailer, "resend"> },
  actor: AdminActor,
  id: string,
): Promise<ResendResult> {
  const before = await outboxState(deps.db, id);
  const result = await deps.mailer.resend(id);
  if (result.outcome === "sent" || result.outcome === "failed") {
    await recordAudit(deps.db, actor, {
      action: "outbox.resend",
      entityType: "outbox",
      entityId: id,
      before,
      after: await outboxState(deps.db, id),
    });
  }
  return result;
}

/** Part of deleting an account: the messages sent to the user's address go (sent or waiting). */
export async function eraseMailTo(tx: Database, email: string): Promise<void> {
  await tx.delete(outbox).where(eq(sql`lower(${outbox.to})`, email.toLowerCase()));
}
