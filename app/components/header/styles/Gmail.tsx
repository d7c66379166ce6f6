import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After Gmail: the sidebar button, logo and a large search field, with the menu as tabs below. */
export function GmailHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className="h-full bg-slate-50">
      <div className={`${row} h-16 max-w-none`}>
        <MenuToggle className="" />
        <Logo brand={brand} nameClassName="text-lg text-slate-700" />
        <SearchBox className="ms-4 hidden max-w-2xl flex-1 sm:flex [&_input]:h-11 [&_input]:rounded-full [&_input]:border-transparent [&_input]:bg-slate-200/70" />
        <div className="ms-auto flex items-center gap-2">
          <HeaderControls compactLanguage />
        </div>
      </div>
      <div className="hidden h-12 border-b border-slate-200 md:block">
        <MenuLinks items={menu} variant="underline" showIcons className={`${row} h-full max-w-none items-end`} />
      </div>
    </div>
  );
}
