import { Suspense } from "react";
import { CartButton } from "~/components/cart/CartButton";
import { useAdminState } from "~/lib/personal";
import { EditMode } from "~/components/edit-mode/lazy";
import { AccountControl } from "./AccountControl";
import { LanguageSwitcher } from "./LanguageSwitcher";

/**
 * An admin's Edit Mode switch ('Edit Mode', 'Exit Edit' when on); nothing for anyone else. Every
 * header style shows it in its row of controls, and the mobile drawer shows it too, so an admin can
 * always turn Edit Mode on and off whatever the style.
 */
export function EditModeSwitch() {
  const isAdmin = useAdminState().isAdmin;
  return isAdmin ? (
    <Suspense fallback={null}>
      <EditMode part="toggle" />
    </Suspense>
  ) : null;
}

/** The language switcher, the cart button, an admin's Edit Mode switch and the account control at the end of a header row (the account moves into the drawer on phones). */
export function HeaderControls({ compactLanguage = false }: { compactLanguage?: boolean }) {
  return (
    <>
      <LanguageSwitcher compact={compactLanguage} />
      <CartButton />
      <EditModeSwitch />
      <div className="hidden sm:block">
        <AccountControl />
      </div>
    </>
  );
}
