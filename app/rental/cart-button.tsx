import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button-variants";
import { cx } from "~/lib/class-names";
import { itemCount } from "./cart-item";
import { useCart } from "./cart-storage";
import { useMessages } from "~/i18n/messages";

// Apart from the cart panel: the button is on every shop page from the start, the panel loads
// when it is first opened. Plain class strings (no Button, no tailwind-merge) keep it light.

/** The floating cart button with its item-count badge. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = itemCount(useCart());
  const m = useMessages().shop.cart;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={buttonVariants({ variant: "brand", size: "fab", className: "fixed inset-e-5 bottom-5 z-40 shadow-xl!" })}
      aria-label={m.open(count)}
    >
      <Icon name="shopping-cart" className="size-6" />
      <span
        className={cx(
          "absolute -top-1 -inset-e-1 flex size-6 items-center justify-center rounded-full bg-gold text-xs font-bold text-gold-foreground",
          count === 0 && "hidden",
        )}
        data-testid="cart-count"
      >
        {count}
      </span>
    </button>
  );
}
