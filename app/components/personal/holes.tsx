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
 * standing alone, to fill that hole in for a visitor (ADR 0035). A page with a hole not listed here
 * is rendered for such visitors whole. A hole's markup may show the page's location only as its
 * path and query (the cart sheet's forms come back to the page): it is rendered once per visitor
 * state with a stand-in path, which each request replaces.
 */
export const personalHoles: Readonly<Record<string, React.ComponentType>> = {
  "cart-button": CartButtonParts,
  account: AccountMenu,
  "cart-sheet": CartSheetDialog,
  data: PersonalDataFill,
};
