import type { FetcherWithComponents } from "react-router";
import { ActionForm } from "~/components/ui/action-form";
import type { CartActionData } from "./use-cart";

/** A form posting one cart call to /cart (see ActionForm: a plain form before JavaScript, the fetcher after). */
export function CartForm(props: {
  fetcher: FetcherWithComponents<CartActionData>;
  intent: "add" | "set" | "remove" | "clear";
  className?: string;
  children: React.ReactNode;
  onSubmit?: () => void;
}) {
  return <ActionForm action="/cart" {...props} />;
}
