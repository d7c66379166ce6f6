import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** A wide search row above a menu bar whose sub-menus open as large panels with icons. */
export function MegaHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <>
      <div className={`${row} h-16`}>
        <MenuToggle />
        <Logo brand={brand} />
        <SearchBox className="mx-auto hidden w-full max-w-xs md:flex lg:max-w-xl" />
        <div className="ms-auto flex items-center gap-2 md:ms-0">
          <HeaderControls />
        </div>
      </div>
      <div className="hidden h-12 bg-brand-800 md:block">
        <MenuLinks items={menu} variant="dark" showIcons mega className={`${row} h-full`} />
      </div>
    </>
  );
}
