import type { NavLink } from "~/lib/navigation/links";
import type { Brand } from "../Logo";

/** What every header style lays out: the same logo, menu, search, language switcher and account control. */
export interface HeaderStyleProps {
  brand: Brand;
  menu: NavLink[];
}

/** The row every style centres its content in. */
export const row = "mx-auto flex w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8";
