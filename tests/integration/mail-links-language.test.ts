import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "~/lib/i18n/language";
import { confirmEmail, register, requestPasswordReset, signIn } from "~/server/auth/commands.server";
import { createTestAuth, tokenFrom } from "../support/auth";
import { createTestDatabase, type TestDatabase, testEngine } from "../support/database";
import { mailSendAttempts, translations } from "~/server/db/schema";
import { mailLanguageOf } from "~/server/mail/mail-language.server";
import { loadSite } from "~/server/site/queries.server";
import { loadShell, shellForClient } from "~/server/site/shell.server";

const origin = "http://localhost:3000";
const none = new Headers();
const inLanguage = (code: string) => (path: string) => localizePath(path, code, "nb");

describe(`e-mail links lead to pages in the visitor's language (${testEngine()})`, () => {
  let database: TestDatabase;
  let testAuth: ReturnType<typeof createTestAuth>;
  beforeAll(async () => {
    database = await createTestDatabase("seeded");
    // The server's way of reading a language's mail strings (server/app.ts), on the seeded site.
    testAuth = createTestAuth(database.handle.db, "203.0.113.40", origin, {
      mailLanguage: (code) => mailLanguageOf(database.handle.db, code),
    });
  });
  afterAll(() => database.destroy());

  const lastMailTo = (to: string) => testAuth.mails.filter((mail) => mail.to === to).at(-1)!;

  it("confirmation links: registering and signing in unconfirmed, in English and Arabic", async () => {
    const email = "language-en@example.com";
    expect(await register({ ...testAuth.deps, localize: inLanguage("en") }, none, { email, password: "sea-buckthorn-81" })).toEqual({
      ok: true,
      email,
    });
    expect(lastMailTo(email).text).toContain(`${origin}/en/auth/verify?token=`);
    expect(lastMailTo(email).html).toContain(`${origin}/en/auth/verify?token=`);

    // Signing in before confirming mails a fresh link, in the language of that sign-in.
    expect(await signIn({ ...testAuth.deps, localize: inLanguage("ar") }, none, { email, password: "sea-buckthorn-81" })).toMatchObject({
      error: "notVerified",
    });
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

  it("the mails are written in the visitor's language, right to left in Arabic; English where none is known", async () => {
    const email = "language-text@example.com";
    await register({ ...testAuth.deps, localize: inLanguage("ar"), languageCode: "ar" }, none, { email, password: "sea-buckthorn-84" });
    const arabic = lastMailTo(email);
    expect(arabic.subject).toMatch(/^أكّد عنوان بريدك الإلكتروني لدى /);
    expect(arabic.html).toContain('<div dir="rtl" lang="ar">');
    expect(arabic.text).toContain(`${origin}/ar/auth/verify?token=`);

    await requestPasswordReset({ ...testAuth.deps, localize: inLanguage("nb"), languageCode: "nb" }, none, email);
    expect(lastMailTo(email).subject).toMatch(/^Tilbakestill passordet ditt hos /);
    expect(lastMailTo(email).text).toContain("Lenken gjelder i én time.");
    expect(lastMailTo(email).html).toContain('dir="ltr" lang="nb"');

    // An inactive or unknown code falls back to the default language; no language at all, to English.
    await requestPasswordReset({ ...testAuth.deps, localize: inLanguage("nb"), languageCode: "xx" }, none, email);
    expect(lastMailTo(email).subject).toMatch(/^Tilbakestill passordet ditt hos /);
    await database.handle.db.delete(mailSendAttempts);
    await requestPasswordReset(testAuth.deps, none, email);
    expect(lastMailTo(email).subject).toMatch(/^Reset your password for /);
  });

  it("the mails' strings stay on the server: the page shell sends the browser none of them (nor a row an older seed left)", async () => {
    const site = await loadSite(database.handle.db);
    // Sites seeded before the mails' strings moved to app/server/mail/messages.ts hold them as translations.
    await database.handle.db.insert(translations).values({
      factoryId: site.factory.id,
      languageCode: "ar",
      translationKey: "mail.reset.subject",
      content: "إعادة تعيين كلمة المرور لدى {site}",
    });
    const shell = await loadShell(database.handle.db, site, "ar");
    expect(shell.messages["mail.reset.subject"]).toBeTruthy();
    const sent = JSON.parse(shellForClient(shell).messagesJson) as Record<string, string>;
    expect(Object.keys(sent).filter((key) => key.startsWith("mail.") || key.includes(".mail."))).toEqual([]);
    expect(sent["auth.signIn"]).toBe(shell.messages["auth.signIn"]);
  });
});
