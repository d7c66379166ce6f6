import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { newsletterDeliveries, newsletterSubscribers, newsletters, outbox } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer, type MailMessage } from "~/server/mail/mailer.server";
import {
  changeNewsletterState,
  confirmSubscription,
  createNewsletter,
  runSendJob,
  scheduleNewsletter,
  sendTestNewsletter,
  setAccountSubscription,
  subscribe,
  unsubscribeByToken,
  updateNewsletter,
} from "~/server/newsletters/commands.server";
import { accountSubscription } from "~/server/newsletters/queries.server";
import { claimBatch } from "~/server/newsletters/job.server";
import { newToken } from "~/server/newsletters/tokens";
import { loadSite, type Site } from "~/server/site/queries.server";
import * as confirmRoute from "~/routes/newsletter.confirm";
import { useTestDatabase } from "../support/database";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

const origin = "http://localhost:3000";
const logger = createLogger("silent");
const env = useTestDatabase({ admin: "newsletters" });
let db: Database;
let site: Site;
let sink: SmtpSink;

beforeAll(async () => {
  db = env.db;
  site = await loadSite(db);
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink?.close();
});

const capture = () => {
  const mails: MailMessage[] = [];
  return { mails, mailer: { send: async (message: MailMessage) => void mails.push(message) } };
};
const linkIn = (mail: MailMessage, path: string) => {
  const match = new RegExp(`${origin}(/[a-z]{2}/|/)${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return { prefix: match[1], token: match[2]! };
};
const rowOf = async (email: string) =>
  (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase())))[0];

/** `count` confirmed subscribers in `languageCode`, straight into the table. */
async function confirmedSubscribers(count: number, label: string, languageCode = "nb") {
  const rows = Array.from({ length: count }, (_, i) => ({
    factoryId: env.factoryId,
    email: `${label}-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    languageCode,
    status: "confirmed" as const,
    token: newToken(),
    confirmedAt: new Date(),
  }));
  await db.insert(newsletterSubscribers).values(rows);
  return rows;
}

/** A newsletter with content in nb and en, started now (its recipient rows made). */
async function startedNewsletter(languages = ["nb"]) {
  const id = await createNewsletter(db, env.actor, site);
  await updateNewsletter(db, env.actor, site, id, {
    languages,
    isPublic: false,
    content: {
      nb: { subject: "Nyheter i høst", body: '<p>Hei!</p><p><a href="/products">Se produktene</a></p>' },
      en: { subject: "Autumn news", body: "<p>Hello!</p>" },
    },
  });
  await scheduleNewsletter(db, env.actor, id, null);
  return id;
}

describe("double opt-in", () => {
  it("subscribes only after the link in a confirmation mail in the visitor's language", async () => {
    const { mails, mailer } = capture();
    const email = `Opt.In-${crypto.randomUUID().slice(0, 8)}@Example.com`;
    expect(await subscribe({ db, mailer, origin, site }, { email: email.toLowerCase(), languageCode: "nb", ip: "198.51.100.1" })).toBe(
      "check_email",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Bekreft abonnementet/);
    expect(mails[0]!.html).toContain('lang="nb"');
    expect((await rowOf(email))!.status).toBe("pending");
    const { prefix, token } = linkIn(mails[0]!, "newsletter/confirm");
    expect(prefix).toBe("/");
    // The link itself (a GET, as a mail scanner opens it) only shows the button; its POST confirms.
    const url = `${origin}/newsletter/confirm?token=${token}`;
    const args = (method: string) =>
      ({ request: new Request(url, { method }), params: {}, context: { db, logger, site: async () => site } }) as never;
    const page = await confirmRoute.loader(args("GET"));
    expect(page).toMatchObject({ valid: true, confirmed: false, action: `/newsletter/confirm?token=${token}` });
    expect((await rowOf(email))!.status).toBe("pending");
    const posted = (await confirmRoute.action(args("POST"))) as unknown as { data: { confirmed: boolean } };
    expect(posted.data.confirmed).toBe(true);
    const row = await rowOf(email);
    expect(row!.status).toBe("confirmed");
    expect(row!.languageCode).toBe("nb");
  });

  it("keeps one subscriber per address, mails nobody already subscribed, and writes in Arabic for /ar", async () => {
    const { mails, mailer } = capture();
    const email = `twice-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await subscribe({ db, mailer, origin, site }, { email, languageCode: "ar", ip: "198.51.100.2" });
    await subscribe({ db, mailer, origin, site }, { email, languageCode: "ar", ip: "198.51.100.2" });
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.html).toContain('dir="rtl"');
    expect(linkIn(mails[1]!, "newsletter/confirm").prefix).toBe("/ar/");
    expect(await confirmSubscription(db, linkIn(mails[1]!, "newsletter/confirm").token)).toBe(true);
    await subscribe({ db, mailer, origin, site }, { email, languageCode: "ar", ip: "198.51.100.2" });
    expect(mails).toHaveLength(2);
  });

  it("is rate-limited like the other mail forms, and refuses a token that names nobody", async () => {
    const { mails, mailer } = capture();
    const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const outcomes = [];
    for (let i = 0; i < 4; i++)
      outcomes.push(await subscribe({ db, mailer, origin, site }, { email, languageCode: "en", ip: "198.51.100.3" }));
    expect(outcomes).toEqual(["check_email", "check_email", "check_email", "limited"]);
    expect(mails).toHaveLength(3);
    expect(await confirmSubscription(db, newToken())).toBe(false);
    expect(await confirmSubscription(db, "not-a-token")).toBe(false);
  });

  it("lets a signed-in customer subscribe and unsubscribe on /account at once", async () => {
    const user = { id: env.actor.user.id, email: env.actor.user.email };
    await setAccountSubscription(db, site, user, true, "en");
    expect(await accountSubscription(db, env.factoryId, user.email)).toBe(true);
    await setAccountSubscription(db, site, user, false, "en");
    expect(await accountSubscription(db, env.factoryId, user.email)).toBe(false);
  });
});

describe("unsubscribe", () => {
  it("takes effect at once with the token of the mail, without sign-in, and skips what was still to come", async () => {
    const [subscriber] = await confirmedSubscribers(1, "unsub");
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, subscriber!.email));
    const id = await startedNewsletter();
    await changeNewsletterState(db, env.actor, id, "pause");
    expect(await unsubscribeByToken(db, row!.token)).toBe(true);
    expect((await rowOf(subscriber!.email))!.status).toBe("unsubscribed");
    const [delivery] = await db
      .select()
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.newsletterId, id), eq(newsletterDeliveries.subscriberId, row!.id)));
    expect(delivery!.status).toBe("skipped");
    expect(await unsubscribeByToken(db, newToken())).toBe(false);
    // Others of this test's newsletter are not sent by the tests below.
    await db.update(newsletters).set({ status: "sent" }).where(eq(newsletters.id, id));
  });
});

describe("sending", () => {
  it("sends every mail with the RFC 8058 headers, a visible unsubscribe link and a plain-text part, over SMTP", async () => {
    await db.execute(sql`update newsletters set status = 'sent' where status in ('sending', 'paused')`);
    const [subscriber] = await confirmedSubscribers(1, "headers");
    const transport = nodemailer.createTransport(sink.url);
    const mailer = createMailer({ db, logger, from: "shop@example.com", transport });
    const before = sink.messages.length;
    const id = await startedNewsletter();
    const result = await runSendJob({ db, mailer, logger, origin }, { ratePerMinute: 100_000, sleep: async () => {} });
    expect(result.failed).toBe(0);
    const mine = sink.messages.slice(before).filter((message) => message.to.includes(subscriber!.email));
    expect(mine).toHaveLength(1);
    const message = mine[0]!;
    expect(message.header("List-Unsubscribe")).toMatch(/^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/);
    expect(message.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(message.raw).toContain("text/plain");
    expect(message.raw).toContain("text/html");
    expect(message.raw).toMatch(/Meld deg av/);
    expect((await db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!.status).toBe("sent");
    const [kept] = await db.select().from(outbox).where(eq(outbox.to, subscriber!.email));
    expect(kept!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    transport.close();
  });

  it("sends a test to one address without unsubscribe link", async () => {
    const { mails, mailer } = capture();
    const id = await createNewsletter(db, env.actor, site);
    await updateNewsletter(db, env.actor, site, id, {
      languages: ["nb"],
      isPublic: false,
      content: { nb: { subject: "Prøve", body: "<p>Tekst</p>" } },
    });
    await sendTestNewsletter({ db, mailer, origin, site }, env.actor, id, { to: "tester@example.com", languageCode: "nb" });
    expect(mails[0]!.subject).toBe("[Prøve] Prøve");
    expect(mails[0]!.headers).toBeUndefined();
  });

  it("resumes after a crash mid-batch and sends each subscriber exactly once", async () => {
    await db.execute(sql`update newsletters set status = 'sent' where status in ('sending', 'paused')`);
    const subscribers = await confirmedSubscribers(25, "crash");
    const id = await startedNewsletter();
    const received: string[] = [];
    const mailer = { send: async (message: MailMessage) => void received.push(message.to) };
    // The "process" dies before its 8th mail: an exception out of the job, its claimed rows left `sending`.
    let sentBeforeCrash = 0;
    await expect(
      runSendJob(
        { db, mailer, logger, origin },
        {
          ratePerMinute: 10,
          sleep: async () => {},
          beforeSend: () => {
            if (sentBeforeCrash++ === 7) throw new Error("killed");
          },
        },
      ),
    ).rejects.toThrow("killed");
    expect(received).toHaveLength(7);
    // The next start: the dead runner's lease is over (leaseMs 0 here), so its rows are taken again.
    await runSendJob({ db, mailer, logger, origin }, { ratePerMinute: 10, sleep: async () => {}, leaseMs: 0 });
    const mine = received.filter((to) => subscribers.some((s) => s.email === to));
    expect(new Set(mine).size).toBe(25);
    expect(mine).toHaveLength(25);
    expect((await db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!.status).toBe("sent");
  });

  it("never lets two runners claim the same recipient", async () => {
    await db.execute(sql`update newsletters set status = 'sent' where status in ('sending', 'paused')`);
    await confirmedSubscribers(40, "parallel");
    const id = await startedNewsletter();
    // Every confirmed nb subscriber of this database is a recipient (the other tests' too).
    const total = (await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, id))).length;
    expect(total).toBeGreaterThanOrEqual(40);
    const claimed: Array<{ subscriberId: string }> = [];
    // Three runners claim at once, round after round, until nothing is left.
    for (;;) {
      const batches = await Promise.all([claimBatch(db, 15, 60_000), claimBatch(db, 15, 60_000), claimBatch(db, 15, 60_000)]);
      const round = batches.flat().filter((row) => row.newsletterId === id);
      if (round.length === 0) break;
      claimed.push(...round);
    }
    expect(claimed.length).toBe(total);
    expect(new Set(claimed.map((row) => row.subscriberId)).size).toBe(total);
    // And two whole jobs at once send each of a new newsletter's recipients once.
    await db.update(newsletters).set({ status: "sent" }).where(eq(newsletters.id, id));
    const subscribers = await confirmedSubscribers(30, "parallel-jobs");
    await startedNewsletter();
    const received: string[] = [];
    const mailer = { send: async (message: MailMessage) => void received.push(message.to) };
    await Promise.all([
      runSendJob({ db, mailer, logger, origin }, { ratePerMinute: 5, sleep: async () => {} }),
      runSendJob({ db, mailer, logger, origin }, { ratePerMinute: 5, sleep: async () => {} }),
    ]);
    const mine = received.filter((to) => subscribers.some((s) => s.email === to));
    expect(mine).toHaveLength(30);
    expect(new Set(mine).size).toBe(30);
    expect(new Set(received).size).toBe(received.length);
  });

  it("retries only the failed recipients", async () => {
    await db.execute(sql`update newsletters set status = 'sent' where status in ('sending', 'paused')`);
    const subscribers = await confirmedSubscribers(5, "retry");
    const id = await startedNewsletter();
    const received: string[] = [];
    let failing = true;
    const mailer = {
      send: async (message: MailMessage) => {
        if (failing && message.to === subscribers[2]!.email) throw new Error("451 try later");
        received.push(message.to);
      },
    };
    const first = await runSendJob({ db, mailer, logger, origin }, { ratePerMinute: 100, sleep: async () => {} });
    expect(first.failed).toBe(1);
    expect((await db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!.status).toBe("failed");
    failing = false;
    await changeNewsletterState(db, env.actor, id, "retry");
    await runSendJob({ db, mailer, logger, origin }, { ratePerMinute: 100, sleep: async () => {} });
    expect(received.filter((to) => to === subscribers[2]!.email)).toHaveLength(1);
    expect(received.filter((to) => subscribers.some((s) => s.email === to))).toHaveLength(5);
    expect((await db.select().from(newsletters).where(eq(newsletters.id, id)))[0]!.status).toBe("sent");
  });
});
