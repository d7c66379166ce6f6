import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

const focusableSelector =
  "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The visible controls inside `container` that Tab reaches. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => element.offsetParent !== null);
}

/**
 * What the side sheets (the menu drawer, the cart sheet) share, on a native modal `<dialog>`
 * (Escape closes it and the page behind is inert): any navigation closes it, a click on its
 * backdrop closes it, Tab and Shift+Tab cycle inside it (the browser's toolbar is outside the
 * inert page), and closing gives focus back to the control that opened it (or, when the opener
 * is gone, to the first control on the page that names the sheet in `aria-controls`).
 * Spread the answer on the dialog: `<dialog ref={ref} {...useModalSheet(ref)}>`.
 */
export function useModalSheet(ref: RefObject<HTMLDialogElement | null>) {
  const location = useLocation();
  // Only a navigation closes it: the first run is hydration, and a sheet opened before JavaScript
  // loaded (the invoker command works without it) stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    ref.current?.close();
  }, [location.key, ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let opener: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !dialog.contains(from)) opener = from;
    };
    const onClose = () => {
      const active = document.activeElement;
      if (active && active !== document.body && !dialog.contains(active)) return;
      const fallback = [...document.querySelectorAll<HTMLElement>(`[aria-controls="${dialog.id}"]`)].find(
        (element) => element.offsetParent !== null,
      );
      (opener?.isConnected ? opener : fallback)?.focus();
      opener = null;
    };
    dialog.addEventListener("focusin", onFocusIn);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("focusin", onFocusIn);
      dialog.removeEventListener("close", onClose);
    };
  }, [ref]);

  return {
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === event.currentTarget) event.currentTarget.close();
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== "Tab") return;
      const focusable = focusableIn(event.currentTarget);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
