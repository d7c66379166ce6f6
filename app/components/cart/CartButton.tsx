import { ShoppingCart } from "lucide-react";
import { QuoteControl } from "~/components/quotes/lazy";
import { useT } from "~/lib/i18n/use-t";
import { PersonalHole } from "~/lib/personal";
import { SheetButton } from "./SheetButton";
import { useOptimisticCart } from "./use-cart";

/**
 * The header's cart button: an item-count badge, and the count in its accessible name ('Cart (N
 * items)'), followed by the quote control (the spec's "cart or quote control") wherever a header
 * style places the cart. Filled in for each visitor on a cached page.
 */
export function CartButton() {
  return (
    <PersonalHole name="cart-button">
      <CartButtonParts />
    </PersonalHole>
  );
}

/** The cart button and the quote control (the hole's content). */
export function CartButtonParts() {
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
