import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { footerLinks, footerLinksI18n, menuItems, menuItemsI18n } from "~/server/db/schema";
import { loadFooterLinks, loadMenu } from "~/server/navigation/queries.server";
import { loadSite } from "~/server/site/queries.server";
import { loadShell } from "~/server/site/shell.server";
import { testEngine, useTestDatabase } from "../support/database";

describe(`menu and footer queries on ${testEngine()}`, () => {
  const database = useTestDatabase();
  let factoryId: string;
  beforeAll(async () => {
    factoryId = (await loadSite(database.handle.db)).factory.id;
  });

  const scope = (languageCode: string) => ({ factoryId, languageCode, defaultLanguageCode: "nb" });

  it("loads the menu as a tree in sort order with translated titles", async () => {
    const { db } = database.handle;
    const nb = await loadMenu(db, scope("nb"));
    const en = await loadMenu(db, scope("en"));
    expect(nb.map((item) => item.url)).toEqual(["/", "/products", "/categories", "/about", "/contact", "/restaurants", "/shop"]);
    expect(en.map((item) => item.translatedTitle)).toEqual([
      "Home",
      "Products",
      "Categories",
      "About Us",
      "Contact Us",
      "Restaurants",
      "Webshop",
    ]);
    expect(nb[0]!.translatedTitle).toBe("Hjem");
    expect(en[1]!.children.map((child) => [child.translatedTitle, child.url, child.icon])).toEqual([
      ["Dairy Products", "/products?category=dairy", "milk"],
      ["Grains & Cereals", "/products?category=grains", "wheat"],
      ["Specialty Items", "/products?category=specialty", "star"],
      ["Organic Range", "/products?category=organic", "leaf"],
    ]);
    const ar = await loadMenu(db, scope("ar"));
    expect(ar[0]!.translatedTitle).toMatch(/[\u0600-\u06FF]/);
  });

  it("falls back to the default language's title, then to the base title, and hides inactive items", async () => {
    const { db } = database.handle;
    const [about] = await db.select().from(menuItems).where(eq(menuItems.url, "/about"));
    await db.delete(menuItemsI18n).where(and(eq(menuItemsI18n.menuItemId, about!.id), eq(menuItemsI18n.languageCode, "en")));
    expect((await loadMenu(db, scope("en"))).find((item) => item.id === about!.id)?.translatedTitle).toBe("Om oss");

    await db.delete(menuItemsI18n).where(eq(menuItemsI18n.menuItemId, about!.id));
    await db.update(menuItems).set({ title: "Base about title" }).where(eq(menuItems.id, about!.id));
    expect((await loadMenu(db, scope("en"))).find((item) => item.id === about!.id)?.translatedTitle).toBe("Base about title");

    const [products] = await db.select().from(menuItems).where(eq(menuItems.url, "/products"));
    await db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, products!.id));
    const menu = await loadMenu(db, scope("en"));
    expect(menu.map((item) => item.url)).not.toContain("/products");
    // Its children go with it rather than floating up to the top level.
    expect(menu.flatMap((item) => item.children)).toEqual([]);
    await db.update(menuItems).set({ isActive: true }).where(eq(menuItems.id, products!.id));
  });

  it("loads the four footer sections with the spec's defaults, translated, with the same fallbacks", async () => {
    const { db } = database.handle;
    const en = await loadFooterLinks(db, scope("en"));
    expect(Object.keys(en)).toEqual(["quicklinks", "products", "support", "bottom"]);
    expect(en.quicklinks.map((link) => link.title)).toEqual(["Products", "Categories", "About Us", "Locations"]);
    expect(en.products.map((link) => link.title)).toEqual(["Dairy Products", "Grains & Cereals", "Specialty Items", "Organic Range"]);
    expect(en.support.map((link) => link.title)).toEqual(["Contact Us", "Resellers", "Customer Support", "Quality Assurance"]);
    expect(en.bottom.map((link) => link.title)).toEqual(["Privacy Policy", "Terms of Service", "Cookie Policy"]);
    const nb = await loadFooterLinks(db, scope("nb"));
    expect(nb.quicklinks[0]!.title).toBe("Produkter");

    const locations = en.quicklinks[3]!;
    await db.delete(footerLinksI18n).where(and(eq(footerLinksI18n.footerLinkId, locations.id), eq(footerLinksI18n.languageCode, "ar")));
    expect((await loadFooterLinks(db, scope("ar"))).quicklinks[3]!.title).toBe(nb.quicklinks[3]!.title);
    await db.delete(footerLinksI18n).where(eq(footerLinksI18n.footerLinkId, locations.id));
    expect((await loadFooterLinks(db, scope("ar"))).quicklinks[3]!.title).toBe("Locations");

    await db.update(footerLinks).set({ isActive: false }).where(eq(footerLinks.id, locations.id));
    expect((await loadFooterLinks(db, scope("en"))).quicklinks).toHaveLength(3);
  });

  it("gives the shell localized menu and footer URLs, with external links left alone", async () => {
    const { db } = database.handle;
    await db
      .insert(menuItems)
      .values({ factoryId, title: "Partner shop", url: "https://partner.example/shop", isExternal: true, sortOrder: 99 });
    const site = await loadSite(db);
    const en = await loadShell(db, site, "en");
    expect(en.menu.map((item) => item.href)).toEqual([
      "/en",
      "/en/products",
      "/en/categories",
      "/en/about",
      "/en/contact",
      "/en/restaurants",
      "/en/shop",
      "https://partner.example/shop",
    ]);
    expect(en.menu[1]!.children[0]!.href).toBe("/en/products?category=dairy");
    expect(en.menu[7]!.isExternal).toBe(true);
    expect(en.footer.sections.map((section) => [section.key, section.title])).toEqual([
      ["quicklinks", "Quick Links"],
      ["products", "Products"],
      ["support", "Support"],
      ["bottom", "Legal"],
    ]);
    expect(en.footer.sections[3]!.links[0]!.href).toBe("/en/privacy");
    const nb = await loadShell(db, site, "nb");
    expect(nb.menu[3]!.href).toBe("/about");
    expect(nb.footer.sections[0]!.title).toBe("Snarveier");
  });
});
