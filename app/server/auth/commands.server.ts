import { isAPIError } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { users, verifications } from "../db/schema";
import type { Logger } from "../logger.server";
import { type Auth, withMailIn } from "./auth.server";
import { type PasswordProblem, passwordProblem } from "./passwords.server";
import { claimMailSend } from "./mail-limit.server";
import { clearAccountFailures, recordSignInFailure, signInBlock } from "./rate-limit.server";

/** What the account commands need; a route passes its context, a test its own instances. */
export interface AuthDeps {
  db: Database;
  auth: Auth;
  logger: Logger;
  clientIp: string;
  /** The visitor's language for links in the e-mails a command sends; unset: the default language. */
  localize?: (path: string) => string;
  /** The visitor's language for the text of those e-mails; unset: English. */
  languageCode?: string;
  /** Mail-sending requests per client address and hour (MAIL_LIMIT_PER_CLIENT); unset: the default. */
  mailLimitPerClient?: number;
}

export type Failure<E extends string> = { ok: false; error: E; minutes?: number };
type Success<T = object> = { ok: true; setCookies: string[] } & T;

const emailSchema = z.email().max(254);

/** Lower-cased and trimmed, or null when it is not an e-mail address. */
export function normaliseEmail(value: unknown): string | null {
  const parsed = emailSchema.safeParse(typeof value === "string" ? value.trim().toLowerCase() : value);
  return parsed.success ? parsed.data : null;
}

function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
}

/**
 * Signs in with e-mail and password, limited per account and per client address. A wrong e-mail
 * and a wrong password give the same answer.
 */
export async function signIn(
  deps: AuthDeps,
  headers: Headers,
  input: { email: string; password: string },
): Promise<Success<{ userId: string }> | Failure<"invalid" | "tooMany" | "notVerified" | "failed">> {
  const email = normaliseEmail(input.email);
  if (!email || input.password.length === 0 || input.password.length > 1024) return { ok: false, error: "invalid" };
  const block = await signInBlock(deps.db, email, deps.clientIp);
  if (block) return { ok: false, error: "tooMany", minutes: block.retryInMinutes };
  try {
    // An unconfirmed account is mailed a new confirmation link here.
    const result = await withMailIn(deps, () =>
      deps.auth.api.signInEmail({ body: { email, password: input.password, rememberMe: true }, headers, returnHeaders: true }),
    );
    await clearAccountFailures(deps.db, email);
    return { ok: true, setCookies: result.headers.getSetCookie(), userId: result.response.user.id };
  } catch (error) {
    const code = codeOf(error);
    if (code === "EMAIL_NOT_VERIFIED") {
      await sendConfirmationAgain(deps, headers, email);
      return { ok: false, error: "notVerified" };
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      await recordSignInFailure(deps.db, email, deps.clientIp);
      return { ok: false, error: "invalid" };
    }
    deps.logger.error({ err: error }, "sign-in failed");
    return { ok: false, error: "failed" };
  }
}

/** A new confirmation link after a sign-in with the right password on an unconfirmed account, within the mail limit. */
async function sendConfirmationAgain(deps: AuthDeps, headers: Headers, email: string): Promise<void> {
  if (!(await claimMailSend(deps.db, email, deps.clientIp, new Date(), deps.mailLimitPerClient))) {
    deps.logger.info("new confirmation link not sent: mail limit reached");
    return;
  }
  try {
    // Without the visitor's cookies: a session of another account would make Better Auth refuse.
    const anonymous = new Headers(headers);
    anonymous.delete("cookie");
    await withMailIn(deps, () => deps.auth.api.sendVerificationEmail({ body: { email }, headers: anonymous }));
  } catch (error) {
    deps.logger.error({ err: error }, "sending a new confirmation link failed");
  }
}

/**
 * Registers an account and sends the confirmation mail. An e-mail that already has an account
 * gets the same answer (Better Auth mails its owner instead), so registration reveals nothing.
 */
export async function register(
  deps: AuthDeps,
  headers: Headers,
  input: { email: string; password: string },
): Promise<{ ok: true; email: string } | Failure<"auth.invalidEmail" | PasswordProblem | "auth.failed">> {
  const email = normaliseEmail(input.email);
  if (!email) return { ok: false, error: "auth.invalidEmail" };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, error: problem };
  // Over the mail limit: the same answer as a registration, and nothing is written or sent.
  if (!(await claimMailSend(deps.db, email, deps.clientIp, new Date(), deps.mailLimitPerClient))) {
    deps.logger.info("registration not processed: mail limit reached");
    return { ok: true, email };
  }
  try {
    await withMailIn(deps, () => deps.auth.api.signUpEmail({ body: { email, password: input.password, name: "" }, headers }));
    return { ok: true, email };
  } catch (error) {
    deps.logger.error({ err: error }, "registration failed");
    return { ok: false, error: "auth.failed" };
  }
}

/** Confirms the e-mail address from the link's token and signs the user in. */
export async function confirmEmail(deps: AuthDeps, headers: Headers, token: string): Promise<Success | Failure<"invalidLink">> {
  try {
    const result = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    deps.logger.info({ code: codeOf(error) ?? String(error) }, "e-mail confirmation refused");
    return { ok: false, error: "invalidLink" };
  }
}

/** Sends a reset link when the account exists and the mail limit allows; the caller answers the same either way. */
export async function requestPasswordReset(deps: AuthDeps, headers: Headers, rawEmail: string): Promise<string | null> {
  const email = normaliseEmail(rawEmail);
  if (!email) return null;
  if (!(await claimMailSend(deps.db, email, deps.clientIp, new Date(), deps.mailLimitPerClient))) {
    deps.logger.info("reset link not sent: mail limit reached");
    return email;
  }
  try {
    await withMailIn(deps, () => deps.auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" }, headers }));
  } catch (error) {
    deps.logger.error({ err: error }, "password reset request failed");
  }
  return email;
}

const RESET_TOKEN_PREFIX = "reset-password:";

/**
 * Sets a new password from a mailed reset link. Success also voids every other reset link of the
 * account and lifts its sign-in lock: whoever reads the owner's mail may get in again at once.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  newPassword: string,
): Promise<{ ok: true } | Failure<PasswordProblem | "auth.invalidLink">> {
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, error: problem };
  try {
    // Better Auth consumes the token; read whose it is first.
    const [link] = token
      ? await deps.db
          .select({ userId: verifications.value })
          .from(verifications)
          .where(eq(verifications.identifier, RESET_TOKEN_PREFIX + token))
      : [];
    await deps.auth.api.resetPassword({ body: { token, newPassword } });
    if (link) await afterPasswordSet(deps.db, link.userId, { clearSignInLock: true });
    return { ok: true };
  } catch (error) {
    deps.logger.info({ code: codeOf(error) ?? String(error) }, "password reset refused");
    return { ok: false, error: "auth.invalidLink" };
  }
}

/** Changes the password of the signed-in user; other sessions end and this one gets a new id. */
export async function changePassword(
  deps: AuthDeps,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<Success | Failure<PasswordProblem | "account.wrongPassword" | "auth.failed">> {
  const problem = passwordProblem(input.newPassword);
  if (problem) return { ok: false, error: problem };
  try {
    // The session is replaced by the change: read whose it is first.
    const session = await deps.auth.api.getSession({ headers });
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    if (session) await afterPasswordSet(deps.db, session.user.id, { clearSignInLock: false });
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (codeOf(error) === "INVALID_PASSWORD") return { ok: false, error: "account.wrongPassword" };
    deps.logger.error({ err: error }, "password change failed");
    return { ok: false, error: "auth.failed" };
  }
}

/** After a new password: outstanding reset links are void, a required change is done, and (after a reset) the sign-in lock is lifted. */
async function afterPasswordSet(db: Database, userId: string, options: { clearSignInLock: boolean }): Promise<void> {
  const [user] = await db.transaction(async (tx) => {
    await tx.delete(verifications).where(and(like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`), eq(verifications.value, userId)));
    return tx.update(users).set({ passwordChangeRequired: false }).where(eq(users.id, userId)).returning({ email: users.email });
  });
  if (options.clearSignInLock && user) await clearAccountFailures(db, user.email);
}

/** Ends the session on the server. A failure is logged; the caller clears the cookies regardless. */
export async function signOut(deps: AuthDeps, headers: Headers): Promise<string[]> {
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    deps.logger.error({ err: error }, "sign-out failed on the server: clearing the cookies anyway");
    return [];
  }
}
