import * as mailIcon from "lucide-react/icons/mail";
import * as mapPinIcon from "lucide-react/icons/map-pin";
import * as phoneIcon from "lucide-react/icons/phone";
import { attributes, escapeHtml, urlAttribute } from "~/lib/html";
import type { NavLink } from "~/lib/navigation/links";
import { iconDataOf, iconSvg } from "~/lib/static-icon";
import type { Shell } from "~/server/site/shell.server";

// The footer is the same on every page of a language: written as a string from the shell's data
// once and remembered until the shell changes (ADR 0008). Server and browser run the same code.
const mapPin = iconDataOf(mapPinIcon);
const phone = iconDataOf(phoneIcon);
const mail = iconDataOf(mailIcon);

export interface FooterLabels {
  /** Each section's heading, by section key. */
  titles: Record<string, string>;
  copyright: string;
  /** The newsletter form's texts and where it posts (the same for every visitor of a language). */
  newsletter?: { title: string; intro: string; email: string; submit: string; action: string };
}

/**
 * The newsletter sign-up: a plain form posting to /newsletter/subscribe (never cached; it
 * redirects back with a toast), so it works without JavaScript and holds nothing of the visitor.
 */
function newsletterForm(labels: NonNullable<FooterLabels["newsletter"]>): string {
  return (
    `<section aria-labelledby="footer-newsletter" class="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">` +
    `<h2 id="footer-newsletter" class="mb-2 text-sm font-semibold tracking-wide uppercase">${escapeHtml(labels.title)}</h2>` +
    `<p class="mb-3 text-sm opacity-90">${escapeHtml(labels.intro)}</p>` +
    `<form method="post" action="${urlAttribute(labels.action)}" class="flex max-w-md flex-wrap gap-2" data-testid="footer-newsletter">` +
    `<label for="footer-newsletter-email" class="sr-only">${escapeHtml(labels.email)}</label>` +
    `<input id="footer-newsletter-email" type="email" name="email" required maxlength="254" autocomplete="email" placeholder="${escapeHtml(labels.email)}" class="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"/>` +
    `<button type="submit" class="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2">${escapeHtml(labels.submit)}</button>` +
    `</form></section>`
  );
}

function links(items: NavLink[], className: string): string {
  const rows = items.map((link) =>
    link.isExternal
      ? `<li><a href="${urlAttribute(link.href)}" target="_blank" rel="noopener noreferrer" class="footer-link text-sm hover:underline">${escapeHtml(link.title)}</a></li>`
      : `<li><a class="footer-link text-sm hover:underline" href="${urlAttribute(link.href)}" data-discover="true">${escapeHtml(link.title)}</a></li>`,
  );
  return `<ul class="${className}">${rows.join("")}</ul>`;
}

function write(footer: Shell["footer"], labels: FooterLabels): string {
  const { company, colors } = footer;
  const name = escapeHtml(company.name);
  const linkStyle = `color:${escapeHtml(colors.linkColor)}`;
  const contact = [
    company.address
      ? `<p class="flex items-start gap-2">${iconSvg(mapPin, "mt-0.5 size-4 shrink-0")}<span>${escapeHtml(company.address)}</span></p>`
      : "",
    company.phone
      ? `<p class="flex items-center gap-2">${iconSvg(phone, "size-4 shrink-0")}<a href="${urlAttribute(`tel:${company.phone.replace(/\s+/g, "")}`)}" style="${linkStyle}" class="hover:underline" dir="ltr">${escapeHtml(company.phone)}</a></p>`
      : "",
    company.email
      ? `<p class="flex items-center gap-2">${iconSvg(mail, "size-4 shrink-0")}<a href="${urlAttribute(`mailto:${company.email}`)}" style="${linkStyle}" class="hover:underline">${escapeHtml(company.email)}</a></p>`
      : "",
  ].join("");
  const companyBlock =
    `<section aria-label="${name}" class="space-y-3 lg:col-span-1"><div class="flex items-center gap-3">` +
    (company.logoUrl
      ? `<img src="${urlAttribute(company.logoUrl)}" alt="" width="40" height="40" loading="lazy" class="rounded-md"/>`
      : "") +
    `<p class="text-lg font-semibold">${name}</p></div>` +
    (company.description ? `<p class="text-sm leading-relaxed opacity-90">${escapeHtml(company.description)}</p>` : "") +
    `<address class="space-y-1.5 text-sm not-italic">${contact}</address></section>`;
  const columns = footer.sections
    .filter((section) => section.key !== "bottom")
    .map(
      (section) =>
        `<nav aria-labelledby="footer-${section.key}" data-testid="footer-section-${section.key}"><h2 id="footer-${section.key}" class="mb-3 text-sm font-semibold tracking-wide uppercase">${escapeHtml(labels.titles[section.key] ?? "")}</h2>${links(section.links, "space-y-2")}</nav>`,
    )
    .join("");
  const bottom = footer.sections.find((section) => section.key === "bottom");
  const bottomLinks =
    bottom && bottom.links.length > 0
      ? `<nav aria-labelledby="footer-bottom" data-testid="footer-section-bottom"><h2 id="footer-bottom" class="sr-only">${escapeHtml(labels.titles.bottom ?? "")}</h2>${links(bottom.links, "flex flex-wrap gap-x-5 gap-y-2")}</nav>`
      : "";
  return (
    `<div class="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">${companyBlock}${columns}</div>` +
    (labels.newsletter ? newsletterForm(labels.newsletter) : "") +
    `<div${attributes({ style: `border-color:${colors.borderColor}` })} class="border-t"><div class="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8"><p class="text-sm">${escapeHtml(labels.copyright)}</p>${bottomLinks}</div></div>`
  );
}

const remembered = new WeakMap<Shell["footer"], { key: string; html: string }>();

/** The footer's inner markup, remembered per shell footer (and its labels, which carry the year). */
export function footerMarkup(footer: Shell["footer"], labels: FooterLabels): string {
  const key = `${JSON.stringify(labels.titles)}|${labels.copyright}|${JSON.stringify(labels.newsletter ?? null)}`;
  const known = remembered.get(footer);
  if (known?.key === key) return known.html;
  const html = write(footer, labels);
  remembered.set(footer, { key, html });
  return html;
}
