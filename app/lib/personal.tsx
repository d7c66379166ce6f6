import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { Flash } from "~/server/auth/flash.server";
import type { CartView } from "./cart";
import type { QuoteBasketView } from "./quote-basket";

/**
 * What a page shows one visitor alone (ADR 0035): who is signed in, the cart and the quote basket,
 * and the parts that only admins or a pending toast bring (whose pages are always rendered for
 * them alone). The root loader sends it as `personal`; a page served from the shared page cache
 * carries it in a JSON block instead (`personal-data`), filled in per request.
 */
export interface PersonalState {
  user: { name: string; email: string } | null;
  isAdmin: boolean;
  toast: Flash | null;
  cart: CartView | null;
  quote: QuoteBasketView | null;
  editMode: boolean;
  /** Edit Mode's strings, for admins only. */
  editor: { editMode: boolean; messagesJson: string } | null;
}

export const ANONYMOUS: PersonalState = Object.freeze({
  user: null,
  isAdmin: false,
  toast: null,
  cart: null,
  quote: null,
  editMode: false,
  editor: null,
});

/** The id of the JSON block a page shared between visitors carries its visitor's state in. */
export const PERSONAL_DATA_ID = "personal-data";

/** The JSON block's text: JSON with every `<` escaped, so no value can end the element. */
export function personalJson(state: PersonalState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

// Inside a hole (PersonalHole): the part of a shared page that is filled in for each visitor.
export const InHoleContext = createContext(false);

/**
 * Set while a page shared between visitors is rendered on the server: called when a component reads
 * the visitor's state outside a hole. Such a page is never filled for a visitor with a cart or a
 * session (its body would be the anonymous one); it is rendered for them whole.
 */
export const PersonalOutsideHolesContext = createContext<(() => void) | null>(null);

type RootData = { personal: PersonalState | null } | undefined;

// The state the document was served with, for the root loader data it came with (the hydration's).
let fromDocument: { root: object; json: string; state: PersonalState } | undefined;

/**
 * The document's state, for root loader data from a shared render (`personal: null`): on the
 * server the anonymous one (a shared render is the anonymous page), in the browser the JSON block's
 * for the root data the page hydrated with. Root data that arrived later without `personal` came
 * from a shared `.data` answer: the visitor has no personal cookie any more, so anonymous.
 */
function documentState(root: object): { json: string; state: PersonalState } {
  if (typeof document === "undefined") return { json: personalJson(ANONYMOUS), state: ANONYMOUS };
  if (!fromDocument) {
    const json = document.getElementById(PERSONAL_DATA_ID)?.textContent ?? "";
    let state = ANONYMOUS;
    try {
      if (json) state = { ...ANONYMOUS, ...(JSON.parse(json) as Partial<PersonalState>) };
    } catch {
      // A damaged block: the anonymous state (the server's next answer brings the right one).
    }
    fromDocument = { root, json: json || personalJson(ANONYMOUS), state };
  }
  return fromDocument.root === root ? fromDocument : { json: personalJson(ANONYMOUS), state: ANONYMOUS };
}

/**
 * The visitor's state: the root loader's, or the document's on a page from the shared cache. A
 * read outside a hole during a shared render marks the page as one that is not filled per visitor.
 */
export function usePersonal(): PersonalState {
  const root = useRouteLoaderData("root") as RootData;
  const inHole = useContext(InHoleContext);
  const reportOutsideHoles = useContext(PersonalOutsideHolesContext);
  if (!root) return ANONYMOUS;
  if (root.personal) return root.personal;
  if (!inHole) reportOutsideHoles?.();
  return documentState(root).state;
}

/**
 * An admin's state (admin, Edit Mode) and the pending toast: read anywhere without marking the
 * page, since a visitor who has any of them never gets a filled page (their pages are rendered for
 * them alone), so on a filled page they are always the anonymous values.
 */
export function useAdminState(): Pick<PersonalState, "isAdmin" | "editMode" | "editor" | "toast"> {
  const root = useRouteLoaderData("root") as RootData;
  if (!root) return ANONYMOUS;
  return root.personal ?? documentState(root).state;
}

/**
 * Marks the part of a shared page that is filled in for each visitor (ADR 0035): empty `<template>`
 * elements before and after it, which the server finds in the cached HTML. What is inside must
 * render the same standing alone as in the page (no `useId`), so every hole is in the registry the
 * server renders holes from (app/components/personal/holes.tsx).
 */
export function PersonalHole({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <>
      <template data-hole={name} />
      <InHoleContext.Provider value={true}>{children}</InHoleContext.Provider>
      <template data-hole-end="" />
    </>
  );
}

/** The JSON block of the visitor's state, as the document carries it. */
export function PersonalDataScript({ json }: { json: string }) {
  return <script type="application/json" id={PERSONAL_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * On a page from a shared render: the visitor's state as a JSON block in a hole (anonymous in the
 * cache, the visitor's own once filled), which the browser hydrates from. Nothing on pages rendered
 * for one visitor: their root loader data has it.
 */
export function PersonalData() {
  const root = useRouteLoaderData("root") as RootData;
  if (!root || root.personal) return null;
  return (
    <PersonalHole name="data">
      <PersonalDataScript json={documentState(root).json} />
    </PersonalHole>
  );
}
