import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema";
import type { Logger } from "../logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** A fixed Message-ID (a newsletter's, the same for every attempt at one recipient). */
  messageId?: string;
}

/** The SMTP server took the message, but its outbox row (with the caller's `record`) could not be written. */
export class MailNotRecordedError extends Error {
  override name = "MailNotRecordedError";
  constructor() {
    super("mail sent but not recorded");
  }
}

export interface SendOptions {
  /**
   * A write that belongs with the mail's outbox row (a newsletter recipient marked sent): made in
   * the same transaction as the row, once the message is recorded (sent, or kept as queued without
   * SMTP). A failure of it is thrown like a failed send would not be: the caller's row stays as it was.
   */
  record?: (tx: Database) => Promise<unknown>;
}

/** What a resend came to: the row's new state, or why it was not tried. */
export type ResendResult =
  { outcome: "sent" } | { outcome: "failed"; error: string } | { outcome: "not_found" | "already_sent" | "no_smtp" | "busy" };

export interface Mailer {
  /**
   * Records the message in the outbox and, with SMTP configured, sends it. A refused or failed
   * send is logged and recorded (status `failed`) and then thrown, as before: callers decide
   * whether their own action stands without the mail.
   */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  /** Tries an outbox message again (a failed one, or a queued one once SMTP is configured). */
  resend(id: string): Promise<ResendResult>;
  /** Whether mail goes out over SMTP (otherwise it is only kept in the outbox). */
  readonly smtpConfigured: boolean;
}

const ERROR_TEXT_LIMIT = 200;
/** Longer than nodemailer's own connection, greeting and socket timeouts together. */
const SEND_LEASE_MS = 15 * 60_000;

/**
 * A short, safe description of a send failure for the outbox and the admin: the error's code and
 * the first line of its message, with any credentials in URLs masked; never a stack trace.
 */
export function describeMailError(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : null;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "unknown error";
  const firstLine = (message.split(/\r?\n/)[0] ?? "").trim();
  const safe = firstLine.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1***@").replace(/\b(auth|pass(word)?|user)=\S+/gi, "$1=***");
  const text = code && !safe.includes(code) ? `${code}: ${safe}` : safe || code || "unknown error";
  return text.length > ERROR_TEXT_LIMIT ? `${text.slice(0, ERROR_TEXT_LIMIT - 1)}…` : text;
}

/**
 * Every message goes into the outbox table. With `smtpUrl` (or an injected `transport`, for tests)
 * it is also sent, and the row records `sent` with the SMTP message id, or `failed` with a short
 * error; without, it stays `queued` for admins to read (/admin/outbox). Log lines name recipient
 * and subject, never the body, which may hold a sign-in token.
 */
export function createMailer(deps: { db: Database; logger: Logger; smtpUrl?: string; from: string; transport?: Transporter }): Mailer {
  const transport = deps.transport ?? (deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null);

  async function attempt(
    message: MailMessage,
  ): Promise<{ ok: true; messageId: string | null } | { ok: false; error: string; cause: unknown }> {
    try {
      const info = (await transport!.sendMail({
        from: deps.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      })) as { messageId?: unknown };
      return { ok: true, messageId: typeof info.messageId === "string" && info.messageId !== "" ? info.messageId.slice(0, 300) : null };
    } catch (cause) {
      return { ok: false, error: describeMailError(cause), cause };
    }
  }

  return {
    smtpConfigured: transport !== null,
    async send(message, options = {}) {
      const row = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ...(message.headers ? { headers: message.headers } : {}),
      };
      if (!transport) {
        await deps.db.transaction(async (tx) => {
          await tx.insert(outbox).values({ ...row, status: "queued" });
          await options.record?.(tx);
        });
        deps.logger.info({ to: message.to, subject: message.subject }, "mail kept in the outbox (SMTP_URL is not set)");
        return;
      }
      const now = new Date();
      const result = await attempt(message);
      if (result.ok) {
        // The mail went out: a failure to record it is logged, not thrown (the caller's action stands, as before).
        const recorded = await deps.db
          .transaction(async (tx) => {
            await tx
              .insert(outbox)
              .values({ ...row, status: "sent", attempts: 1, lastAttemptAt: now, sentAt: new Date(), messageId: result.messageId });
            await options.record?.(tx);
          })
          .then(
            () => true,
            (error: unknown) => {
              deps.logger.error({ err: error, to: message.to, subject: message.subject }, "mail sent but not recorded in the outbox");
              return false;
            },
          );
        // The caller's own row was not written: it must not take the mail for recorded.
        if (!recorded && options.record) throw new MailNotRecordedError();
        deps.logger.info({ to: message.to, subject: message.subject }, "mail sent");
        return;
      }
      const [recorded] = await deps.db
        .insert(outbox)
        .values({ ...row, status: "failed", attempts: 1, lastAttemptAt: now, error: result.error })
        .returning({ id: outbox.id });
      deps.logger.error(
        { to: message.to, subject: message.subject, outboxId: recorded?.id, error: result.error },
        "mail failed; kept in the outbox for a resend",
      );
      throw result.cause;
    },
    async resend(id) {
      const [message] = await deps.db.select().from(outbox).where(eq(outbox.id, id));
      if (!message) return { outcome: "not_found" };
      if (message.status === "sent") return { outcome: "already_sent" };
      if (!transport) return { outcome: "no_smtp" };
      // Claim the attempt with a lease: only one of two simultaneous resends of the same message
      // goes out; a lease left by a crashed attempt expires after SEND_LEASE_MS.
      const now = new Date();
      const claimed = await deps.db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: now, sendingSince: now })
        .where(
          and(
            eq(outbox.id, id),
            ne(outbox.status, "sent"),
            or(isNull(outbox.sendingSince), lt(outbox.sendingSince, new Date(now.getTime() - SEND_LEASE_MS))),
          ),
        )
        .returning({ id: outbox.id });
      if (claimed.length === 0) return { outcome: "busy" };
      const result = await attempt({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      if (result.ok) {
        await deps.db
          .update(outbox)
          .set({ status: "sent", sentAt: new Date(), messageId: result.messageId, error: null, sendingSince: null })
          .where(eq(outbox.id, id));
        deps.logger.info({ to: message.to, subject: message.subject, outboxId: id }, "mail resent");
        return { outcome: "sent" };
      }
      await deps.db.update(outbox).set({ status: "failed", error: result.error, sendingSince: null }).where(eq(outbox.id, id));
      deps.logger.error({ to: message.to, subject: message.subject, outboxId: id, error: result.error }, "mail resend failed");
      return { outcome: "failed", error: result.error };
    },
  };
}
