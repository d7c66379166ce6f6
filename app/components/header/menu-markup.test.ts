import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { footerMarkup } from "~/components/shell/footer-markup";
import { escapeHtml, urlAttribute } from "~/lib/html";
import type { NavLink } from "~/lib/navigation/links";
import { defaultFooterColors } from "~/lib/footer";
import { drawerMenuMarkup, menuRowMarkup, type MenuRowOptions } from "./menu-markup";

const corpus = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../../tests/fixtures/xss-payloads.json"), "utf8")) as {
  items: Array<{ payload: string }>;
};

const link = (id: string, title: string, url: string, children: NavLink[] = []): NavLink => ({
  id,
  title,
  href: url,
  url,
  isExternal: /^https?:/.test(url),
  icon: "home",
  children,
});
const row: MenuRowOptions = {
  variant: "text",
  showIcons: false,
  mega: false,
  moreAfter: undefined,
  submenuLabel: (title) => `Submenu for ${title}`,
  moreLabel: "More...",
};
const menu = [
  link("1", "Home", "/"),
  link("2", "Products", "/products", [link("2a", "Dairy", "/products?category=dairy")]),
  link("3", "Partner", "https://partner.example"),
];

describe("markup written as strings", () => {
  it("escapes text, attributes and URLs exactly as React does, for every payload of the XSS corpus", () => {
    for (const { payload } of corpus.items) {
      const react = renderToStaticMarkup(createElement("a", { href: payload, title: payload }, payload));
      expect(`<a href="${urlAttribute(payload)}" title="${escapeHtml(payload)}">${escapeHtml(payload)}</a>`).toBe(react);
    }
  });

  it("never lets a menu title or URL from the corpus add an element", () => {
    const benign = menuRowMarkup([link("x", "title", "/x")], { pathname: "/", search: "" }, row);
    const tags = (html: string) => html.match(/<[a-z]/gi)?.length ?? 0;
    for (const { payload } of corpus.items) {
      const html = menuRowMarkup(
        [link("x", payload, payload.startsWith("http") ? payload : `/${payload}`)],
        { pathname: "/", search: "" },
        row,
      );
      expect(tags(html)).toBe(tags(benign));
      expect(html).not.toMatch(/href="\s*javascript:(?!throw new Error)/i);
    }
  });

  it("marks the current page's item and its parent in the header row, only the item itself in the drawer", () => {
    const location = { pathname: "/products", search: "?category=dairy" };
    const header = menuRowMarkup(menu, location, row);
    expect(header).toContain(
      'aria-current="page" class="inline-flex items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-2 hover:bg-slate-100 hover:text-brand-800 text-brand-800 font-semibold" href="/products"',
    );
    expect(header).toContain('aria-label="Submenu for Products"');
    expect(header).toContain('href="https://partner.example" target="_blank" rel="noopener noreferrer"');
    const drawer = drawerMenuMarkup(menu, location);
    expect(drawer.match(/aria-current="page"/g)).toHaveLength(2);
    expect(drawerMenuMarkup(menu, { pathname: "/about", search: "" })).not.toContain("aria-current");
    expect(drawer).toContain('href="/products?category=dairy" data-discover="true"');
  });

  it("puts items past moreAfter under a More dropdown", () => {
    const html = menuRowMarkup(menu, { pathname: "/", search: "" }, { ...row, moreAfter: 1 });
    expect(html).toMatch(/<button type="button" popovertarget="dropdown-more-2"[^>]*>More\.\.\.<svg/);
  });

  it("writes the footer's company block, sections and copyright, escaped", () => {
    const footer = {
      company: {
        name: "A & B <AS>",
        description: "Fresh",
        address: "Road 1",
        phone: "+47 22 00 00 00",
        email: "post@example.com",
        logoUrl: "javascript:alert(1)",
      },
      sections: [
        { key: "about" as const, title: null, links: [link("f1", "About <us>", "/about")] },
        { key: "bottom" as const, title: null, links: [link("f2", "Privacy", "/privacy")] },
      ],
      copyright: null,
      colors: defaultFooterColors,
    } as unknown as Parameters<typeof footerMarkup>[0];
    const html = footerMarkup(footer, { titles: { about: "About", bottom: "Legal" }, copyright: "© 2026 A & B" });
    expect(html).toContain('<section aria-label="A &amp; B &lt;AS&gt;"');
    expect(html).toContain('href="tel:+4722000000"');
    expect(html).toContain("About &lt;us&gt;");
    expect(html).toContain('<h2 id="footer-bottom" class="sr-only">Legal</h2>');
    expect(html).toContain("© 2026 A &amp; B");
    expect(html).not.toContain('src="javascript:alert');
  });
});
