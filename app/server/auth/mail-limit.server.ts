import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { mailSendAttempts } from "../db/schema";

export const MAIL_WINDOW_MS = 60 * 60 * 1000;
export const MAX_MAILS_PER_ADDRESS = 3;
/** The default of MAIL_LIMIT_PER_CLIENT: mail-sending requests per client address and hour. */
export const MAX_MAILS_PER_CLIENT = 20;

/**
 * Claims one request of a public form that sends mail or takes stock (registration, reset link,
 * new confirmation link, seller application, shop and restaurant checkout, quote request) for
 * `email` from `ip`: true, and counted, while both are under their hourly limit (`perClient` for
 * the address: MAIL_LIMIT_PER_CLIENT); false otherwise. A form without an e-mail address (a
 * restaurant order may have none) is limited by the client address only. Every request counts,
 * whether or not an account exists, so the limit itself reveals nothing. The counts live in the
 * database, so every app process sees the same numbers.
 */
export async function claimMailSend(
  db: Database,
  email: string | null,
  ip: string,
  now = new Date(),
  perClient = MAX_MAILS_PER_CLIENT,
): Promise<boolean> {
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  return db.transaction(async (tx) => {
    // One claim at a time, so that parallel requests cannot all read "2 of 3" and all send.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mail_send_attempts'))`);
    const countFor = async (who: ReturnType<typeof eq>) => {
      const [row] = await tx
        .select({ total: count() })
        .from(mailSendAttempts)
        .where(and(who, gte(mailSendAttempts.createdAt, since)));
      return row?.total ?? 0;
    };
    if (email !== null && (await countFor(eq(mailSendAttempts.email, email))) >= MAX_MAILS_PER_ADDRESS) return false;
    if ((await countFor(eq(mailSendAttempts.ip, ip))) >= perClient) return false;
    // No address: an empty one, which no e-mail field lets through, so it is never counted as one.
    await tx.insert(mailSendAttempts).values({ email: email ?? "", ip, createdAt: now });
    await tx.delete(mailSendAttempts).where(lt(mailSendAttempts.createdAt, new Date(now.getTime() - 2 * MAIL_WINDOW_MS)));
    return true;
  });
}
