import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After CNN: a dark bar with the menu button always at the start and a bold, upper-case menu. */
export function CnnHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className="h-full bg-neutral-950 text-white">
      <div className={`${row} h-16`}>
        <MenuToggle className="" />
        <Logo brand={brand} nameClassName="text-lg font-extrabold text-white" />
        <MenuLinks items={menu} variant="dark" className="hidden font-bold uppercase xl:block" />
        <div className="flex-1" />
        <SearchBox className="hidden w-40 md:flex" />
        <HeaderControls compactLanguage />
      </div>
    </div>
  );
}
