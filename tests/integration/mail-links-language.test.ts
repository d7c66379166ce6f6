import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "~/lib/i18n/language";
import { confirmEmail, register, requestPasswordReset, signIn } from "~/server/auth/commands.server";
import { createTestAuth, tokenFrom } from "../support/auth";
import { createTestDatabase, type TestDatabase, testEngine } from "../support/database";
import { mailSendAttempts } from "~/server/db/schema";

const origin = "http://localhost:3000";
const none = new Headers();
const inLanguage = (code: string) => (path: string) => localizePath(path, code, "nb");

describe(`e-mail links lead to pages in the visitor's language (${testEngine()})`, () => {
  let database: TestDatabase;
  let testAuth: ReturnType<typeof createTestAuth>;
  beforeAll(async () => {
    database = await createTestDatabase("seeded");
    testAuth = createTestAuth(database.handle.db, "203.0.113.40", origin);
  });
  afterAll(() => database.destroy());

  const lastMailTo = (to: string) => testAuth.mails.filter((mail) => mail.to === to).at(-1)!;

  it("confirmation links: registering and signing in unconfirmed, in English and Arabic", async () => {
    const email = "language-en@example.com";
    expect(await register({ ...testAuth.deps, localize: inLanguage("en") }, none, { email, password: "sea-buckthorn-81" })).toEqual({ ok: true, email });
    expect(lastMailTo(email).text).toContain(`${origin}/en/auth/verify?token=`);
    expect(lastMailTo(email).html).toContain(`${origin}/en/auth/verify?token=`);

    // Signing in before confirming mails a fresh link, in the language of that sign-in.
    expect(await signIn({ ...testAuth.deps, localize: inLanguage("ar") }, none, { email, password: "sea-buckthorn-81" })).toMatchObject({ error: "notVerified" });
    expect(lastMailTo(email).text).toContain(`${origin}/ar/auth/verify?token=`);
    // The prefixed link's token is the real one.
    expect((await confirmEmail(testAuth.deps, none, tokenFrom(testAuth.mails, email, "/ar/auth/verify"))).ok).toBe(true);
  });

  it("reset links and the existing-account mail; the default language stays unprefixed", async () => {
    const email = "language-reset@example.com";
    await register(testAuth.deps, none, { email, password: "sea-buckthorn-82" });
    expect(lastMailTo(email).text).toMatch(new RegExp(`${origin}/auth/verify\\?token=`));

    await requestPasswordReset({ ...testAuth.deps, localize: inLanguage("en") }, none, email);
    expect(lastMailTo(email).text).toContain(`${origin}/en/auth/reset-password?token=`);
    await requestPasswordReset({ ...testAuth.deps, localize: inLanguage("nb") }, none, email);
    expect(lastMailTo(email).text).toContain(`${origin}/auth/reset-password?token=`);

    // Registering an address that has an account mails its owner a link to reset, in that language.
    // A fourth mail to one address within the hour is past the mail limit (tested on its own): start afresh.
    await database.handle.db.delete(mailSendAttempts);
    await register({ ...testAuth.deps, localize: inLanguage("ar") }, none, { email, password: "sea-buckthorn-83" });
    expect(lastMailTo(email).text).toContain(`${origin}/ar/auth/forgot-password`);
  });
});
