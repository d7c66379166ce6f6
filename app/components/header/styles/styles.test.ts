import { ANONYMOUS } from "~/lib/personal";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/lib/i18n/messages";
import { headerMenuStyles } from "~/server/db/schema/factories";
import { type Shell, shellForClient } from "~/server/site/shell.server";
import { LoadingIndicator } from "~/components/ui/LoadingIndicator";
import { SiteHeader } from "../SiteHeader";

const link = (id: string, title: string, url: string, children: Shell["menu"] = []): Shell["menu"][number] => ({
  id,
  title,
  href: url,
  url,
  isExternal: url.startsWith("http"),
  icon: "home",
  children,
});

function shell(menuStyle: string, overrides: Partial<Shell> = {}): Shell {
  return {
    language: { code: "nb", direction: "ltr" },
    defaultLanguageCode: "nb",
    languages: [
      { code: "nb", nativeName: "Norsk bokmål", direction: "ltr", isDefault: true, flagIconUrl: "/nb.svg" },
      { code: "ar", nativeName: "العربية", direction: "rtl", isDefault: false, flagIconUrl: null },
    ],
    homePath: "/",
    // As loadShell makes it: every UI string, here the English defaults.
    messages: { ...defaultMessages },
    menu: [
      link("1", "Home", "/"),
      link("2", "Products", "/products", [link("2a", "Dairy Products", "/products?category=dairy")]),
      link("3", "Categories", "/categories"),
      link("4", "About Us", "/about"),
      link("5", "Contact Us", "/contact"),
      link("6", "Partner shop", "https://partner.example"),
    ],
    brand: {
      siteName: "Factory Management System",
      companyName: "Test Dairy AS",
      showCompanyName: menuStyle !== "minimal",
      logoUrl: "/logo.svg",
      logoWidth: 32,
      logoHeight: 32,
      maxLogoWidth: 200,
      logoStyle: "circular",
      menuStyle: menuStyle as NonNullable<Shell["brand"]>["menuStyle"],
      faviconUrl: null,
    },
    footer: {
      company: { name: "", description: null, address: null, phone: null, email: null, logoUrl: null },
      sections: [],
      copyright: null,
      colors: {} as Shell["footer"]["colors"],
    },
    ...overrides,
  } as Shell;
}

function stub(data: Record<string, unknown>, path: string) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: SiteHeader, children: [{ path: "*", Component: () => null }] }]);
  return createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: data } } });
}

function render(data: Shell, path = "/"): string {
  return renderToString(stub(shellForClient(data), path));
}

/** The header as an admin's browser gets it, with Edit Mode's on-demand parts loaded (a prerender waits for them). */
async function renderForAdmin(data: Shell, editMode: boolean): Promise<string> {
  const personal = {
    ...ANONYMOUS,
    user: { name: "Admin", email: "admin@example.com" },
    isAdmin: true,
    editMode,
    editor: { editMode, messagesJson: "{}" },
  };
  const { prelude } = await prerender(stub({ ...shellForClient(data), personal }, "/"));
  return new Response(prelude).text();
}

describe("header styles", () => {
  it.each(headerMenuStyles)("%s lays out the logo, every menu item, search, languages and Sign In", (style) => {
    const html = render(shell(style));
    expect(html).toContain(`data-menu-style="${style}"`);
    if (style === "minimal") expect(html).not.toContain(">Test Dairy AS<");
    else expect(html).toContain(">Test Dairy AS<");
    for (const title of ["Home", "Products", "Categories", "About Us", "Contact Us", "Partner shop", "Dairy Products"])
      expect(html).toContain(title);
    expect(html).toMatch(/<input[^>]*name="search"/);
    expect(html).toContain('action="/products"');
    expect(html).toContain('href="/auth"');
    expect(html).toContain("Language: Norsk bokmål");
    expect(html).toContain('href="https://partner.example" target="_blank" rel="noopener noreferrer"');
    // The drawer holds the whole menu on every style.
    expect(html).toContain('<dialog id="site-menu-drawer"');
  });

  it.each(headerMenuStyles)("%s shows an admin the Edit Mode switch in the header row and in the drawer, on and off", async (style) => {
    for (const [editMode, label] of [
      [false, "Edit Mode"],
      [true, "Exit Edit"],
    ] as const) {
      const html = await renderForAdmin(shell(style), editMode);
      const drawerAt = html.indexOf('<dialog id="site-menu-drawer"');
      expect(drawerAt).toBeGreaterThan(0);
      const [row, drawer] = [html.slice(0, drawerAt), html.slice(drawerAt)];
      for (const part of [row, drawer]) {
        expect(part).toMatch(/<form[^>]*action="\/edit-mode"/);
        expect(part).toContain(`<input type="hidden" name="mode" value="${editMode ? "off" : "on"}"/>`);
        expect(part).toMatch(new RegExp(`<button type="submit" aria-pressed="${editMode}"[^>]*>${label}</button>`));
      }
    }
    // A visitor who is not an admin has no switch.
    expect(render(shell(style))).not.toContain('action="/edit-mode"');
  });

  it("compact shows 'More...' past four items, and split puts three items before the logo", () => {
    expect(render(shell("compact"))).toContain("More...");
    expect(render(shell("horizontal"))).not.toContain("More...");
    const split = render(shell("split"));
    const logo = split.indexOf('src="/logo.svg"');
    expect(split.indexOf(">Categories<")).toBeLessThan(logo);
    expect(split.indexOf(">About Us<")).toBeGreaterThan(logo);
  });

  it("marks the active item, hides the switcher with one language and shows a skeleton without settings", () => {
    const html = render(shell("horizontal"), "/products?category=dairy");
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/products\?category=dairy"|href="\/products\?category=dairy"[^>]*aria-current="page"/,
    );
    expect(html).not.toMatch(/href="\/"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/"/);
    expect(render(shell("horizontal", { languages: [] }))).not.toContain("Language:");
    expect(render(shell("horizontal", { brand: null }))).toContain('data-testid="header-skeleton"');
  });
});

describe("LoadingIndicator", () => {
  it.each(["spinner", "dots", "pulse", "bounce"] as const)("%s is a labelled status that holds still with reduced motion", (type) => {
    const html = renderToString(createElement(LoadingIndicator, { type, size: "lg", label: "Searching..." }));
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Searching..."');
    expect(html).toContain("motion-reduce:animate-none");
  });

  it("shows a custom image", () => {
    expect(
      renderToString(createElement(LoadingIndicator, { type: "custom", imageUrl: "/spin.gif", size: "sm", label: "Loading" })),
    ).toContain('src="/spin.gif"');
  });
});
