import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** The default: logo, menu and the controls in one row. */
export function HorizontalHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className={`${row} h-16`}>
      <MenuToggle className="xl:hidden" />
      <Logo brand={brand} />
      <MenuLinks items={menu} className="ms-2 hidden min-w-0 overflow-hidden lg:block" />
      <div className="flex-1" />
      <SearchBox className="hidden w-56 shrink-0 md:flex lg:hidden xl:flex" />
      <HeaderControls />
    </div>
  );
}
