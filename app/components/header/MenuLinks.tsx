import { useT } from "~/lib/i18n/use-t";
import type { NavLink } from "~/lib/navigation/links";
import { useLinkDelegation } from "~/lib/navigation/use-link-delegation";
import { useNeutralLocation } from "~/lib/use-shell";
import { menuRowMarkup, type MenuVariant } from "./menu-markup";

export type { MenuVariant } from "./menu-markup";

/**
 * The site menu laid out in a row: items with children get a dropdown (a mega panel for the
 * `mega` style); past `moreAfter` items the rest go into a 'More...' dropdown. The items are
 * written as markup remembered per shell (menu-markup.ts); clicks navigate in the app.
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
  const location = useNeutralLocation();
  const navigateOnClick = useLinkDelegation();
  if (items.length === 0) return null;
  const html = menuRowMarkup(items, location, {
    variant,
    showIcons,
    mega,
    moreAfter,
    submenuLabel: (title) => t("nav.submenu", { title }),
    moreLabel: t("nav.more"),
  });
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={landmark ? t("nav.main") : undefined} className={className} onClick={navigateOnClick}>
      <ul className="flex items-center gap-1 text-sm font-medium" dangerouslySetInnerHTML={{ __html: html }} />
    </Wrapper>
  );
}
