import { SearchBox } from "~/components/search/SearchBox";
import { HeaderControls } from "../HeaderControls";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After Medium: a serif name and a quiet search, with the menu as a row of topics below. */
export function MediumHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <>
      <div className={`${row} h-14 border-b border-slate-100`}>
        <MenuToggle />
        <Logo brand={brand} nameClassName="font-serif text-2xl font-bold tracking-tight text-slate-950" />
        <SearchBox className="hidden w-60 sm:flex [&_input]:rounded-full [&_input]:border-transparent [&_input]:bg-slate-100" />
        <div className="flex-1" />
        <HeaderControls compactLanguage />
      </div>
      <div className="hidden h-12 md:block">
        <MenuLinks items={menu} variant="underline" className={`${row} h-full max-w-4xl justify-center`} />
      </div>
    </>
  );
}
