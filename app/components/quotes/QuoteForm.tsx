import type { FetcherWithComponents } from "react-router";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath } from "~/lib/use-shell";
import type { QuoteActionData, QuoteIntent } from "./use-quote";

/**
 * A form posting one basket call to /quote-checkout. Before JavaScript runs it is a plain form
 * (the action redirects back with the toast in the flash cookie); once hydrated it goes through
 * the fetcher, marked `js`, and the page stays.
 */
export function QuoteForm({
  fetcher,
  intent,
  className,
  children,
  onSubmit,
}: {
  fetcher: FetcherWithComponents<QuoteActionData>;
  intent: QuoteIntent;
  className?: string;
  children: React.ReactNode;
  onSubmit?: () => void;
}) {
  const hydrated = useHydrated();
  const localize = useLocalizePath();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={localize("/quote-checkout")} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
