import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { newsletterDeliveries, newsletterSubscribers, newsletters, outbox } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer, MailNotRecordedError } from "~/server/mail/mailer.server";
import { runSendJob, startNewsletterJob } from "~/server/newsletters/commands.server";
import { addRecipients } from "~/server/newsletters/job.server";
import { newToken } from "~/server/newsletters/tokens";
import { useTestDatabase } from "../support/database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

// What a kill of the sending process can leave behind (ADR 0033): a recipient is marked sent in the
// transaction that records the mail in the outbox, and a process alone on its data (PGlite) takes
// back its dead predecessor's rows at start.
const origin = "http://localhost:3000";
const logger = createLogger("silent");
const env = useTestDatabase();
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink?.close();
});

async function sendingNewsletter(count: number, label: string) {
  await env.db.execute(sql`update newsletters set status = 'sent' where status in ('sending', 'paused', 'scheduled')`);
  const rows = Array.from({ length: count }, (_, i) => ({
    factoryId: env.factoryId,
    email: `${label}-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    languageCode: "nb",
    status: "confirmed" as const,
    token: newToken(),
    confirmedAt: new Date(),
  }));
  await env.db.insert(newsletterSubscribers).values(rows);
  const [newsletter] = await env.db
    .insert(newsletters)
    .values({
      factoryId: env.factoryId,
      languages: ["nb"],
      content: { nb: { subject: label, body: "<p>Hei</p>" } },
      shareableUrl: newToken(),
    })
    .returning();
  await addRecipients(env.db, { id: newsletter!.id, factoryId: env.factoryId, languages: ["nb"] });
  await env.db.update(newsletters).set({ status: "sending", startedAt: new Date() }).where(eq(newsletters.id, newsletter!.id));
  return { id: newsletter!.id, emails: rows.map((row) => row.email) };
}

/** Waits until the newsletter is sent, then stops the job that sends it. */
async function untilSent(id: string, stop: () => Promise<void>) {
  try {
    await expect
      .poll(async () => (await env.db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!.status, { timeout: 15_000 })
      .toBe("sent");
  } finally {
    await stop();
  }
}

const smtpMailer = () => createMailer({ db: env.db, logger, from: "news@localhost", transport: nodemailer.createTransport(sink.url) });

it("marks each recipient sent together with its outbox row, under the recipient's Message-ID", async () => {
  await env.db.execute(sql`update newsletter_subscribers set status = 'unsubscribed'`);
  const { id } = await sendingNewsletter(4, "together");
  const result = await runSendJob({ db: env.db, mailer: smtpMailer(), logger, origin }, { ratePerMinute: 1000, sleep: async () => {} });
  expect(result).toEqual({ sent: 4, failed: 0 });
  const deliveries = await env.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id));
  expect(deliveries.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
  for (const delivery of deliveries) {
    const recorded = await env.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.messageId, delivery.messageId), eq(outbox.status, "sent")));
    expect(recorded).toHaveLength(1);
    expect(sink.messages.filter((message) => message.header("Message-ID") === delivery.messageId)).toHaveLength(1);
  }
});

it("writes neither the outbox row nor the caller's row when the caller's write fails after the SMTP server took the mail", async () => {
  const subject = `not recorded ${crypto.randomUUID()}`;
  await expect(
    smtpMailer().send(
      { to: "reader@example.com", subject, text: "x" },
      {
        record: async () => {
          throw new Error("the database went away");
        },
      },
    ),
  ).rejects.toBeInstanceOf(MailNotRecordedError);
  expect(await env.db.select().from(outbox).where(eq(outbox.subject, subject))).toHaveLength(0);
  expect(sink.messages.some((message) => message.header("Subject") === subject)).toBe(true);
});

it("a process alone on its data takes back the rows its killed predecessor left sending, at once", async () => {
  const { id, emails } = await sendingNewsletter(3, "reclaim");
  // The killed predecessor had claimed every row a moment ago (its lease far from over).
  await env.db
    .update(newsletterDeliveries)
    .set({ status: "sending", sendingSince: new Date(), attempts: 1 })
    .where(eq(newsletterDeliveries.newsletterId, id));
  const received: string[] = [];
  const mailer = { send: async (message: { to: string }) => void received.push(message.to) };
  // Several processes on one PostgreSQL database: a row under another runner's lease is left alone.
  const shared = startNewsletterJob({ db: env.db, mailer, logger, origin }, 100_000, { everyMs: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await shared();
  expect(received.filter((to) => emails.includes(to))).toHaveLength(0);
  const sole = startNewsletterJob({ db: env.db, mailer, logger, origin }, 100_000, { everyMs: 60_000, soleProcess: true });
  await untilSent(id, sole);
  expect(received.filter((to) => emails.includes(to)).sort()).toEqual([...emails].sort());
});

it("a graceful stop finishes the mail in flight and hands the rest of its claim back, for another process to send at once", async () => {
  await env.db.execute(sql`update newsletter_subscribers set status = 'unsubscribed'`);
  const { id, emails } = await sendingNewsletter(6, "handback");
  const received: string[] = [];
  let stopping: Promise<void> | undefined;
  let stop: () => Promise<void> = async () => {};
  const mailer = {
    send: async (message: { to: string }) => {
      received.push(message.to);
      // The server is told to shut down while its second mail is with the SMTP server.
      if (received.length === 2) stopping = stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
  stop = startNewsletterJob({ db: env.db, mailer, logger, origin }, 100_000, { everyMs: 60_000 });
  await expect.poll(() => stopping !== undefined, { timeout: 10_000 }).toBe(true);
  await stopping;
  expect(received).toHaveLength(2);
  const rows = await env.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id));
  const by = (status: string) => rows.filter((row) => row.status === status);
  expect(by("sent")).toHaveLength(2);
  // Handed back, not left under a lease: pending, no lease time, and not counted as an attempt.
  expect(by("pending")).toHaveLength(4);
  expect(by("pending").every((row) => row.sendingSince === null && row.attempts === 0)).toBe(true);
  expect(by("sending")).toHaveLength(0);
  // Another process (several on one database: no early take-back) sends the rest without waiting for a lease.
  const next = startNewsletterJob({ db: env.db, mailer, logger, origin }, 100_000, { everyMs: 60_000 });
  await untilSent(id, next);
  expect([...received].sort()).toEqual([...emails].sort());
});

it("a stop while the job waits between batches ends the wait at once", async () => {
  await env.db.execute(sql`update newsletter_subscribers set status = 'unsubscribed'`);
  const { id } = await sendingNewsletter(3, "pause");
  const received: string[] = [];
  const mailer = { send: async (message: { to: string }) => void received.push(message.to) };
  // One a minute: a batch of one, then a pause of about a minute.
  const stop = startNewsletterJob({ db: env.db, mailer, logger, origin }, 1, { everyMs: 60_000 });
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const started = Date.now();
  await stop();
  expect(Date.now() - started).toBeLessThan(5_000);
  const rows = await env.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id));
  expect(rows.filter((row) => row.status === "pending")).toHaveLength(2);
  expect(received).toHaveLength(1);
});
