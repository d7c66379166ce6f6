import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After Facebook: logo and search at the start, the menu as large icon tabs in the middle. */
export function FacebookHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className={`${row} h-14 max-w-none`}>
      <MenuToggle className="lg:hidden" />
      <Logo brand={brand} nameClassName="hidden text-lg text-brand-800 xl:inline" />
      <SearchBox className="hidden w-60 lg:flex" />
      <div className="flex flex-1 justify-center">
        <MenuLinks items={menu} variant="iconOnly" className="hidden md:block [&_a]:px-6" />
      </div>
      <HeaderControls compactLanguage />
    </div>
  );
}
