import { Suspense } from "react";
import { CartButton } from "~/components/cart/CartButton";
import { useShell } from "~/lib/use-shell";
import { EditMode } from "~/components/edit-mode/lazy";
import { AccountControl } from "./AccountControl";
import { LanguageSwitcher } from "./LanguageSwitcher";

/** The language switcher, the cart button, an admin's Edit Mode switch and the account control at the end of a header row (the account moves into the drawer on phones). */
export function HeaderControls({ compactLanguage = false }: { compactLanguage?: boolean }) {
  const isAdmin = useShell()?.isAdmin;
  return (
    <>
      <LanguageSwitcher compact={compactLanguage} />
      <CartButton />
      {isAdmin ? (
        <Suspense fallback={null}>
          <EditMode part="toggle" />
        </Suspense>
      ) : null}
      <div className="hidden sm:block">
        <AccountControl />
      </div>
    </>
  );
}
