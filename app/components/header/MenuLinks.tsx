import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { isActiveMenuUrl } from "~/lib/navigation/active";
import type { NavLink } from "~/lib/navigation/links";
import { useNeutralLocation } from "~/lib/use-shell";
import { Dropdown } from "./Dropdown";
import { hasMenuIcon, MenuIcon } from "./menu-icons";

/** How the menu's links look; each header style picks one. */
const variants = {
  text: { link: "rounded-md px-2.5 py-2 hover:bg-slate-100 hover:text-brand-800", idle: "text-slate-700", active: "text-brand-800 font-semibold" },
  pills: { link: "rounded-full px-3.5 py-1.5", idle: "text-slate-700 hover:bg-brand-50", active: "bg-brand-700 text-white hover:bg-brand-800" },
  underline: { link: "border-b-2 px-3 py-3 hover:text-slate-900", idle: "border-transparent text-slate-600", active: "border-current text-slate-900 font-semibold" },
  chips: { link: "rounded-lg px-3 py-1.5", idle: "bg-slate-100 text-slate-800 hover:bg-slate-200", active: "bg-slate-900 text-white hover:bg-slate-800" },
  dark: { link: "px-3 py-2 hover:text-white hover:bg-white/10", idle: "text-white/85", active: "text-white font-semibold underline underline-offset-8 decoration-2" },
  boxed: { link: "border-s border-white/25 px-4 py-2", idle: "text-white hover:bg-white/10", active: "bg-white text-slate-900" },
  stacked: { link: "flex-col gap-0.5 border-b-2 px-3 py-1 text-xs hover:text-slate-900", idle: "border-transparent text-slate-600", active: "border-slate-900 text-slate-900" },
  iconOnly: { link: "rounded-lg p-2.5", idle: "text-slate-700 hover:bg-slate-100", active: "text-brand-700 bg-brand-50" },
} as const;

export type MenuVariant = keyof typeof variants;

function useIsActive() {
  const location = useNeutralLocation();
  const isActive = (item: NavLink): boolean => (!item.isExternal && isActiveMenuUrl(item.url, location)) || item.children.some(isActive);
  return isActive;
}

/** One menu link: internal links navigate in the app, external ones open a new tab. */
export function MenuAnchor({ item, className = "", iconClassName = "size-4", showIcon = true, iconOnly = false, active }: {
  item: NavLink;
  className?: string;
  iconClassName?: string;
  showIcon?: boolean;
  /** Shows only the icon (the title stays the accessible name); items without an icon show their title. */
  iconOnly?: boolean;
  active: boolean;
}) {
  const hasIcon = (showIcon || iconOnly) && hasMenuIcon(item.icon);
  const content = (
    <>
      {hasIcon ? <MenuIcon name={item.icon} className={`${iconClassName} shrink-0`} /> : null}
      {iconOnly && hasIcon ? <span className="sr-only">{item.title}</span> : <span>{item.title}</span>}
    </>
  );
  const classes = `inline-flex items-center gap-2 whitespace-nowrap ${className}`;
  if (item.isExternal) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={classes} title={iconOnly && hasIcon ? item.title : undefined}>
        {content}
      </a>
    );
  }
  return (
    <Link to={item.href} aria-current={active ? "page" : undefined} className={classes} title={iconOnly && hasIcon ? item.title : undefined}>
      {content}
    </Link>
  );
}

/** A vertical list of links (dropdown panels, the "More..." panel). */
function LinkList({ items, mega = false }: { items: NavLink[]; mega?: boolean }) {
  const isActive = useIsActive();
  return (
    <ul className={mega ? "grid gap-1 sm:grid-cols-2" : "flex min-w-48 flex-col"}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuAnchor
            item={item}
            active={isActive(item)}
            className={`w-full rounded-md px-3 py-2 text-sm hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ${mega ? "py-3" : ""}`}
            iconClassName={mega ? "size-5 text-brand-700" : "size-4 text-slate-500"}
          />
          {item.children.length > 0 ? (
            <div className="ps-4">
              <LinkList items={item.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The site menu laid out in a row: items with children get a dropdown (a mega panel for the
 * `mega` style); past `moreAfter` items the rest go into a 'More...' dropdown.
 */
export function MenuLinks({
  items,
  variant = "text",
  showIcons = false,
  mega = false,
  moreAfter,
  landmark = true,
  className = "",
}: {
  items: NavLink[];
  variant?: MenuVariant;
  showIcons?: boolean;
  mega?: boolean;
  moreAfter?: number;
  /** False when the layout wraps several lists in one navigation landmark of its own (the split style). */
  landmark?: boolean;
  className?: string;
}) {
  const t = useT();
  const isActive = useIsActive();
  const style = variants[variant];
  const shown = moreAfter !== undefined && items.length > moreAfter ? items.slice(0, moreAfter) : items;
  const rest = items.slice(shown.length);
  if (items.length === 0) return null;
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={landmark ? t("nav.main") : undefined} className={className}>
      <ul className="flex items-center gap-1 text-sm font-medium">
        {shown.map((item) => {
          const active = isActive(item);
          const linkClass = `${style.link} ${active ? style.active : style.idle}`;
          return (
            <li key={item.id} className="flex items-center">
              <MenuAnchor
                item={item}
                active={active}
                showIcon={showIcons || variant === "stacked"}
                iconOnly={variant === "iconOnly"}
                iconClassName={variant === "stacked" || variant === "iconOnly" ? "size-5" : "size-4"}
                className={linkClass}
              />
              {item.children.length > 0 ? (
                <Dropdown
                  label={t("nav.submenu", { title: item.title })}
                  buttonContent={<span className="sr-only">{t("nav.submenu", { title: item.title })}</span>}
                  buttonClassName={`rounded-md p-1 ${variant === "dark" || variant === "boxed" ? "text-white hover:bg-white/10" : "text-slate-500 hover:bg-slate-100"}`}
                  panelClassName={mega ? "w-[min(40rem,calc(100vw-2rem))] p-4" : ""}
                >
                  <LinkList items={item.children} mega={mega} />
                </Dropdown>
              ) : null}
            </li>
          );
        })}
        {rest.length > 0 ? (
          <li className="flex items-center">
            <Dropdown label={t("nav.more")} buttonClassName={`${style.link} ${rest.some(isActive) ? style.active : style.idle}`}>
              <LinkList items={rest} />
            </Dropdown>
          </li>
        ) : null}
      </ul>
    </Wrapper>
  );
}
