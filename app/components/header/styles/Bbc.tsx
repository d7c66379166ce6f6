import { SearchBox } from "~/components/search/SearchBox";
import { CartButton } from "~/components/cart/CartButton";
import { AccountControl } from "../AccountControl";
import { EditModeSwitch } from "../HeaderControls";
import { LanguageSwitcher } from "../LanguageSwitcher";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** After the BBC: a black bar, the logo with sign-in beside it, boxed menu cells, search at the end. */
export function BbcHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className="h-full bg-black text-white">
      <div className={`${row} h-16`}>
        <MenuToggle className="xl:hidden" />
        <Logo brand={brand} className="rounded bg-white px-2 py-1" />
        <div className="hidden border-s border-white/25 ps-3 sm:block">
          <AccountControl />
        </div>
        <MenuLinks items={menu} variant="boxed" className="hidden xl:block" />
        <div className="flex-1" />
        <SearchBox className="hidden w-44 md:flex" />
        <LanguageSwitcher compact />
        <CartButton />
        <EditModeSwitch />
      </div>
    </div>
  );
}
