import { attributes, escapeHtml, urlAttribute } from "~/lib/html";
import { isActiveMenuUrl } from "~/lib/navigation/active";
import type { NavLink } from "~/lib/navigation/links";
import { iconDataOf, iconSvg } from "~/lib/static-icon";
import * as chevronDownModule from "lucide-react/icons/chevron-down";
import { hasMenuIcon, menuIconSvg } from "./menu-icons";

// The menus are the bulk of every page's markup (the header row, its dropdowns and the phone
// drawer's copy): written as strings from the shell's data and remembered until the shell
// changes, instead of a React element per link on every request (ADR 0008). Server and browser
// run the same code, so hydration sees the same markup.
const chevron = iconDataOf(chevronDownModule);

/** How the menu's links look; each header style picks one. */
export const menuVariants = {
  text: {
    link: "rounded-md px-2.5 py-2 hover:bg-slate-100 hover:text-brand-800",
    idle: "text-slate-700",
    active: "text-brand-800 font-semibold",
  },
  pills: {
    link: "rounded-full px-3.5 py-1.5",
    idle: "text-slate-700 hover:bg-brand-50",
    active: "bg-brand-700 text-white hover:bg-brand-800",
  },
  underline: {
    link: "border-b-2 px-3 py-3 hover:text-slate-900",
    idle: "border-transparent text-slate-600",
    active: "border-current text-slate-900 font-semibold",
  },
  chips: {
    link: "rounded-lg px-3 py-1.5",
    idle: "bg-slate-100 text-slate-800 hover:bg-slate-200",
    active: "bg-slate-900 text-white hover:bg-slate-800",
  },
  dark: {
    link: "px-3 py-2 hover:text-white hover:bg-white/10",
    idle: "text-white/85",
    active: "text-white font-semibold underline underline-offset-8 decoration-2",
  },
  boxed: { link: "border-s border-white/25 px-4 py-2", idle: "text-white hover:bg-white/10", active: "bg-white text-slate-900" },
  stacked: {
    link: "flex-col gap-0.5 border-b-2 px-3 py-1 text-xs hover:text-slate-900",
    idle: "border-transparent text-slate-600",
    active: "border-slate-900 text-slate-900",
  },
  iconOnly: { link: "rounded-lg p-2.5", idle: "text-slate-700 hover:bg-slate-100", active: "text-brand-700 bg-brand-50" },
} as const;

export type MenuVariant = keyof typeof menuVariants;

type Location = { pathname: string; search: string };

/** The ids of the items active at `location` (an item is active when it or one of its children is). */
export function activeMenuIds(items: NavLink[], location: Location): Set<string> {
  const active = new Set<string>();
  const visit = (item: NavLink): boolean => {
    const childActive = item.children.map(visit).some(Boolean);
    const isActive = (!item.isExternal && isActiveMenuUrl(item.url, location)) || childActive;
    if (isActive) active.add(item.id);
    return isActive;
  };
  items.forEach(visit);
  return active;
}

/** One menu link: internal links carry `data-discover` like React Router's Link, external ones open a new tab. */
function anchor(
  item: NavLink,
  options: { className: string; iconClassName: string; showIcon: boolean; iconOnly?: boolean; active: boolean },
): string {
  const hasIcon = (options.showIcon || options.iconOnly === true) && hasMenuIcon(item.icon);
  const title = escapeHtml(item.title);
  const content = `${hasIcon ? menuIconSvg(item.icon, `${options.iconClassName} shrink-0`) : ""}${options.iconOnly && hasIcon ? `<span class="sr-only">${title}</span>` : `<span>${title}</span>`}`;
  const className = `inline-flex items-center gap-2 whitespace-nowrap ${options.className}`;
  const tooltip = options.iconOnly && hasIcon ? item.title : null;
  if (item.isExternal)
    return `<a href="${urlAttribute(item.href)}" target="_blank" rel="noopener noreferrer"${attributes({ class: className, title: tooltip })}>${content}</a>`;
  return `<a${attributes({ "aria-current": options.active ? "page" : null, class: className, title: tooltip })} href="${urlAttribute(item.href)}" data-discover="true">${content}</a>`;
}

/** A disclosure dropdown on the Popover API, the same markup as the Dropdown component. */
function dropdown(
  id: string,
  label: string,
  buttonClassName: string,
  panel: string,
  options: { labelOnly: boolean; panelClassName?: string },
): string {
  const panelId = `dropdown-${id.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const button = `<button type="button" popovertarget="${panelId}"${attributes({ "aria-label": options.labelOnly ? null : label })} style="anchor-name:--${panelId}" class="inline-flex items-center gap-1 whitespace-nowrap ${escapeHtml(buttonClassName)}">${options.labelOnly ? escapeHtml(label) : `<span class="sr-only">${escapeHtml(label)}</span>`}${iconSvg(chevron, "size-4 shrink-0")}</button>`;
  return `${button}<div id="${panelId}" popover="auto" style="position-anchor:--${panelId}" class="m-0 mt-1 [position-area:block-end_span-inline-end] [position-try-fallbacks:flip-inline] rounded-lg border border-slate-200 bg-white p-1.5 text-slate-800 shadow-lg ${escapeHtml(options.panelClassName ?? "")}">${panel}</div>`;
}

/** A vertical list of links (dropdown panels, the "More..." panel). */
function linkList(items: NavLink[], active: Set<string>, mega: boolean): string {
  const rows = items.map((item) => {
    const link = anchor(item, {
      active: active.has(item.id),
      showIcon: true,
      className: `w-full rounded-md px-3 py-2 text-sm hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ${mega ? "py-3" : ""}`,
      iconClassName: mega ? "size-5 text-brand-700" : "size-4 text-slate-500",
    });
    return `<li>${link}${item.children.length > 0 ? `<div class="ps-4">${linkList(item.children, active, false)}</div>` : ""}</li>`;
  });
  return `<ul class="${mega ? "grid gap-1 sm:grid-cols-2" : "flex min-w-48 flex-col"}">${rows.join("")}</ul>`;
}

export interface MenuRowOptions {
  variant: MenuVariant;
  showIcons: boolean;
  mega: boolean;
  moreAfter: number | undefined;
  /** The accessible name of an item's submenu button ("Submenu for {title}"). */
  submenuLabel: (title: string) => string;
  moreLabel: string;
}

/** The `<li>` items of a menu laid out in a row: dropdowns for children, the rest past `moreAfter` under "More...". */
function menuRow(items: NavLink[], active: Set<string>, options: MenuRowOptions): string {
  const style = menuVariants[options.variant];
  const shown = options.moreAfter !== undefined && items.length > options.moreAfter ? items.slice(0, options.moreAfter) : items;
  const rest = items.slice(shown.length);
  const darkButton = options.variant === "dark" || options.variant === "boxed";
  let html = "";
  for (const item of shown) {
    const isActive = active.has(item.id);
    html += `<li class="flex items-center">${anchor(item, {
      active: isActive,
      showIcon: options.showIcons || options.variant === "stacked",
      iconOnly: options.variant === "iconOnly",
      iconClassName: options.variant === "stacked" || options.variant === "iconOnly" ? "size-5" : "size-4",
      className: `${style.link} ${isActive ? style.active : style.idle}`,
    })}`;
    if (item.children.length > 0) {
      html += dropdown(
        item.id,
        options.submenuLabel(item.title),
        `rounded-md p-1 ${darkButton ? "text-white hover:bg-white/10" : "text-slate-500 hover:bg-slate-100"}`,
        linkList(item.children, active, options.mega),
        {
          labelOnly: false,
          panelClassName: options.mega ? "w-[min(40rem,calc(100vw-2rem))] p-4" : "",
        },
      );
    }
    html += "</li>";
  }
  if (rest.length > 0) {
    const restActive = rest.some((item) => active.has(item.id));
    html += `<li class="flex items-center">${dropdown(`more-${rest[0]?.id ?? ""}`, options.moreLabel, `${style.link} ${restActive ? style.active : style.idle}`, linkList(rest, active, false), { labelOnly: true })}</li>`;
  }
  return html;
}

/** The phone drawer's nested list items: every link with its icon, children indented below. */
function drawerItems(items: NavLink[], current: Set<string>): string {
  return items
    .map((item) => {
      const link = anchor(item, {
        active: current.has(item.id),
        showIcon: true,
        className:
          "w-full rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800",
        iconClassName: "size-5 text-slate-500",
      });
      const children =
        item.children.length > 0
          ? `<div class="ms-5 border-s border-slate-200 ps-2"><ul class="space-y-0.5">${drawerItems(item.children, current)}</ul></div>`
          : "";
      return `<li>${link}${children}</li>`;
    })
    .join("");
}

const remembered = new WeakMap<NavLink, Map<string, string>>();

/** Markup remembered per list of items (keyed by its first item: a shell's items live until the shell changes) and per variant. */
function rememberedMarkup(items: NavLink[], key: string, write: () => string): string {
  const first = items[0];
  if (!first) return "";
  let byKey = remembered.get(first);
  if (!byKey) remembered.set(first, (byKey = new Map()));
  const fullKey = `${items.length}|${items.at(-1)?.id ?? ""}|${key}`;
  let html = byKey.get(fullKey);
  if (html === undefined) byKey.set(fullKey, (html = write()));
  return html;
}

/** The items of a header menu row at `location`, as markup for a `<ul>`. */
export function menuRowMarkup(items: NavLink[], location: Location, options: MenuRowOptions): string {
  const active = activeMenuIds(items, location);
  const key = `row|${options.variant}|${options.showIcons}|${options.mega}|${options.moreAfter}|${options.moreLabel}|${options.submenuLabel("\u0000")}|${[...active].join(",")}`;
  return rememberedMarkup(items, key, () => menuRow(items, active, options));
}

/** The items of the phone drawer's menu at `location`, as markup for a `<ul>`; an item is current for its own URL only. */
export function drawerMenuMarkup(items: NavLink[], location: Location): string {
  const current = new Set<string>();
  const visit = (item: NavLink) => {
    item.children.forEach(visit);
    if (!item.isExternal && isActiveMenuUrl(item.url, location)) current.add(item.id);
  };
  items.forEach(visit);
  return rememberedMarkup(items, `drawer|${[...current].join(",")}`, () => drawerItems(items, current));
}
