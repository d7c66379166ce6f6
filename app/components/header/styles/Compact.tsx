import { SearchBox } from "~/components/search/SearchBox";
import { CartButton } from "~/components/cart/CartButton";
import { AccountControl } from "../AccountControl";
import { EditModeSwitch } from "../HeaderControls";
import { LanguageSwitcher } from "../LanguageSwitcher";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** A dense single row: four menu items and a 'More...' dropdown for the rest. */
export function CompactHeader({ brand, menu }: HeaderStyleProps) {
  return (
    <div className={`${row} h-12 text-sm`}>
      <MenuToggle className="p-1.5 lg:hidden" />
      <Logo brand={brand} nameClassName="text-sm text-brand-800" />
      <MenuLinks items={menu} moreAfter={4} className="hidden md:block [&_a]:px-2 [&_a]:py-1" />
      <div className="flex-1" />
      <SearchBox className="hidden w-40 lg:flex" />
      <LanguageSwitcher compact />
      <CartButton />
      <EditModeSwitch />
      <div className="hidden sm:block [&_a]:py-1">
        <AccountControl />
      </div>
    </div>
  );
}
