import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPageTexts } from "~/server/content/queries.server";
import { footerLinks, footerLinksI18n, pageContent, pageContentI18n, users } from "~/server/db/schema";
import { mergeEditedLinks, readFooterSection, saveFooterLinkTitle, saveFooterSection } from "~/server/edit-mode/footer.server";
import { MENU_TARGET, readMenu, saveMenu } from "~/server/edit-mode/menu.server";
import { revertRevision } from "~/server/edit-mode/revert.server";
import { listRevisions } from "~/server/edit-mode/revisions.server";
import { balancedMessage, saveMenuItemTitle, saveUiString } from "~/server/edit-mode/strings.server";
import { savePageText } from "~/server/edit-mode/texts.server";
import { readUpload, saveSiteImage, sniffImageType } from "~/server/edit-mode/uploads.server";
import { loadMenu } from "~/server/navigation/queries.server";
import { loadTranslations } from "~/server/site/queries.server";
import { loadFooterLinks } from "~/server/navigation/queries.server";
import { InvalidationBus } from "~/server/page-cache/invalidation.server";
import { loadSite } from "~/server/site/queries.server";
import { testEngine, useTestDatabase } from "../support/database";

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`Edit Mode saves on ${testEngine()}`, () => {
  const bus = new InvalidationBus();
  const database = useTestDatabase({ listen: bus });
  let factoryId: string;
  let userId: string;
  const heard: string[][] = [];
  bus.subscribe((tags) => heard.push([...tags]));
  const heardSince = (start: number) => heard.slice(start).flat();
  const scope = (languageCode: string) => ({ factoryId, userId, languageCode });
  const texts = (pageSlug: string, languageCode: string) =>
    loadPageTexts(database.handle.db, { factoryId, pageSlug, languageCode, defaultLanguageCode: "nb" });

  beforeAll(async () => {
    factoryId = (await loadSite(database.handle.db)).factory.id;
    userId = randomUUID();
    await database.handle.db
      .insert(users)
      .values({ id: userId, name: "Editor", email: `editor-${userId}@example.com`, emailVerified: true });
  });

  it("upserts the text in the edited language only, and invalidates exactly that page", async () => {
    const before = { nb: await texts("home", "nb"), en: await texts("home", "en"), ar: await texts("home", "ar") };
    const start = heard.length;
    const saved = await savePageText(database.handle.db, scope("en"), {
      pageSlug: "home",
      contentKey: "hero.title",
      value: "A new English title",
    });
    expect(saved).toEqual({ oldValue: before.en["hero.title"]!.value, newValue: "A new English title" });
    expect((await texts("home", "en"))["hero.title"]?.value).toBe("A new English title");
    expect((await texts("home", "nb"))["hero.title"]).toEqual(before.nb["hero.title"]);
    expect((await texts("home", "ar"))["hero.title"]).toEqual(before.ar["hero.title"]);
    await waitFor(() => heardSince(start).includes("page:home"));
    expect(heardSince(start)).not.toContain("shell");

    // Saving again updates the same row: still one i18n row per language.
    await savePageText(database.handle.db, scope("en"), { pageSlug: "home", contentKey: "hero.title", value: "Second title" });
    const [content] = await database.handle.db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.factoryId, factoryId), eq(pageContent.pageSlug, "home"), eq(pageContent.contentKey, "hero.title")));
    const rows = await database.handle.db.select().from(pageContentI18n).where(eq(pageContentI18n.pageContentId, content!.id));
    expect(rows.filter((row) => row.languageCode === "en").map((row) => row.contentValue)).toEqual(["Second title"]);
  });

  it("inserts a missing page_content row as type text; objects are saved as JSON text; footer texts invalidate the shell", async () => {
    const start = heard.length;
    await savePageText(database.handle.db, scope("nb"), { pageSlug: "about", contentKey: "brand.new-key", value: "Ny tekst" });
    const [created] = await database.handle.db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.pageSlug, "about"), eq(pageContent.contentKey, "brand.new-key")));
    expect(created?.contentType).toBe("text");
    expect(created?.isActive).toBe(true);
    expect((await texts("about", "nb"))["brand.new-key"]?.value).toBe("Ny tekst");
    expect((await texts("about", "en"))["brand.new-key"]?.value).toBe("Ny tekst"); // the default language's text until translated

    const colors = {
      backgroundColor: "#0c2d48",
      textColor: "#e0f2fe",
      linkColor: "#7dd3fc",
      linkHoverColor: "#bae6fd",
      borderColor: "#1e4d70",
    };
    await savePageText(database.handle.db, scope("nb"), { pageSlug: "footer", contentKey: "colors", value: colors });
    expect(JSON.parse((await texts("footer", "nb")).colors!.value)).toEqual(colors);
    await waitFor(() => heardSince(start).includes("shell") && heardSince(start).includes("page:about"));
  });

  it("sanitises HTML slots on save", async () => {
    const [content] = await database.handle.db
      .insert(pageContent)
      .values({ factoryId, pageSlug: "about", contentKey: "rich.body", contentType: "html" })
      .returning();
    await savePageText(database.handle.db, scope("nb"), {
      pageSlug: "about",
      contentKey: "rich.body",
      value: '<p onclick="x()">Hei<img src=x onerror=alert(1)><script>alert(1)</script></p>',
    });
    const [row] = await database.handle.db.select().from(pageContentI18n).where(eq(pageContentI18n.pageContentId, content!.id));
    expect(row!.contentValue).not.toMatch(/onclick|onerror|script|alert/);
    expect(row!.contentValue).toContain("Hei");
    // Pasted headings are stored in order below the page's h1: the first an h2, none skipping a level.
    await savePageText(database.handle.db, scope("en"), {
      pageSlug: "about",
      contentKey: "rich.body",
      value: "<h1>Our farm</h1><h4>Cows</h4><p>Many.</p><h3>Goats</h3>",
    });
    const [english] = await database.handle.db
      .select()
      .from(pageContentI18n)
      .where(and(eq(pageContentI18n.pageContentId, content!.id), eq(pageContentI18n.languageCode, "en")));
    expect(english!.contentValue).toBe("<h2>Our farm</h2><h3>Cows</h3><p>Many.</p><h3>Goats</h3>");
  });

  it("records a revision per save and reverts to any of them, the revert being a revision too", async () => {
    const db = database.handle.db;
    await savePageText(db, scope("en"), { pageSlug: "home", contentKey: "hero.subtitle", value: "Version one" });
    await savePageText(db, scope("en"), { pageSlug: "home", contentKey: "hero.subtitle", value: "Version two" });
    const history = await listRevisions(db, { factoryId, kind: "page_text", target: "home/hero.subtitle", languageCode: "en" });
    expect(history.map((revision) => revision.newValue)).toEqual(["Version two", "Version one"]);
    expect(history[0]).toMatchObject({ oldValue: "Version one", languageCode: "en", by: `editor-${userId}@example.com` });
    expect(await listRevisions(db, { factoryId, kind: "page_text", target: "home/hero.subtitle", languageCode: "nb" })).toEqual([]);

    const reverted = await revertRevision(db, { factoryId, userId }, history[1]!.id);
    expect(reverted).toEqual({ kind: "page_text", target: "home/hero.subtitle" });
    expect((await texts("home", "en"))["hero.subtitle"]?.value).toBe("Version one");
    const after = await listRevisions(db, { factoryId, kind: "page_text", target: "home/hero.subtitle", languageCode: "en" });
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ oldValue: "Version two", newValue: "Version one" });

    expect(await revertRevision(db, { factoryId: randomUUID(), userId }, history[0]!.id)).toBeNull();
    expect(await revertRevision(db, { factoryId, userId }, randomUUID())).toBeNull();
  });

  it("saves a footer section: replaces its links in order, keeps translations of known links, adds new ones, drops empty translations", async () => {
    const db = database.handle.db;
    const before = await readFooterSection(db, factoryId, "quicklinks");
    expect(before.length).toBeGreaterThan(2);
    const [first, second, ...rest] = before;
    const start = heard.length;
    await saveFooterSection(db, { ...scope("en"), defaultLanguageCode: "nb" }, "quicklinks", [
      { id: second!.id, title: "Renamed in English", url: second!.url, isExternal: false },
      { id: null, title: "New Link", url: "/", isExternal: false, translations: { ar: "  ", nb: "Ny lenke" } },
      { id: first!.id, title: first!.translations.en ?? first!.title, url: "https://example.com/", isExternal: true },
    ]);
    await waitFor(() => heardSince(start).includes("shell"));
    const after = await readFooterSection(db, factoryId, "quicklinks");
    expect(after.map((link) => link.id).slice(0, 1)).toEqual([second!.id]);
    expect(after[2]!.id).toBe(first!.id);
    expect(after).toHaveLength(3);
    // The English title changed; Norwegian (default, the base title) and Arabic kept theirs.
    expect(after[0]!.translations.en).toBe("Renamed in English");
    expect(after[0]!.title).toBe(second!.title);
    expect(after[0]!.translations.ar).toBe(second!.translations.ar);
    // The new link: a fresh UUID, its English title as base title too, the empty Arabic entry dropped.
    expect(after[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(after[1]!.translations).toEqual({ en: "New Link", nb: "Ny lenke" });
    expect(after[2]).toMatchObject({ url: "https://example.com/", isExternal: true });
    // Removed links are gone with their translations.
    for (const removed of rest)
      expect(await db.select().from(footerLinksI18n).where(eq(footerLinksI18n.footerLinkId, removed.id))).toEqual([]);
    const rows = await db
      .select()
      .from(footerLinks)
      .where(and(eq(footerLinks.factoryId, factoryId), eq(footerLinks.sectionKey, "quicklinks")));
    expect(rows.map((row) => [row.sortOrder, row.isActive]).sort()).toEqual([
      [0, true],
      [1, true],
      [2, true],
    ]);
    const shown = await loadFooterLinks(db, { factoryId, languageCode: "en", defaultLanguageCode: "nb" });
    expect(shown.quicklinks.map((link) => link.title)).toEqual(["Renamed in English", "New Link", first!.translations.en ?? first!.title]);

    // A later save, then a revert to the first save's revision: the whole list comes back, translations included.
    const firstSave = await readFooterSection(db, factoryId, "quicklinks");
    const [revision] = await listRevisions(db, { factoryId, kind: "footer_section", target: "footer/quicklinks", languageCode: null });
    expect(JSON.parse(revision!.oldValue!)).toEqual(before);
    expect(JSON.parse(revision!.newValue)).toEqual(firstSave);
    await saveFooterSection(db, { ...scope("nb"), defaultLanguageCode: "nb" }, "quicklinks", [
      { id: null, title: "Bare én", url: "/about", isExternal: false },
    ]);
    expect(await readFooterSection(db, factoryId, "quicklinks")).toHaveLength(1);
    expect(await revertRevision(db, { factoryId, userId }, revision!.id)).toEqual({ kind: "footer_section", target: "footer/quicklinks" });
    expect(await readFooterSection(db, factoryId, "quicklinks")).toEqual(firstSave);
    expect(await listRevisions(db, { factoryId, kind: "footer_section", target: "footer/quicklinks", languageCode: null })).toHaveLength(3);
  });

  it("merges edited links: an unknown or duplicated id is a new link, the default language edits the base title", () => {
    const known = { id: randomUUID(), title: "Om oss", url: "/about", isExternal: false, translations: { nb: "Om oss", en: "About Us" } };
    const merged = mergeEditedLinks(
      [known],
      [
        { id: known.id, title: "Om bedriften", url: "/about", isExternal: false },
        { id: known.id, title: "Kopi", url: "/about", isExternal: false },
        { id: "not-a-uuid", title: "Annen", url: "/x", isExternal: false },
      ],
      "nb",
      "nb",
    );
    expect(merged[0]).toEqual({ ...known, title: "Om bedriften", translations: { nb: "Om bedriften", en: "About Us" } });
    expect(merged[1]!.id).not.toBe(known.id);
    expect(merged[2]!.id).toMatch(/^[0-9a-f]{8}-/);
  });

  it("saves one link title per language, inserting a missing link row, with its revision", async () => {
    const db = database.handle.db;
    const [link] = await readFooterSection(db, factoryId, "support");
    const result = await saveFooterLinkTitle(db, scope("ar"), { id: link!.id, section: "support", title: "اتصل بنا الآن" });
    expect(result.oldValue).toBe(link!.translations.ar ?? link!.title);
    const [stored] = await db
      .select()
      .from(footerLinksI18n)
      .where(and(eq(footerLinksI18n.footerLinkId, link!.id), eq(footerLinksI18n.languageCode, "ar")));
    expect(stored?.title).toBe("اتصل بنا الآن");
    expect((await readFooterSection(db, factoryId, "support"))[0]!.translations.nb).toBe(link!.translations.nb);

    const missing = randomUUID();
    await saveFooterLinkTitle(db, scope("en"), { id: missing, section: "support", title: "Fresh" });
    const [inserted] = await db.select().from(footerLinks).where(eq(footerLinks.id, missing));
    expect(inserted).toMatchObject({ sortOrder: 0, isActive: true, sectionKey: "support", url: "/" });
    await expect(saveFooterLinkTitle(db, scope("en"), { id: "1234", section: "support", title: "x" })).rejects.toThrow(/UUID/);

    const [revision] = await listRevisions(db, {
      factoryId,
      kind: "footer_link",
      target: `footer/support/${link!.id}`,
      languageCode: "ar",
    });
    expect(revision?.newValue).toBe("اتصل بنا الآن");
    await saveFooterLinkTitle(db, scope("ar"), { id: link!.id, section: "support", title: "عنوان آخر" });
    expect(await revertRevision(db, { factoryId, userId }, revision!.id)).not.toBeNull();
    const [back] = await db
      .select()
      .from(footerLinksI18n)
      .where(and(eq(footerLinksI18n.footerLinkId, link!.id), eq(footerLinksI18n.languageCode, "ar")));
    expect(back?.title).toBe("اتصل بنا الآن");
  });

  it("saves a UI string and a menu title in one language, each with a revision that reverts", async () => {
    const db = database.handle.db;
    const start = heard.length;
    const before = await loadTranslations(db, factoryId, "nb", "nb");
    await saveUiString(db, scope("en"), { key: "search.placeholder", value: "Find a product" });
    expect((await loadTranslations(db, factoryId, "en", "nb"))["search.placeholder"]).toBe("Find a product");
    expect((await loadTranslations(db, factoryId, "nb", "nb"))["search.placeholder"]).toBe(before["search.placeholder"]);
    await waitFor(() => heardSince(start).includes("shell"));
    await saveUiString(db, scope("en"), { key: "search.placeholder", value: "Search the shop" });
    const [, first] = await listRevisions(db, { factoryId, kind: "translation", target: "search.placeholder", languageCode: "en" });
    expect(first?.newValue).toBe("Find a product");
    await revertRevision(db, { factoryId, userId }, first!.id);
    expect((await loadTranslations(db, factoryId, "en", "nb"))["search.placeholder"]).toBe("Find a product");
    // A key the factory has no row for in a language is inserted.
    await saveUiString(db, scope("ar"), { key: "editMode.saved", value: "حُفظ" });
    expect((await loadTranslations(db, factoryId, "ar", "nb"))["editMode.saved"]).toBe("حُفظ");
    expect(balancedMessage("{n, plural, one {# item} other {# items}}")).toBe(true);
    expect(balancedMessage("{n, plural, one {# item")).toBe(false);
    expect(balancedMessage("}{")).toBe(false);

    const scopeMenu = (languageCode: string) => ({ factoryId, languageCode, defaultLanguageCode: "nb" });
    const [home] = await loadMenu(db, scopeMenu("en"));
    const nbTitle = (await loadMenu(db, scopeMenu("nb")))[0]!.translatedTitle;
    expect(await saveMenuItemTitle(db, scope("en"), { id: home!.id, title: " Start " })).toEqual({
      oldValue: home!.translatedTitle,
      newValue: "Start",
    });
    expect((await loadMenu(db, scopeMenu("en")))[0]!.translatedTitle).toBe("Start");
    expect((await loadMenu(db, scopeMenu("nb")))[0]!.translatedTitle).toBe(nbTitle);
    expect(await saveMenuItemTitle(db, { ...scope("en"), factoryId: randomUUID() }, { id: home!.id, title: "x" })).toBeNull();
    const [revision] = await listRevisions(db, { factoryId, kind: "menu_item", target: home!.id, languageCode: "en" });
    await saveMenuItemTitle(db, scope("en"), { id: home!.id, title: "Forside" });
    await revertRevision(db, { factoryId, userId }, revision!.id);
    expect((await loadMenu(db, scopeMenu("en")))[0]!.translatedTitle).toBe("Start");
  });

  it("saves the menu's structure: reorders, adds items and sub-items, removes, keeps known items' titles and icons; reverts", async () => {
    const db = database.handle.db;
    const scopeMenu = (languageCode: string) => ({ factoryId, languageCode, defaultLanguageCode: "nb" });
    const before = await readMenu(db, factoryId);
    const products = before.find((item) => item.url === "/products")!;
    const contact = before.find((item) => item.url === "/contact")!;
    expect(products.children.length).toBeGreaterThan(1);
    const start = heard.length;
    await saveMenu(db, { ...scope("en"), defaultLanguageCode: "nb" }, [
      { id: contact.id, title: "Reach us", url: "/contact", isExternal: false },
      {
        id: products.id,
        title: products.translations.en ?? products.title,
        url: "/products",
        isExternal: false,
        children: [
          {
            id: products.children[1]!.id,
            title: products.children[1]!.translations.en!,
            url: products.children[1]!.url,
            isExternal: false,
          },
          { id: null, title: "New sub-item", url: "/products?category=new", isExternal: false },
        ],
      },
      { id: null, title: "Blog", url: "https://blog.example.com/", isExternal: true },
    ]);
    await waitFor(() => heardSince(start).includes("shell"));
    const en = await loadMenu(db, scopeMenu("en"));
    expect(en.map((item) => item.translatedTitle)).toEqual(["Reach us", products.translations.en, "Blog"]);
    expect(en[1]!.children.map((child) => child.translatedTitle)).toEqual([products.children[1]!.translations.en, "New sub-item"]);
    expect(en[1]!.icon).toBe(products.icon);
    const nb = await loadMenu(db, scopeMenu("nb"));
    expect(nb[0]!.translatedTitle).toBe(contact.translations.nb ?? contact.title);
    expect(nb[2]!.translatedTitle).toBe("Blog");
    expect(en[2]).toMatchObject({ url: "https://blog.example.com/", isExternal: true });

    const [revision] = await listRevisions(db, { factoryId, kind: "menu_item", target: MENU_TARGET, languageCode: null });
    expect(JSON.parse(revision!.oldValue!)).toEqual(before);
    const after = await readMenu(db, factoryId);
    await saveMenu(db, { ...scope("nb"), defaultLanguageCode: "nb" }, []);
    expect(await loadMenu(db, scopeMenu("nb"))).toEqual([]);
    await revertRevision(db, { factoryId, userId }, revision!.id);
    expect(await readMenu(db, factoryId)).toEqual(after);
  });

  it("sniffs images by their bytes and stores an uploaded logo or favicon, pointing the settings at it", async () => {
    const db = database.handle.db;
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("GIF89a\x01\x00", "latin1"))).toBe("image/gif");
    expect(sniffImageType(Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImageType(Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]))).toBe("image/x-icon");
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();

    const start = heard.length;
    const url = await saveSiteImage(db, { factoryId, userId }, { purpose: "favicon", contentType: "image/png", bytes: png });
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
    const site = await loadSite(db);
    expect(site.settings?.faviconUrl).toBe(url);
    await waitFor(() => heardSince(start).includes("shell"));
    const stored = await readUpload(db, url!.slice("/uploads/".length));
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.compare(stored!.bytes, png)).toBe(0);
    expect(
      await saveSiteImage(db, { factoryId: randomUUID(), userId }, { purpose: "logo", contentType: "image/png", bytes: png }),
    ).toBeNull();
  });
});
