import { lazy, Suspense, useSyncExternalStore } from "react";
import { cartFailures } from "~/lib/cart";
import { quoteFailures } from "~/lib/quote-toasts";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { useHydrated } from "~/lib/use-hydrated";
import { clientToasts, noClientToasts, subscribeToasts } from "./toast-store";

// sonner is loaded only when there is something to show, so pages without a toast don't carry it.
const Toasts = lazy(() => import("./Toasts"));

/**
 * Shows the server's one-shot message (a flash cookie read by the root loader) and the toasts
 * raised in the browser (answers to cart calls made without a page load). Until JavaScript runs,
 * and in a browser without it, the server's message is a plain status line in the page's HTML
 * (the answer to a form posted without JavaScript is only ever seen that way); once hydrated,
 * sonner shows it as a toast.
 */
export function FlashToaster({ message }: { message: { key: MessageKey; count?: number; id?: string } | null }) {
  const t = useT();
  const hydrated = useHydrated();
  const fromBrowser = useSyncExternalStore(subscribeToasts, clientToasts, noClientToasts);
  const items = [
    ...(message
      ? [
          {
            id: message.id ?? `${message.key}|${message.count ?? ""}`,
            text: t(message.key, { n: message.count ?? 0 }),
            error: cartFailures.has(message.key) || quoteFailures.has(message.key),
          },
        ]
      : []),
    ...fromBrowser,
  ];
  if (items.length === 0) return null;
  if (!hydrated) {
    const [flash] = items;
    return (
      <p
        role={flash!.error ? "alert" : "status"}
        className={`fixed end-4 bottom-4 z-50 w-[356px] max-w-[calc(100vw-2rem)] rounded-lg border bg-white px-4 py-3 text-sm font-medium shadow-lg ${flash!.error ? "border-red-200 text-red-800" : "border-slate-200 text-slate-900"}`}
      >
        {flash!.text}
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <Toasts items={items} />
    </Suspense>
  );
}
