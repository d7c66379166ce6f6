import { lazy, Suspense, useSyncExternalStore } from "react";
import { cartFailures } from "~/lib/cart";
import { quoteFailures } from "~/lib/quote-toasts";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { clientToasts, noClientToasts, subscribeToasts } from "./toast-store";

// sonner is loaded only when there is something to show, so pages without a toast don't carry it.
const Toasts = lazy(() => import("./Toasts"));

/**
 * Shows the server's one-shot message (a flash cookie read by the root loader) and the toasts
 * raised in the browser (answers to cart calls made without a page load).
 */
export function FlashToaster({ message }: { message: { key: MessageKey; count?: number; id?: string } | null }) {
  const t = useT();
  const fromBrowser = useSyncExternalStore(subscribeToasts, clientToasts, noClientToasts);
  const items = [
    ...(message ? [{ id: message.id ?? `${message.key}|${message.count ?? ""}`, text: t(message.key, { n: message.count ?? 0 }), error: cartFailures.has(message.key) || quoteFailures.has(message.key) }] : []),
    ...fromBrowser,
  ];
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toasts items={items} />
    </Suspense>
  );
}
