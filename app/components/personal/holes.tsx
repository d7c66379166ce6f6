import { CartButtonParts } from "~/components/cart/CartButton";
import { CartSheetDialog } from "~/components/cart/CartSheet";
import { AccountMenu } from "~/components/header/AccountControl";
import { PersonalDataScript, personalJson, usePersonal } from "~/lib/personal";

/** The JSON block of the visitor's state (the `data` hole, which `PersonalData` marks in the document). */
function PersonalDataFill() {
  return <PersonalDataScript json={personalJson(usePersonal())} />;
}

/**
 * Every hole a shared page may have (`<PersonalHole name>`), by name: what the server renders,
 * standing alone, to fill that hole in for a visitor (ADR 0035). A page with a hole not listed
 * here is rendered for such visitors whole.
 */
export const personalHoles: Readonly<Record<string, React.ComponentType>> = {
  "cart-button": CartButtonParts,
  account: AccountMenu,
  "cart-sheet": CartSheetDialog,
  data: PersonalDataFill,
};
