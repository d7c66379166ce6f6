import { SearchBox } from "~/components/search/SearchBox";
import { useT } from "~/lib/i18n/use-t";
import { CartButton } from "~/components/cart/CartButton";
import { AccountControl } from "../AccountControl";
import { EditModeSwitch } from "../HeaderControls";
import { LanguageSwitcher } from "../LanguageSwitcher";
import { Logo } from "../Logo";
import { MenuLinks } from "../MenuLinks";
import { MenuToggle } from "../MobileDrawer";
import { type HeaderStyleProps, row } from "./types";

/** The logo in the middle of the menu: the first three items before it, the rest after it. */
export function SplitHeader({ brand, menu }: HeaderStyleProps) {
  const t = useT();
  return (
    <>
      <div className="hidden h-11 border-b border-slate-100 bg-slate-50 md:block">
        <div className={`${row} h-full justify-between`}>
          <SearchBox className="w-64" />
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <CartButton />
            <EditModeSwitch />
            <AccountControl />
          </div>
        </div>
      </div>
      {/* One navigation landmark around both halves of the menu. */}
      <nav aria-label={t("nav.main")} className={`${row} grid h-16 grid-cols-[1fr_auto_1fr]`}>
        <div className="flex items-center justify-start md:justify-end">
          <MenuToggle />
          <MenuLinks items={menu.slice(0, 3)} landmark={false} className="hidden md:block" />
        </div>
        <Logo brand={brand} className="md:px-4" />
        <div className="flex items-center justify-end md:justify-start">
          <MenuLinks items={menu.slice(3)} landmark={false} className="hidden md:block" />
          <LanguageSwitcher className="md:hidden" />
          <div className="md:hidden">
            <CartButton />
          </div>
        </div>
      </nav>
    </>
  );
}
