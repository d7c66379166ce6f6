import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, firstAdminPassword, isAdminUser, prepareAdmins } from "~/server/auth/admins.server";
import { changePassword, confirmEmail, register, requestPasswordReset, resetPassword, signIn } from "~/server/auth/commands.server";
import { MAX_MAILS_PER_ADDRESS, MAX_MAILS_PER_CLIENT } from "~/server/auth/mail-limit.server";
import { MAX_FAILURES_PER_ACCOUNT } from "~/server/auth/rate-limit.server";
import type { Database } from "~/server/db/client.server";
import { mailSendAttempts, users } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { cookieHeader, createTestAuth, registerAndConfirm as confirmedUser, tokenFrom } from "../support/auth";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase({ from: "migrated" });
let db: Database;
const none = new Headers();
let ipCounter = 0;
/** A test client of its own address, so that the per-client mail limit of one test does not reach another. */
const client = () => createTestAuth(db, `198.18.0.${++ipCounter}`);

beforeAll(async () => {
  db = database.handle.db;
});

describe("mail-sending limits", () => {
  it("sends at most 3 reset links per address an hour, with the same answer after the limit", async () => {
    const testAuth = client();
    await confirmedUser(testAuth, "flood@example.com", "cloudberry-jam-2024");
    const before = testAuth.mails.length;
    for (let request = 0; request < 25; request++)
      expect(await requestPasswordReset(testAuth.deps, none, "flood@example.com")).toBe("flood@example.com");
    // The confirmation used one of the address's three mails.
    expect(testAuth.mails.length - before).toBe(MAX_MAILS_PER_ADDRESS - 1);
    // Another client is refused too: the count is per target address, kept in the database.
    const other = client();
    expect(await requestPasswordReset(other.deps, none, "flood@example.com")).toBe("flood@example.com");
    expect(other.mails).toHaveLength(0);
  });

  it("limits one client to 20 mails an hour across addresses, and answers unknown addresses the same", async () => {
    const testAuth = client();
    for (let request = 0; request < MAX_MAILS_PER_CLIENT + 5; request++) {
      expect(await requestPasswordReset(testAuth.deps, none, `spray-${request}@example.com`)).toBe(`spray-${request}@example.com`);
    }
    const counted = await db.select().from(mailSendAttempts).where(eq(mailSendAttempts.ip, testAuth.deps.clientIp));
    expect(counted).toHaveLength(MAX_MAILS_PER_CLIENT);
    // Past the limit, a registration answers like any other and creates nothing.
    expect(await register(testAuth.deps, none, { email: "late@example.com", password: "rowanberry-jelly-31" })).toEqual({
      ok: true,
      email: "late@example.com",
    });
    expect(await db.select().from(users).where(eq(users.email, "late@example.com"))).toHaveLength(0);
    expect(testAuth.mails).toHaveLength(0);
  });

  it("takes the per-client limit from MAIL_LIMIT_PER_CLIENT where it is set", async () => {
    const testAuth = client();
    const deps = { ...testAuth.deps, mailLimitPerClient: 2 };
    for (let request = 0; request < 4; request++) await requestPasswordReset(deps, none, `few-${request}@example.com`);
    expect(await db.select().from(mailSendAttempts).where(eq(mailSendAttempts.ip, deps.clientIp))).toHaveLength(2);
  });

  it("limits registrations (and the owner's 'someone tried to register' mails) per address", async () => {
    const testAuth = client();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(await register(testAuth.deps, none, { email: "twice@example.com", password: "bilberry-pie-2024" })).toEqual({
        ok: true,
        email: "twice@example.com",
      });
    }
    expect(testAuth.mails.filter((mail) => mail.to === "twice@example.com")).toHaveLength(MAX_MAILS_PER_ADDRESS);
  });

  it("limits new confirmation links sent by signing in to an unconfirmed account", async () => {
    const testAuth = client();
    expect(await register(testAuth.deps, none, { email: "pending@example.com", password: "crowberry-wine-12" })).toEqual({
      ok: true,
      email: "pending@example.com",
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await signIn(testAuth.deps, none, { email: "pending@example.com", password: "crowberry-wine-12" })).toEqual({
        ok: false,
        error: "notVerified",
      });
    }
    expect(testAuth.mails.filter((mail) => mail.to === "pending@example.com")).toHaveLength(MAX_MAILS_PER_ADDRESS);
    // The newest link works.
    expect((await confirmEmail(testAuth.deps, none, tokenFrom(testAuth.mails, "pending@example.com", "/auth/verify"))).ok).toBe(true);
  });
});

describe("reset links after a new password", () => {
  it("a successful reset voids every other outstanding reset link", async () => {
    const testAuth = client();
    await confirmedUser(testAuth, "links@example.com", "lingonberry-jam-47");
    await requestPasswordReset(testAuth.deps, none, "links@example.com");
    const first = tokenFrom(testAuth.mails, "links@example.com", "/auth/reset-password");
    await requestPasswordReset(testAuth.deps, none, "links@example.com");
    const second = tokenFrom(testAuth.mails, "links@example.com", "/auth/reset-password");
    expect(second).not.toBe(first);
    expect(await resetPassword(testAuth.deps, first, "elderflower-cordial-3")).toEqual({ ok: true });
    expect(await resetPassword(testAuth.deps, second, "attacker-chosen-pass-9")).toEqual({ ok: false, error: "auth.invalidLink" });
    expect((await signIn(testAuth.deps, none, { email: "links@example.com", password: "elderflower-cordial-3" })).ok).toBe(true);
  });

  it("a password change voids every outstanding reset link", async () => {
    const testAuth = client();
    const { setCookies } = await confirmedUser(testAuth, "change@example.com", "strawberry-field-7");
    await requestPasswordReset(testAuth.deps, none, "change@example.com");
    const token = tokenFrom(testAuth.mails, "change@example.com", "/auth/reset-password");
    expect(
      (
        await changePassword(testAuth.deps, cookieHeader(setCookies), {
          currentPassword: "strawberry-field-7",
          newPassword: "raspberry-field-8",
        })
      ).ok,
    ).toBe(true);
    expect(await resetPassword(testAuth.deps, token, "attacker-chosen-pass-9")).toEqual({ ok: false, error: "auth.invalidLink" });
  });
});

describe("sign-in lock", () => {
  it("a successful reset lifts the lock of an account locked by someone else's guesses", async () => {
    const owner = client();
    await confirmedUser(owner, "locked@example.com", "blueberry-muffin-88");
    const attacker = client();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect(await signIn(attacker.deps, none, { email: "locked@example.com", password: `wrong-${attempt}` })).toMatchObject({
        error: "invalid",
      });
    }
    expect(await signIn(owner.deps, none, { email: "locked@example.com", password: "blueberry-muffin-88" })).toMatchObject({
      ok: false,
      error: "tooMany",
    });
    await requestPasswordReset(owner.deps, none, "locked@example.com");
    expect(
      await resetPassword(owner.deps, tokenFrom(owner.mails, "locked@example.com", "/auth/reset-password"), "blackcurrant-jam-51"),
    ).toEqual({ ok: true });
    expect((await signIn(owner.deps, none, { email: "locked@example.com", password: "blackcurrant-jam-51" })).ok).toBe(true);
  });

  it("a failed reset leaves the lock in place", async () => {
    const owner = client();
    await confirmedUser(owner, "still-locked@example.com", "blueberry-muffin-88");
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++)
      await signIn(client().deps, none, { email: "still-locked@example.com", password: `wrong-${attempt}` });
    expect(await resetPassword(owner.deps, "forged-token", "blackcurrant-jam-51")).toEqual({ ok: false, error: "auth.invalidLink" });
    expect(await signIn(owner.deps, none, { email: "still-locked@example.com", password: "blueberry-muffin-88" })).toMatchObject({
      ok: false,
      error: "tooMany",
    });
  });
});

describe("the first admin in production", () => {
  it("gets a one-time password, announced once and never logged, that must be changed at first sign-in", async () => {
    const logged: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void logged.push(line) });
    const announced: string[] = [];
    const credentials = {
      email: "first-owner@example.com",
      ...firstAdminPassword({ NODE_ENV: "production", ALLOW_DEMO_ADMIN_PASSWORD: false }),
    };
    expect(credentials.source).toBe("generated");
    const options = { origin: "https://shop.example.com", announce: (text: string) => void announced.push(text) };
    await prepareAdmins(db, credentials, logger, options);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toContain(credentials.password);
    expect(announced[0]).toContain("https://shop.example.com/auth");
    expect(logged.join("\n")).not.toContain(credentials.password);

    // A second start announces nothing.
    await prepareAdmins(
      db,
      { email: credentials.email, ...firstAdminPassword({ NODE_ENV: "production", ALLOW_DEMO_ADMIN_PASSWORD: false }) },
      logger,
      options,
    );
    expect(announced).toHaveLength(1);

    const testAuth = client();
    expect(await signIn(testAuth.deps, none, { email: credentials.email, password: DEMO_ADMIN_PASSWORD })).toMatchObject({
      ok: false,
      error: "invalid",
    });
    const signedIn = await signIn(testAuth.deps, none, { email: credentials.email, password: credentials.password });
    if (!signedIn.ok) throw new Error("the one-time password did not sign in");
    const [created] = await db.select().from(users).where(eq(users.email, credentials.email));
    expect(created?.passwordChangeRequired).toBe(true);
    expect(await isAdminUser(db, created!.id, logger)).toBe(true);
    const session = await testAuth.auth.api.getSession({ headers: cookieHeader(signedIn.setCookies) });
    expect(session?.user.passwordChangeRequired).toBe(true);

    expect(
      (
        await changePassword(testAuth.deps, cookieHeader(signedIn.setCookies), {
          currentPassword: credentials.password,
          newPassword: "my-own-admin-password-77",
        })
      ).ok,
    ).toBe(true);
    const [changed] = await db.select().from(users).where(eq(users.email, credentials.email));
    expect(changed?.passwordChangeRequired).toBe(false);
  });
});
