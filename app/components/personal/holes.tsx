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
 * standing alone, to fill that hole in for a visitor (ADR 0035), and whether its markup depends on
 * the page (the cart sheet's forms come back to it) or only on the visitor's state and language
 * (then it is rendered once per kept state). A page with a hole not listed here is rendered for
 * such visitors whole.
 */
export const personalHoles: Readonly<Record<string, { Component: React.ComponentType; perPage: boolean }>> = {
  "cart-button": { Component: CartButtonParts, perPage: false },
  account: { Component: AccountMenu, perPage: false },
  "cart-sheet": { Component: CartSheetDialog, perPage: true },
  data: { Component: PersonalDataFill, perPage: false },
};
