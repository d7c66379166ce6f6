import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import type { CartActionData } from "~/components/cart/use-cart";
import { useT } from "~/lib/i18n/use-t";
import type { ShopProductView } from "./ShopProductCard";

/** The options of one product (a select each) with 'Add to cart', in a small dialog; it closes once the cart took the item. */
export default function OptionsDialog({
  product,
  open,
  onOpenChange,
}: {
  product: ShopProductView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  // The same fetcher key as the form inside: its answer says when the item is in the cart.
  const fetcher = useFetcher<CartActionData>({ key: `cart-add-${product.id}` });
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") sent.current = true;
    else if (sent.current) {
      sent.current = false;
      if (fetcher.data?.ok) onOpenChange(false);
    }
  }, [fetcher.state, fetcher.data, onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-1/4 z-50 mx-auto max-w-sm rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="pe-8 text-lg font-semibold">{product.name}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t("shop.optionsFor", { name: product.name })}
            {product.price ? <span dir="ltr"> · {product.price}</span> : null}
          </Dialog.Description>
          <AddToCartForm productId={product.id} productName={product.name} attributes={product.attributes} className="mt-4" />
          <Dialog.Close
            className="absolute end-3 top-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t("shop.closeOptions")}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
