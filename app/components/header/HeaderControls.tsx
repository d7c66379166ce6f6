import { CartButton } from "~/components/cart/CartButton";
import { AccountControl } from "./AccountControl";
import { LanguageSwitcher } from "./LanguageSwitcher";

/** The language switcher, the cart button and the account control at the end of a header row (the account moves into the drawer on phones). */
export function HeaderControls({ compactLanguage = false }: { compactLanguage?: boolean }) {
  return (
    <>
      <LanguageSwitcher compact={compactLanguage} />
      <CartButton />
      <div className="hidden sm:block">
        <AccountControl />
      </div>
    </>
  );
}
