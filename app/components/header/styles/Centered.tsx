import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** The logo centred above a centred menu; search at the start, language and account at the end. */
export function CenteredHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <>
      <div className={`${row} grid h-16 grid-cols-[1fr_auto_1fr]`}>
        <div className="flex items-center gap-2">
          <MenuToggle />
          <SearchBox className="hidden w-56 md:flex" />
        </div>
        <Logo brand={brand} nameClassName="text-xl text-brand-800" />
        <div className="flex items-center justify-end gap-2">
          <HeaderControls />
        </div>
      </div>
      <div className="hidden h-12 border-t border-slate-100 md:block">
        <MenuLinks items={menu} variant="pills" className={`${row} h-full justify-center`} />
      </div>
    </>
  );
}
