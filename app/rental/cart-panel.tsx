import { Icon } from "~/components/icon";
import { ContentImage } from "~/components/content-image";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { cartLineTotal, cartTotal, itemCount, lineKey, type CartItem } from "./cart";
import { cart, useCart } from "./cart-store";
import { useLocale, useMessages } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import { categoryName } from "./shop-labels";
import { Price } from "./price";
import { parsePrice } from "~/lib/pricing";

export function CartEmpty() {
  const m = useMessages().shop.cart;
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <Icon name="shopping-bag" className="size-12 text-muted-foreground" />
      <p className="font-semibold">{m.empty}</p>
      <p className="text-sm text-muted-foreground">{m.emptyHint}</p>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const key = lineKey(item);
  const shop = useMessages().shop;
  const m = shop.cart;
  const locale = useLocale();
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <ContentImage src={item.image} alt={item.name} width={80} height={80} sizes="80px" className="size-20 shrink-0" imgClassName="size-20 rounded-md object-cover" />
      <div className="grid flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-medium leading-snug">{item.name}</p>
          <Button type="button" variant="ghost" size="icon-sm" aria-label={m.remove(item.name)} onClick={() => cart.remove(key)}>
            <Icon name="trash" />
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          {categoryName(shop, item.category)} · <Price cents={parsePrice(item.price)} period={item.period} />
        </p>
        {item.dateRange ? (
          <p className="text-xs text-muted-foreground">
            {m.lineDates(formatDay(locale, item.dateRange.from), formatDay(locale, item.dateRange.to), item.totalDays)}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-1" role="group" aria-label={m.quantityOf(item.name)}>
            <Button type="button" variant="outline" size="icon-sm" aria-label={shop.dialog.decrease} onClick={() => cart.setQuantity(key, item.quantity - 1)}>
              <Icon name="minus" />
            </Button>
            <span className="w-8 text-center font-semibold tabular-nums" data-testid="cart-line-quantity">
              {item.quantity}
            </span>
            <Button type="button" variant="outline" size="icon-sm" aria-label={shop.dialog.increase} onClick={() => cart.setQuantity(key, item.quantity + 1)}>
              <Icon name="plus" />
            </Button>
          </div>
          <p className="font-semibold">
            <Price cents={cartLineTotal(item)} />
          </p>
        </div>
      </div>
    </li>
  );
}

/** The lines with their quantity controls, the total and its note (SPEC §9). */
export function CartContents({ items, onCheckout }: { items: CartItem[]; onCheckout: () => void }) {
  const m = useMessages().shop.cart;
  if (items.length === 0) return <CartEmpty />;
  return (
    <>
      <ul className="divide-y">
        {items.map((item) => (
          <CartLine key={lineKey(item)} item={item} />
        ))}
      </ul>
      <div className="grid gap-3 border-t pt-4">
        <div className="flex items-baseline justify-between">
          <span className="font-semibold">{m.total}</span>
          <span className="text-2xl font-bold text-primary" data-testid="cart-total">
            <Price cents={cartTotal(items)} excludingTax />
          </span>
        </div>
        <p className="text-xs text-muted-foreground">{m.perDayNote}</p>
        <Button type="button" variant="brand" size="lg" onClick={onCheckout}>
          {m.checkout}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => cart.clear()}>
          {m.clear}
        </Button>
      </div>
    </>
  );
}

/** 'Votre Panier': the side panel (a full-height sheet on phones). */
export function CartSheet({ open, onOpenChange, onCheckout }: { open: boolean; onOpenChange: (open: boolean) => void; onCheckout: () => void }) {
  const items = useCart();
  const m = useMessages().shop.cart;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{m.title}</SheetTitle>
          <SheetDescription>
            {items.length === 0 ? m.nothingYet : m.itemsToRent(itemCount(items))}
          </SheetDescription>
        </SheetHeader>
        <SheetFooter className="mt-0 flex-1 content-start">
          <CartContents items={items} onCheckout={onCheckout} />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
