import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After YouTube: the sidebar button and logo, a wide centred search, and the menu as a row of chips. */
export function YoutubeHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <>
      <div className={`${row} h-14`}>
        <MenuToggle className="" />
        <Logo brand={brand} nameClassName="text-lg tracking-tight text-slate-900" />
        <div className="flex flex-1 justify-center">
          <SearchBox className="hidden w-full max-w-xl sm:flex" />
        </div>
        <HeaderControls compactLanguage />
      </div>
      <div className="hidden h-12 md:block">
        <MenuLinks items={menu} variant="chips" className={`${row} h-full overflow-x-auto [&>ul]:gap-2`} />
      </div>
    </>
  );
}
