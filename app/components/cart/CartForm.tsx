import type { FetcherWithComponents } from "react-router";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath } from "~/lib/use-shell";
import type { CartActionData } from "./use-cart";

/**
 * A form posting one cart call to /cart. Before JavaScript runs it is a plain form: the action
 * redirects back here with the toast in the flash cookie. Once hydrated it goes through the
 * fetcher (marked `js`), so the page stays, the answer comes back as data and the cart reloads.
 */
export function CartForm({
  fetcher,
  intent,
  className,
  children,
  onSubmit,
}: {
  fetcher: FetcherWithComponents<CartActionData>;
  intent: "add" | "set" | "remove" | "clear";
  className?: string;
  children: React.ReactNode;
  onSubmit?: () => void;
}) {
  const hydrated = useHydrated();
  const localize = useLocalizePath();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={localize("/cart")} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
