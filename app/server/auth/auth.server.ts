import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client.server";
import * as schema from "../db/schema";
import type { Logger } from "../logger.server";
import type { Mailer } from "../mail/mailer.server";
import { englishMail, type MailLanguage } from "../mail/messages";
import { confirmationMail, existingAccountMail, passwordResetMail } from "../mail/templates";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from "./passwords.server";

export const SESSION_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export interface AuthOptions {
  db: Database;
  /** Public URL of the site, without a trailing slash. */
  origin: string;
  secret: string;
  mailer: Pick<Mailer, "send">;
  logger: Logger;
  /** The site's name for e-mail subjects (read when a mail is sent). */
  siteName?: () => Promise<string>;
  /** The language (code and direction) the e-mails to a visitor of `languageCode` are written in (read when a mail is sent); unset: English. */
  mailLanguage?: (languageCode: string) => Promise<MailLanguage>;
}

/** The visitor's language for the e-mails a request sends: links to its pages, text in it. */
export interface VisitorMailLanguage {
  /** `path` (starting with /) in the visitor's language. */
  localize?: (path: string) => string;
  languageCode?: string;
}

// Better Auth calls the mail hooks without our request, so the visitor's language reaches them here.
const visitorLanguage = new AsyncLocalStorage<VisitorMailLanguage>();

/** Runs `work` so that the e-mails it sends are written in, and link to pages in, the visitor's language. */
export function withMailIn<T>(language: VisitorMailLanguage, work: () => Promise<T>): Promise<T> {
  return language.localize || language.languageCode ? visitorLanguage.run(language, work) : work();
}

/** `path` in the language of the request that is sending mail; unprefixed (the default language) outside one. */
function mailPath(path: string): string {
  return visitorLanguage.getStore()?.localize?.(path) ?? path;
}

/**
 * The Better Auth instance. Its HTTP handler is not mounted: our route actions call `auth.api.*`
 * on the server, so every form works without JavaScript and passes our own checks (CSRF, rate
 * limit, common passwords) first. E-mail links therefore point at our routes, not at Better Auth's.
 */
export function createAuth(options: AuthOptions) {
  const { origin, mailer, logger } = options;
  const host = new URL(origin).host;
  const siteName = () => (options.siteName ? options.siteName().catch(() => host) : Promise.resolve(host));
  const link = (path: string, token: string) => `${origin}${mailPath(path)}?token=${encodeURIComponent(token)}`;
  // The text of a mail in the visitor's language; English when that cannot be read (the mail still goes out).
  const language = async (): Promise<MailLanguage> => {
    const code = visitorLanguage.getStore()?.languageCode;
    if (!code || !options.mailLanguage) return englishMail;
    return options.mailLanguage(code).catch((error: unknown) => {
      logger.warn({ err: error, languageCode: code }, "mail strings unavailable; writing the mail in English");
      return englishMail;
    });
  };
  return betterAuth({
    appName: host,
    baseURL: origin,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(options.db, { provider: "pg", schema, usePlural: true }),
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    // Our own, database-backed limiter guards sign-in (see rate-limit.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    session: {
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      // Sliding expiry: a session used after a day is extended by another SESSION_DAYS.
      updateAge: DAY_SECONDS,
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: origin.startsWith("https:"),
      cookiePrefix: "storefront",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: ["x-storefront-client-ip"] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(passwordResetMail(user.email, await siteName(), link("/auth/reset-password", token), await language()));
      },
      // Registering an e-mail that has an account answers like a new registration (no enumeration)
      // and tells the owner instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountMail(user.email, await siteName(), `${origin}${mailPath("/auth/forgot-password")}`, await language()),
        );
      },
    },
    user: {
      additionalFields: {
        // Set only by us (the first admin's one-time password); never taken from a form.
        passwordChangeRequired: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in on an unconfirmed account sends a new link through signIn(), within the mail limit.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(confirmationMail(user.email, await siteName(), link("/auth/verify", token), await language()));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
