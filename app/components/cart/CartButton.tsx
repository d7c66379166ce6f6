import { ShoppingCart } from "lucide-react";
import { QuoteControl } from "~/components/quotes/lazy";
import { useT } from "~/lib/i18n/use-t";
import { SheetButton } from "./SheetButton";
import { useOptimisticCart } from "./use-cart";

/**
 * The header's cart button: an item-count badge, and the count in its accessible name ('Cart (N
 * items)'), followed by the quote control (the spec's "cart or quote control") wherever a header
 * style places the cart.
 */
export function CartButton() {
  return (
    <>
      <CartOnlyButton />
      <QuoteControl />
    </>
  );
}

function CartOnlyButton() {
  const t = useT();
  const { totalItems } = useOptimisticCart();
  return (
    <SheetButton
      label={t("cart.title", { count: totalItems })}
      count={totalItems}
      icon={<ShoppingCart aria-hidden="true" className="size-5" />}
      badgeClassName="bg-brand-700"
      testId="cart"
    />
  );
}
