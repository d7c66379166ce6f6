import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminFactoryId, ensureFirstAdmin, isAdminUser } from "~/server/auth/admins.server";
import {
  changePassword,
  confirmEmail,
  register,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from "~/server/auth/commands.server";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP, recordSignInFailure } from "~/server/auth/rate-limit.server";
import type { Database } from "~/server/db/client.server";
import { admins, factories, loginAttempts, sessions, users } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { cookieHeader, createTestAuth, registerAndConfirm as confirmedUser, tokenFrom } from "../support/auth";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let db: Database;
let testAuth: ReturnType<typeof createTestAuth>;
const none = new Headers();

beforeAll(async () => {
  db = database.handle.db;
  testAuth = createTestAuth(db);
});

const registerAndConfirm = (email: string, password: string) => confirmedUser(testAuth, email, password);

describe("registration and e-mail confirmation", () => {
  it("registers, mails a confirmation link, and the link confirms and signs in", async () => {
    const email = "kari@example.com";
    const result = await register(testAuth.deps, none, { email: " Kari@Example.com ", password: "lingonberry-jam-47" });
    expect(result).toEqual({ ok: true, email });
    const [created] = await db.select().from(users).where(eq(users.email, email));
    expect(created?.emailVerified).toBe(false);

    // Not confirmed yet: sign-in is refused (with a fresh link).
    expect(await signIn(testAuth.deps, none, { email, password: "lingonberry-jam-47" })).toMatchObject({ ok: false, error: "notVerified" });

    const confirmed = await confirmEmail(testAuth.deps, none, tokenFrom(testAuth.mails, email, "/auth/verify"));
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    expect(confirmed.setCookies.join("\n")).toMatch(/storefront\.session_token=.+HttpOnly/i);
    expect(confirmed.setCookies.join("\n")).toMatch(/SameSite=Lax/i);
    const [verified] = await db.select().from(users).where(eq(users.email, email));
    expect(verified?.emailVerified).toBe(true);
    const session = await testAuth.auth.api.getSession({ headers: cookieHeader(confirmed.setCookies) });
    expect(session?.user.email).toBe(email);
  });

  it("refuses a forged confirmation token", async () => {
    expect(await confirmEmail(testAuth.deps, none, "not-a-token")).toEqual({ ok: false, error: "invalidLink" });
  });

  it("answers a duplicate registration like a new one and mails the owner instead", async () => {
    await registerAndConfirm("ola@example.com", "cloudberry-cream-19");
    const before = testAuth.mails.length;
    expect(await register(testAuth.deps, none, { email: "ola@example.com", password: "another-secret-pass" })).toEqual({
      ok: true,
      email: "ola@example.com",
    });
    expect(testAuth.mails.slice(before).map((mail) => mail.subject)).toEqual([expect.stringMatching(/tried to register/)]);
    const rows = await db.select().from(users).where(eq(users.email, "ola@example.com"));
    expect(rows).toHaveLength(1);
    // The original password still works; the one given on the duplicate registration does not.
    expect((await signIn(testAuth.deps, none, { email: "ola@example.com", password: "cloudberry-cream-19" })).ok).toBe(true);
    expect(await signIn(testAuth.deps, none, { email: "ola@example.com", password: "another-secret-pass" })).toMatchObject({
      ok: false,
      error: "invalid",
    });
  });

  it("refuses short, long and common passwords", async () => {
    expect(await register(testAuth.deps, none, { email: "weak@example.com", password: "short" })).toMatchObject({
      error: "auth.passwordTooShort",
    });
    expect(await register(testAuth.deps, none, { email: "weak@example.com", password: "x".repeat(129) })).toMatchObject({
      error: "auth.passwordTooLong",
    });
    expect(await register(testAuth.deps, none, { email: "weak@example.com", password: "password123" })).toMatchObject({
      error: "auth.passwordTooCommon",
    });
    expect(await db.select().from(users).where(eq(users.email, "weak@example.com"))).toHaveLength(0);
  });
});

describe("sign-in", () => {
  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    await registerAndConfirm("per@example.com", "rhubarb-pie-2024");
    const wrong = await signIn(testAuth.deps, none, { email: "per@example.com", password: "not-the-password" });
    const unknown = await signIn(testAuth.deps, none, { email: "nobody@example.com", password: "not-the-password" });
    expect(wrong).toEqual({ ok: false, error: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("issues a new session id at every sign-in and ends it at sign-out", async () => {
    const first = await signIn(testAuth.deps, none, { email: "per@example.com", password: "rhubarb-pie-2024" });
    const second = await signIn(testAuth.deps, none, { email: "per@example.com", password: "rhubarb-pie-2024" });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(cookieHeader(first.setCookies).get("cookie")).not.toBe(cookieHeader(second.setCookies).get("cookie"));
    await signOut(testAuth.deps, cookieHeader(first.setCookies));
    expect(await testAuth.auth.api.getSession({ headers: cookieHeader(first.setCookies) })).toBeNull();
    expect(await testAuth.auth.api.getSession({ headers: cookieHeader(second.setCookies) })).not.toBeNull();
  });

  it("marks the session cookie Secure (with the __Secure- prefix) when the site is served over https", async () => {
    const https = createTestAuth(db, "203.0.113.8", "https://shop.example.com");
    const signedIn = await signIn(https.deps, none, { email: "per@example.com", password: "rhubarb-pie-2024" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = signedIn.setCookies.find((line) => line.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-storefront\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it("blocks an account after 10 failures in 15 minutes, even with the right password", async () => {
    await registerAndConfirm("lise@example.com", "blueberry-muffin-88");
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      expect(await signIn(testAuth.deps, none, { email: "lise@example.com", password: `wrong-${attempt}` })).toMatchObject({
        error: "invalid",
      });
    }
    const blocked = await signIn(testAuth.deps, none, { email: "lise@example.com", password: "blueberry-muffin-88" });
    expect(blocked).toEqual({ ok: false, error: "tooMany", minutes: 15 });
    // Another address is blocked too: the limit is per account, stored in the database.
    const elsewhere = createTestAuth(db, "198.51.100.9");
    expect(await signIn(elsewhere.deps, none, { email: "lise@example.com", password: "blueberry-muffin-88" })).toMatchObject({
      error: "tooMany",
    });
    // Once the failures are older than the window, the account opens again.
    await db
      .update(loginAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.email, "lise@example.com"));
    expect((await signIn(testAuth.deps, none, { email: "lise@example.com", password: "blueberry-muffin-88" })).ok).toBe(true);
  });
});

describe("per-address limit", () => {
  it("blocks an address after 50 failures spread over many accounts", async () => {
    const ip = "192.0.2.50";
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt++) await recordSignInFailure(db, `guess-${attempt}@example.com`, ip);
    const spraying = createTestAuth(db, ip);
    expect(await signIn(spraying.deps, none, { email: "per@example.com", password: "rhubarb-pie-2024" })).toMatchObject({
      ok: false,
      error: "tooMany",
    });
    expect((await signIn(testAuth.deps, none, { email: "per@example.com", password: "rhubarb-pie-2024" })).ok).toBe(true);
  });
});

describe("passwords", () => {
  it("changes the password with the current one and ends other sessions", async () => {
    const { setCookies } = await registerAndConfirm("nora@example.com", "strawberry-field-7");
    const other = await signIn(testAuth.deps, none, { email: "nora@example.com", password: "strawberry-field-7" });
    if (!other.ok) throw new Error("sign-in failed");
    expect(
      await changePassword(testAuth.deps, cookieHeader(setCookies), {
        currentPassword: "wrong-password",
        newPassword: "raspberry-field-8",
      }),
    ).toMatchObject({
      error: "account.wrongPassword",
    });
    const changed = await changePassword(testAuth.deps, cookieHeader(setCookies), {
      currentPassword: "strawberry-field-7",
      newPassword: "raspberry-field-8",
    });
    expect(changed.ok).toBe(true);
    expect(await testAuth.auth.api.getSession({ headers: cookieHeader(other.setCookies) })).toBeNull();
    expect((await signIn(testAuth.deps, none, { email: "nora@example.com", password: "raspberry-field-8" })).ok).toBe(true);
  });

  it("resets a forgotten password through the mailed link, once", async () => {
    await registerAndConfirm("eva@example.com", "gooseberry-tart-5");
    expect(await requestPasswordReset(testAuth.deps, none, "eva@example.com")).toBe("eva@example.com");
    // An unknown address is answered the same and mails nobody.
    const before = testAuth.mails.length;
    expect(await requestPasswordReset(testAuth.deps, none, "ghost@example.com")).toBe("ghost@example.com");
    expect(testAuth.mails.length).toBe(before);
    const token = tokenFrom(testAuth.mails, "eva@example.com", "/auth/reset-password");
    expect(await resetPassword(testAuth.deps, token, "elderflower-cordial-3")).toEqual({ ok: true });
    expect(await resetPassword(testAuth.deps, token, "elderflower-cordial-4")).toEqual({ ok: false, error: "auth.invalidLink" });
    expect((await signIn(testAuth.deps, none, { email: "eva@example.com", password: "elderflower-cordial-3" })).ok).toBe(true);
  });
});

describe("admins", () => {
  const logger = createLogger("silent");

  it("creates the first admin once, verified, on the oldest active factory", async () => {
    expect(await ensureFirstAdmin(db, { email: "Boss@Example.com", password: "fjord-admin-secret" })).toBe(true);
    expect(await ensureFirstAdmin(db, { email: "other@example.com", password: "fjord-admin-secret" })).toBe(false);
    const [boss] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(boss?.emailVerified).toBe(true);
    expect(await isAdminUser(db, boss!.id, logger)).toBe(true);
    const [oldest] = await db.select({ id: factories.id }).from(factories).orderBy(factories.createdAt).limit(1);
    expect(await adminFactoryId(db, boss!.id)).toBe(oldest?.id);
    expect((await signIn(testAuth.deps, none, { email: "boss@example.com", password: "fjord-admin-secret" })).ok).toBe(true);
  });

  it("is false for an ordinary user and for an inactive admins row", async () => {
    const [per] = await db.select().from(users).where(eq(users.email, "per@example.com"));
    expect(await isAdminUser(db, per!.id, logger)).toBe(false);
    await db.insert(admins).values({ userId: per!.id, isActive: false });
    expect(await isAdminUser(db, per!.id, logger)).toBe(false);
    // Without a factory of its own, an admin works on the oldest active factory.
    await db.update(admins).set({ isActive: true }).where(eq(admins.userId, per!.id));
    expect(await isAdminUser(db, per!.id, logger)).toBe(true);
    const [oldest] = await db.select({ id: factories.id }).from(factories).orderBy(factories.createdAt).limit(1);
    expect(await adminFactoryId(db, per!.id)).toBe(oldest?.id);
    await db.delete(admins).where(eq(admins.userId, per!.id));
  });

  it("is false, and logged, when the check itself fails", async () => {
    const errors: unknown[] = [];
    const recording = { ...logger, error: (...args: unknown[]) => void errors.push(args) } as unknown as typeof logger;
    const broken = {
      select: () => ({ from: () => ({ where: () => ({ limit: () => Promise.reject(new Error("relation does not exist")) }) }) }),
    } as unknown as Database;
    const [boss] = await db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(await isAdminUser(broken, boss!.id, recording)).toBe(false);
    expect(errors).toHaveLength(1);
  });
});

describe("sessions table", () => {
  it("slides the expiry forward when a session is used after a day", async () => {
    const signedIn = await signIn(testAuth.deps, none, { email: "per@example.com", password: "rhubarb-pie-2024" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const headers = cookieHeader(signedIn.setCookies);
    const token = headers.get("cookie")!.split("=")[1]!.split(".")[0]!;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(sessions.token, token));
    const refreshed = await testAuth.auth.api.getSession({ headers, returnHeaders: true });
    expect(refreshed.response?.user.email).toBe("per@example.com");
    expect(refreshed.headers.getSetCookie().join("\n")).toMatch(/session_token=.+Max-Age=2592000/);
    const [row] = await db.select().from(sessions).where(eq(sessions.token, token));
    expect((row!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29);
  });

  it("keeps sessions with an expiry about 30 days ahead", async () => {
    const [row] = await db.select().from(sessions).limit(1);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });
});
