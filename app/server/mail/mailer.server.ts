import nodemailer from "nodemailer";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema";
import type { Logger } from "../logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends over SMTP when `smtpUrl` is set; otherwise keeps each message in the outbox table, where
 * admins read it (/admin/outbox). The log line names recipient and subject, never the body, which
 * may hold a sign-in token.
 */
export function createMailer(deps: { db: Database; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: deps.from, ...message });
        deps.logger.info({ to: message.to, subject: message.subject }, "mail sent");
        return;
      }
      await deps.db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      deps.logger.info({ to: message.to, subject: message.subject }, "mail kept in the outbox (SMTP_URL is not set)");
    },
  };
}
