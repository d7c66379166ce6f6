import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After Instagram: a script-like name, search in the middle, the menu as icons at the end. */
export function InstagramHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className={`${row} h-16`}>
      <MenuToggle />
      <Logo brand={brand} nameClassName="font-serif text-xl italic text-slate-900" />
      <div className="flex flex-1 justify-center">
        <SearchBox className="hidden w-48 md:flex lg:w-64" />
      </div>
      <MenuLinks items={menu} variant="iconOnly" className="hidden md:block" />
      <HeaderControls compactLanguage />
    </div>
  );
}
