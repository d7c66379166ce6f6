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
      <MenuToggle className="lg:hidden" />
      <Logo brand={brand} nameClassName="hidden text-base text-slate-900 xl:inline" />
      <SearchBox className="hidden w-56 shrink sm:flex lg:w-64" />
      <div className="flex-1" />
      <MenuLinks items={menu} variant="stacked" className="hidden self-stretch lg:flex lg:items-stretch [&>ul]:items-stretch" />
      <div className="flex items-center gap-2 lg:border-s lg:border-slate-200 lg:ps-3">
        <HeaderControls compactLanguage />
      </div>
    </div>
  );
}
