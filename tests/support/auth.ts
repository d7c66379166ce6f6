import { expect } from "vitest";
import { type AuthOptions, createAuth } from "~/server/auth/auth.server";
import { type AuthDeps, confirmEmail, register } from "~/server/auth/commands.server";
import type { Database } from "~/server/db/client.server";
import { createLogger } from "~/server/logger.server";
import type { MailMessage } from "~/server/mail/mailer.server";

/** Better Auth on a test database, with a mailer that keeps messages in memory. */
export function createTestAuth(
  db: Database,
  clientIp = "203.0.113.7",
  origin = "http://localhost:3000",
  options: Pick<AuthOptions, "mailLanguage"> = {},
) {
  const mails: MailMessage[] = [];
  const logger = createLogger("silent");
  const auth = createAuth({
    db,
    origin,
    secret: "test-secret-test-secret-test-secret-1234",
    logger,
    mailer: { send: async (message) => void mails.push(message) },
    ...options,
  });
  const deps: AuthDeps = { db, auth, logger, clientIp };
  return { auth, deps, mails, logger };
}

/** The token of the last link to `path` mailed to `to`. */
export function tokenFrom(mails: MailMessage[], to: string, path: string): string {
  const mail = mails.filter((message) => message.to === to).at(-1);
  const match = mail && new RegExp(`${path}\\?token=([^\\s"&]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** Request headers carrying the cookies of Set-Cookie lines. */
export function cookieHeader(setCookies: string[]): Headers {
  return new Headers({ cookie: setCookies.map((line) => line.split(";")[0]).join("; ") });
}

/** Registers `email` and confirms it through the mailed link; returns the confirmation's result (with the session cookies). */
export async function registerAndConfirm(testAuth: ReturnType<typeof createTestAuth>, email: string, password: string) {
  const none = new Headers();
  expect(await register(testAuth.deps, none, { email, password })).toEqual({ ok: true, email });
  const confirmed = await confirmEmail(testAuth.deps, none, tokenFrom(testAuth.mails, email, "/auth/verify"));
  if (!confirmed.ok) throw new Error("confirmation failed");
  return confirmed;
}
