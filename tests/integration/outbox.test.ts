import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "~/server/mail/outbox-queries.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { resendOutboxMessage } from "~/server/mail/outbox-commands.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, outbox } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import { testEngine, useTestDatabase } from "../support/database";

const database = useTestDatabase({ admin: "postmaster" });
let db: Database;
let actor: AdminActor;

/** A nodemailer transport that never touches the network: it refuses while `refusing` is set. */
let refusing = false;
const delivered: string[] = [];
const fakeTransport = nodemailer.createTransport({
  name: "fake",
  version: "1.0.0",
  send(mail, callback) {
    if (refusing) {
      callback(
        Object.assign(new Error("Mail command failed: 451 4.3.0 Try again later\n    at SMTPConnection (smtp-connection.js:1:1)"), {
          code: "EENVELOPE",
        }),
        undefined as never,
      );
      return;
    }
    const envelope = mail.message.getEnvelope();
    delivered.push(...(envelope.to as string[]));
    callback(null, { envelope, messageId: mail.message.messageId() } as never);
  },
});

beforeAll(async () => {
  db = database.handle.db;
  actor = database.actor;
});

const logger = createLogger("silent");
const address = (label: string) => `${label}-${crypto.randomUUID()}@example.com`;
const rowTo = async (to: string) => (await db.select().from(outbox).where(eq(outbox.to, to)))[0]!;

describe(`the outbox on ${testEngine()}`, () => {
  it("keeps mail as queued without SMTP; a resend needs SMTP", async () => {
    const to = address("queued");
    const mailer = createMailer({ db, logger, from: "shop@example.com" });
    await mailer.send({ to, subject: "Kept", text: "Kept text" });
    const row = await rowTo(to);
    expect(row).toMatchObject({ status: "queued", attempts: 0, lastAttemptAt: null, error: null, sentAt: null });
    expect(await resendOutboxMessage({ db, mailer }, actor, row.id)).toEqual({ outcome: "no_smtp" });
    expect((await rowTo(to)).attempts).toBe(0);
  });

  it("records a sent message with its SMTP message id", async () => {
    const to = address("sent");
    refusing = false;
    await createMailer({ db, logger, from: "shop@example.com", transport: fakeTransport }).send({
      to,
      subject: "Sent",
      text: "Hello",
      html: "<p>Hello</p>",
    });
    const row = await rowTo(to);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(row.messageId).toMatch(/^<.+@.+>$/);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(delivered).toContain(to);
  });

  it("records a failed send (then throws, as before); a resend sends it, counts the attempt and is audited", async () => {
    const to = address("failed");
    const mailer = createMailer({ db, logger, from: "shop@example.com", transport: fakeTransport });
    refusing = true;
    await expect(mailer.send({ to, subject: "Your order", text: "Thanks" })).rejects.toThrow(/Try again later/);
    const failed = await rowTo(to);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "EENVELOPE: Mail command failed: 451 4.3.0 Try again later",
      sentAt: null,
      messageId: null,
    });
    expect(failed.lastAttemptAt).toBeInstanceOf(Date);

    // Still refused: stays failed, one more attempt, audited.
    expect(await resendOutboxMessage({ db, mailer }, actor, failed.id)).toEqual({
      outcome: "failed",
      error: "EENVELOPE: Mail command failed: 451 4.3.0 Try again later",
    });
    expect(await rowTo(to)).toMatchObject({ status: "failed", attempts: 2 });

    refusing = false;
    expect(await resendOutboxMessage({ db, mailer }, actor, failed.id)).toEqual({ outcome: "sent" });
    const sent = await rowTo(to);
    expect(sent).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);
    expect(sent.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(failed.lastAttemptAt!.getTime());
    expect(delivered).toContain(to);

    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, failed.id), eq(auditLog.action, "outbox.resend")))
      .orderBy(auditLog.createdAt);
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { status: "failed", attempts: 1, error: "EENVELOPE: Mail command failed: 451 4.3.0 Try again later" },
        { status: "failed", attempts: 2, error: "EENVELOPE: Mail command failed: 451 4.3.0 Try again later" },
      ],
      [
        { status: "failed", attempts: 2, error: "EENVELOPE: Mail command failed: 451 4.3.0 Try again later" },
        { status: "sent", attempts: 3, error: null },
      ],
    ]);
    expect(entries.every((entry) => entry.actorUserId === actor.user.id)).toBe(true);

    // A sent message is not sent twice, and nothing more is audited.
    expect(await resendOutboxMessage({ db, mailer }, actor, failed.id)).toEqual({ outcome: "already_sent" });
    expect(await resendOutboxMessage({ db, mailer }, actor, crypto.randomUUID())).toEqual({ outcome: "not_found" });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, failed.id))).toHaveLength(2);
  });

  it("resends a queued message once SMTP is configured", async () => {
    const to = address("later");
    await createMailer({ db, logger, from: "shop@example.com" }).send({ to, subject: "Later", text: "Later" });
    const row = await rowTo(to);
    refusing = false;
    expect(
      await resendOutboxMessage(
        { db, mailer: createMailer({ db, logger, from: "shop@example.com", transport: fakeTransport }) },
        actor,
        row.id,
      ),
    ).toEqual({ outcome: "sent" });
    expect(await rowTo(to)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends a message once when two admins resend it at the same time", async () => {
    const to = address("twice");
    await createMailer({ db, logger, from: "shop@example.com" }).send({ to, subject: "Twice", text: "Twice" });
    const row = await rowTo(to);
    let sends = 0;
    const slowTransport = nodemailer.createTransport({
      name: "slow",
      version: "1.0.0",
      send(mail, callback) {
        sends += 1;
        setTimeout(() => callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() } as never), 50);
      },
    });
    const mailer = createMailer({ db, logger, from: "shop@example.com", transport: slowTransport });
    const outcomes = (
      await Promise.all([resendOutboxMessage({ db, mailer }, actor, row.id), resendOutboxMessage({ db, mailer }, actor, row.id)])
    )
      .map((result) => result.outcome)
      .sort();
    expect(outcomes).toEqual(["busy", "sent"]);
    expect(sends).toBe(1);
    expect(await rowTo(to)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, row.id))).toHaveLength(1);
  });

  it("lists by status and masks secret links in the text and the HTML source", async () => {
    const to = address("masked");
    await createMailer({ db, logger, from: "shop@example.com" }).send({
      to,
      subject: "Confirm",
      text: "Open https://shop.example/auth/verify?token=abc123&next=%2F",
      html: '<a href="https://shop.example/auth/verify?next=%2F&amp;token=abc123">Confirm</a>',
    });
    const queued = await listOutbox(db, { status: "queued" });
    const listed = queued.find((message) => message.to === to)!;
    expect(listed.text).toBe("Open https://shop.example/auth/verify?token=[redacted]&next=%2F");
    expect(listed.html).toBe('<a href="https://shop.example/auth/verify?next=%2F&token=[redacted]">Confirm</a>');
    expect(listed.hasSecrets).toBe(true);
    expect(queued.every((message) => message.status === "queued")).toBe(true);
    expect((await listOutbox(db, { status: "sent" })).some((message) => message.to === to)).toBe(false);
  });
});
