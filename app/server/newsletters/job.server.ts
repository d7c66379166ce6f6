import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { newsletterDeliveries, newsletters, newsletterSubscribers } from "../db/schema";
import { describeMailError, type Mailer, type MailMessage, MailNotRecordedError } from "../mail/mailer.server";
import type { Logger } from "../logger.server";
import { invalidatePages } from "../page-cache/invalidation.server";
import { loadSite, type Site } from "../site/queries.server";
import { newsletterTags } from "./tags";
import { pauseAfterBatch, planBatches } from "./planner";
import { type NewsletterForMail, newsletterMail } from "./render.server";

export interface SendJobDeps {
  db: Database;
  mailer: Pick<Mailer, "send">;
  logger: Logger;
  origin: string;
}

export interface SendJobOptions {
  ratePerMinute: number;
  /** A row left `sending` longer than this belongs to a runner that died: the next one sends it (same Message-ID). */
  leaseMs?: number;
  /** Stop after this many batches (tests); otherwise run until nothing is left. */
  maxBatches?: number;
  /** Waits between batches; tests and the benchmark pass a faster one. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Asked before each mail: when it answers true the job stops there, hands the rows it claimed and
   * has not sent back as `pending` (another process, or this one's successor, sends them at once
   * instead of after the lease) and returns. The server's graceful shutdown uses it.
   */
  shouldStop?: () => boolean;
  /** Called with each recipient's row just before its mail goes to the mailer (the benchmark's crash point). */
  beforeSend?: (row: { newsletterId: string; subscriberId: string }) => void | Promise<void>;
  now?: () => Date;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;

/** Stands for a recipient's token in a mail rendered once for all (43 characters, like a token, never one: tokens hold no '.'). */
const TOKEN_PLACEHOLDER = "TOKEN.PLACEHOLDER.0000000000000000000000000";

function personalise(template: MailMessage | null, to: string, token: string, messageId: string): MailMessage | null {
  if (!template) return null;
  const fill = (text: string) => text.replaceAll(TOKEN_PLACEHOLDER, token);
  return {
    ...template,
    to,
    text: fill(template.text),
    ...(template.html ? { html: fill(template.html) } : {}),
    ...(template.headers ? { headers: Object.fromEntries(Object.entries(template.headers).map(([k, v]) => [k, fill(v)])) } : {}),
    messageId,
  };
}
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A recipient's Message-ID: the same for every attempt, so a receiving server can drop a second copy. */
export function deliveryMessageId(newsletterId: string, subscriberId: string, origin: string): string {
  return `<newsletter.${newsletterId}.${subscriberId}@${new URL(origin).hostname}>`;
}

/** Scheduled newsletters whose time has come start sending (their recipient rows are made then). */
export async function startDueNewsletters(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(and(eq(newsletters.status, "scheduled"), lt(newsletters.scheduledAt, now)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
      if (row?.status !== "scheduled") return;
      await addRecipients(tx, row);
      await tx.update(newsletters).set({ status: "sending", startedAt: now, updatedAt: now }).where(eq(newsletters.id, id));
    });
  }
  return due.length;
}

/**
 * The recipient list, fixed when sending starts: one row per confirmed subscriber of the
 * newsletter's languages (the primary key makes a second call add nobody twice).
 */
export async function addRecipients(tx: Database, newsletter: { id: string; factoryId: string; languages: string[] }): Promise<void> {
  if (newsletter.languages.length === 0) return;
  await tx.execute(sql`insert into newsletter_deliveries (newsletter_id, subscriber_id, message_id)
    select ${newsletter.id}, s.id, '' from newsletter_subscribers s
    where s.factory_id = ${newsletter.factoryId} and s.status = 'confirmed'
      and s.language_code in (${sql.join(
        newsletter.languages.map((code) => sql`${code}`),
        sql`, `,
      )})
    on conflict do nothing`);
}

interface ClaimedRow {
  newsletterId: string;
  subscriberId: string;
  email: string;
  languageCode: string;
  token: string;
}

/** The (newsletter, subscriber) keys of `rows`, for `where (newsletter_id, subscriber_id) in (…)`. */
function deliveryKeys(rows: Pick<ClaimedRow, "newsletterId" | "subscriberId">[]) {
  return sql.join(
    rows.map((row) => sql`(${row.newsletterId}::uuid, ${row.subscriberId}::uuid)`),
    sql`, `,
  );
}

/**
 * Claims up to `size` recipients of sending newsletters in one transaction: `pending` rows, and
 * `sending` rows whose runner's lease ran out. FOR UPDATE SKIP LOCKED: two runners never claim the
 * same row; each claimed row is `sending` with this runner's lease before the transaction ends.
 */
export async function claimBatch(db: Database, size: number, leaseMs: number, now = new Date()): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    const stale = new Date(now.getTime() - leaseMs);
    const rows = await tx
      .select({
        newsletterId: newsletterDeliveries.newsletterId,
        subscriberId: newsletterDeliveries.subscriberId,
        email: newsletterSubscribers.email,
        languageCode: newsletterSubscribers.languageCode,
        token: newsletterSubscribers.token,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
      .where(
        and(
          eq(newsletters.status, "sending"),
          eq(newsletterSubscribers.status, "confirmed"),
          or(
            eq(newsletterDeliveries.status, "pending"),
            and(eq(newsletterDeliveries.status, "sending"), lt(newsletterDeliveries.sendingSince, stale)),
          ),
        ),
      )
      .orderBy(newsletterDeliveries.newsletterId, newsletterDeliveries.subscriberId)
      .limit(size)
      .for("update", { of: newsletterDeliveries, skipLocked: true });
    if (rows.length > 0) {
      const keys = deliveryKeys(rows);
      await tx.execute(sql`update newsletter_deliveries set status = 'sending', sending_since = ${now.toISOString()}::timestamptz, attempts = attempts + 1
        where (newsletter_id, subscriber_id) in (${keys})`);
    }
    return rows;
  });
}

/**
 * Hands claimed rows that were never given to the mailer back as `pending` (a claim that did not
 * lead to an attempt is not counted as one). Only rows still `sending`: nothing sent is undone.
 */
export async function releaseClaimed(db: Database, rows: Pick<ClaimedRow, "newsletterId" | "subscriberId">[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = deliveryKeys(rows);
  await db.execute(sql`update newsletter_deliveries set status = 'pending', sending_since = null, attempts = greatest(attempts - 1, 0)
    where status = 'sending' and (newsletter_id, subscriber_id) in (${keys})`);
}

/** A sending newsletter with no recipient left to send becomes sent, or failed when some recipients failed. */
export async function finishNewsletters(db: Database, now = new Date()): Promise<void> {
  const sending = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.status, "sending"));
  for (const { id } of sending) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
      if (row?.status !== "sending") return;
      const counts = await tx
        .select({ status: newsletterDeliveries.status, n: sql<number>`count(*)::int` })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.newsletterId, id))
        .groupBy(newsletterDeliveries.status);
      const of = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
      if (of("pending") + of("sending") > 0) return;
      const failed = of("failed") > 0;
      await tx
        .update(newsletters)
        .set({ status: failed ? "failed" : "sent", sentAt: failed ? null : now, updatedAt: now })
        .where(eq(newsletters.id, id));
      await invalidatePages(tx, [newsletterTags.archive, newsletterTags.one(row.shareableUrl)]);
    });
  }
}

/**
 * The sending job: any app process may run it, and several may at once (each claims its own
 * rows), so exactly one mail goes per (newsletter, subscriber) row. Paced to `ratePerMinute`.
 * Returns the number of mails handed to the mailer.
 */
export async function runSendJob(deps: SendJobDeps, options: SendJobOptions): Promise<{ sent: number; failed: number }> {
  const plan = planBatches(options.ratePerMinute);
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let site: Site | undefined;
  const cache = new Map<string, NewsletterForMail | null>();
  // The mail of a newsletter in a language, rendered once with a placeholder where each recipient's token goes.
  const rendered = new Map<string, MailMessage | null>();
  let sent = 0;
  let failed = 0;
  await startDueNewsletters(deps.db, now());
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
    const started = Date.now();
    const rows = await claimBatch(deps.db, plan.batchSize, leaseMs, now());
    if (rows.length === 0) break;
    site ??= await loadSite(deps.db);
    for (const [index, row] of rows.entries()) {
      if (options.shouldStop?.()) {
        await releaseClaimed(deps.db, rows.slice(index));
        return { sent, failed };
      }
      if (!cache.has(row.newsletterId)) {
        const [newsletter] = await deps.db.select().from(newsletters).where(eq(newsletters.id, row.newsletterId));
        cache.set(row.newsletterId, newsletter ?? null);
      }
      const newsletter = cache.get(row.newsletterId);
      const key = and(eq(newsletterDeliveries.newsletterId, row.newsletterId), eq(newsletterDeliveries.subscriberId, row.subscriberId));
      const messageId = deliveryMessageId(row.newsletterId, row.subscriberId, deps.origin);
      const renderKey = `${row.newsletterId}|${row.languageCode}`;
      if (!rendered.has(renderKey)) {
        const template = newsletter
          ? newsletterMail({ origin: deps.origin, site }, newsletter, {
              email: "",
              languageCode: row.languageCode,
              token: TOKEN_PLACEHOLDER,
            })
          : null;
        rendered.set(renderKey, template);
      }
      const message = personalise(rendered.get(renderKey) ?? null, row.email, row.token, messageId);
      if (!message) {
        await deps.db.update(newsletterDeliveries).set({ status: "skipped", sendingSince: null }).where(key);
        continue;
      }
      await options.beforeSend?.(row);
      try {
        // The row becomes `sent` in the transaction that records the mail in the outbox, right after
        // the SMTP server took it: a kill can fall only between that answer and this one commit.
        const markSent = (db: Database) =>
          db.update(newsletterDeliveries).set({ status: "sent", sentAt: now(), sendingSince: null, messageId, error: null }).where(key);
        let recorded = false;
        await deps.mailer.send(message, {
          record: async (tx) => {
            await markSent(tx);
            recorded = true;
          },
        });
        // A mailer that takes no `record` (an in-memory one): the row is marked on its own.
        if (!recorded) await markSent(deps.db);
        sent++;
      } catch (error) {
        // Sent, but the outbox row and this row could not be written: the row stays `sending` and
        // is sent again once its lease is over (with the same Message-ID), never marked failed.
        if (error instanceof MailNotRecordedError) throw error;
        await deps.db
          .update(newsletterDeliveries)
          .set({ status: "failed", sendingSince: null, messageId, error: describeMailError(error) })
          .where(key);
        failed++;
      }
    }
    if (options.shouldStop?.()) return { sent, failed };
    await sleep(pauseAfterBatch(plan, rows.length, Date.now() - started));
  }
  await finishNewsletters(deps.db, now());
  return { sent, failed };
}

/**
 * Runs the job now and every `everyMs` in this process (one run at a time here; other processes'
 * runs claim other rows). The returned stop ends the schedule and the run under way: the mail in
 * flight is finished and recorded, the rest of its claim is handed back as `pending` (so a deploy
 * delays nobody by a lease), and the promise settles once the run has returned.
 */
export function startNewsletterJob(
  deps: SendJobDeps,
  ratePerMinute: number,
  options: { everyMs?: number; soleProcess?: boolean } = {},
): () => Promise<void> {
  let current: Promise<void> | undefined;
  let stopped = false;
  // Pauses between batches end early when the job is stopped.
  const wakers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  // The only process on its data (PGlite: one per directory): a row left `sending` at start was
  // claimed by this process's dead predecessor, so the first run takes it back at once instead
  // of waiting for its lease to run out.
  let first = options.soleProcess === true;
  const run = () => {
    if (current || stopped) return;
    const leaseMs = first ? 0 : undefined;
    first = false;
    current = runSendJob(deps, { ratePerMinute, sleep, shouldStop: () => stopped, ...(leaseMs === undefined ? {} : { leaseMs }) })
      .then(({ sent, failed }) => {
        if (sent + failed > 0) deps.logger.info({ sent, failed }, "newsletter batch run finished");
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, "newsletter sending failed"))
      .finally(() => {
        current = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.everyMs ?? 30_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    for (const wake of [...wakers]) wake();
    await current;
  };
}

/** Rows of a newsletter by state (the back office's progress). */
export async function deliveryCounts(db: Database, newsletterIds: string[]) {
  if (newsletterIds.length === 0) return new Map<string, Record<string, number>>();
  const rows = await db
    .select({ id: newsletterDeliveries.newsletterId, status: newsletterDeliveries.status, n: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.newsletterId, newsletterIds))
    .groupBy(newsletterDeliveries.newsletterId, newsletterDeliveries.status);
  const map = new Map<string, Record<string, number>>();
  for (const row of rows) map.set(row.id, { ...(map.get(row.id) ?? {}), [row.status]: row.n });
  return map;
}
