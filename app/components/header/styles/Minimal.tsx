import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** Only the logo (never the company name), a quiet menu and small controls. */
export function MinimalHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className={`${row} h-14`}>
      <MenuToggle className="lg:hidden" />
      <Logo brand={brand} />
      <div className="flex-1" />
      <MenuLinks items={menu} className="hidden lg:block" />
      <SearchBox className="hidden w-44 md:flex" />
      <HeaderControls compactLanguage />
    </div>
  );
}
