import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { useFetcher, useLocation } from "react-router";
import { showToast } from "~/components/toast/toast-store";
import { useT } from "~/lib/i18n/use-t";
import type { MessageKey } from "~/lib/i18n/messages";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath } from "~/lib/use-shell";

/** What an action answers a call made from JavaScript: the toast to show, or the failure's. */
export type ToastAnswer<K extends MessageKey = MessageKey> = { ok: true; toast: K | null } | { ok: false; error: K };

/**
 * A form posting one call (`intent`) to `action` (a language-neutral path). Before JavaScript runs
 * it is a plain form: the action redirects back here with the toast in the flash cookie. Once
 * hydrated it goes through the fetcher (marked `js`), so the page stays and the answer comes back
 * as data. The cart's and the quote basket's forms are this form.
 */
export function ActionForm<T>({
  fetcher,
  action,
  intent,
  className,
  children,
  onSubmit,
}: {
  fetcher: FetcherWithComponents<T>;
  action: string;
  intent: string;
  className?: string;
  children: React.ReactNode;
  onSubmit?: () => void;
}) {
  const hydrated = useHydrated();
  const localize = useLocalizePath();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={localize(action)} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}

// Answers already shown: two components (the sheet and a page) may hold the fetcher of one key.
const toasted = new WeakSet<object>();

/** A fetcher whose answers (`ToastAnswer`) show their toast, in the spec's texts, once when they arrive. */
export function useToastingFetcher<T extends ToastAnswer>(key: string) {
  const fetcher = useFetcher<T>({ key });
  const t = useT();
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || toasted.has(data)) return;
    toasted.add(data);
    const message = data.ok ? data.toast : data.error;
    if (message) showToast(t(message), !data.ok);
  }, [fetcher.state, fetcher.data, t]);
  return fetcher;
}
