import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After LinkedIn: logo and search at the start, menu items with their icon above the label at the end. */
export function LinkedinHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className={`${row} h-16`}>
      <MenuToggle />
      <Logo brand={brand} nameClassName="hidden text-base text-slate-900 xl:inline" />
      <SearchBox className="hidden w-64 sm:flex" />
      <div className="flex-1" />
      <MenuLinks items={menu} variant="stacked" className="hidden self-stretch md:flex md:items-stretch [&>ul]:items-stretch" />
      <div className="flex items-center gap-2 md:border-s md:border-slate-200 md:ps-3">
        <HeaderControls compactLanguage />
      </div>
    </div>
  );
}
