import { lazy, Suspense } from "react";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";

// sonner is loaded only when there is something to show, so pages without a toast don't carry it.
const Toasts = lazy(() => import("./Toasts"));

/** Shows the server's one-shot message (a flash cookie read by the root loader) as a toast. */
export function FlashToaster({ message }: { message: MessageKey | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Toasts message={t(message)} messageKey={message} />
    </Suspense>
  );
}
