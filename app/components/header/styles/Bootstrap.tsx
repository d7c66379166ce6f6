import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After Bootstrap's dark navbar: brand, nav links, an inline search form, collapsing below large screens. */
export function BootstrapHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className="h-full bg-brand-800 text-white">
      <div className={`${row} h-14`}>
        <Logo brand={brand} nameClassName="text-lg text-white" />
        <MenuLinks items={menu} variant="dark" className="hidden lg:block" />
        <div className="flex-1" />
        <SearchBox className="hidden w-48 md:flex" />
        <HeaderControls compactLanguage />
        <MenuToggle className="rounded border border-white/30 lg:hidden" />
      </div>
    </div>
  );
}
