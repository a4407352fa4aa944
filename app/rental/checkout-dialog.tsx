import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useProfilePrefill } from "~/account/profile-prefill";
import { toast } from "~/lib/notify";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { cartPerDaySum, cartPeriod, cartTotal, lineKey, type CartItem } from "./cart";
import { cart, useCart } from "./cart-store";
import { CheckoutFields, CheckoutHiddenFields, CheckoutLineInputs } from "./checkout-form";
import type { CheckoutActionData } from "./checkout-result";
import { checkoutFieldErrors, checkoutFormToInput, checkoutSchemaFor, type CheckoutFieldErrors, type CheckoutValues } from "./checkout-schema";
import { Price } from "./price";
import { formatPriceIn } from "~/lib/pricing";
import { useLocale, useLocalizedPath, useMessages } from "~/i18n/messages";
import { todayInTunis } from "~/lib/calendar-dates";

function OrderSummary({ items }: { items: CartItem[] }) {
  const shop = useMessages().shop;
  const m = shop.checkout;
  const locale = useLocale();
  return (
    <section aria-label={m.summary} className="grid gap-2 rounded-lg bg-muted/60 p-4 text-sm">
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={lineKey(item)} className="flex justify-between gap-3">
            <span>
              {item.name} × {item.quantity}
              <span className="text-muted-foreground">
                {" "}
                · {m.lineDays(item.totalDays)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-between border-t pt-2">
        <span>{m.perDay}</span>
        <span className="font-semibold tabular-nums" data-testid="checkout-per-day">
          {shop.price.perDay(formatPriceIn(locale, cartPerDaySum(items)))}
        </span>
      </div>
      <div className="flex justify-between">
        <span className="font-semibold">{m.rentalTotal}</span>
        <span className="font-bold text-primary" data-testid="checkout-total">
          <Price cents={cartTotal(items)} excludingTax />
        </span>
      </div>
    </section>
  );
}

/**
 * 'Finaliser la Commande' (SPEC §2, §4, §5). Sends only ids, quantities, dates, the customer's
 * fields and an idempotency key made when the dialog's form is made: resending after a network
 * error reuses it, so the server answers with the same order instead of a second one. Once the
 * order is stored: the toast, the cart emptied, then the order's page with its confirmation.
 */
export function CheckoutDialog({
  open,
  onOpenChange,
  prefill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A signed-in client's details known by the page; when absent they are fetched as the dialog opens. */
  prefill?: CheckoutValues | null;
}) {
  const items = useCart();
  const m = useMessages().shop.checkout;
  const locale = useLocale();
  const href = useLocalizedPath();
  // Defaults of the uncontrolled fields: a late profile still fills those not typed in yet.
  const fetched = useProfilePrefill(open && prefill === undefined);
  const values = prefill ?? fetched ?? undefined;
  const fetcher = useFetcher<CheckoutActionData>();
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  const handled = useRef<CheckoutActionData | undefined>(undefined);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.status === "success") {
      toast.success(m.successTitle, { description: m.successDescription });
      cart.reset();
      setErrors({});
      setIdempotencyKey(crypto.randomUUID());
      onOpenChange(false);
      // The checkout ends on the order's own page: its number, summary, next steps and link.
      void navigate(result.orderPath);
    } else {
      // The dialog and everything typed stay; the key too, so a retry cannot double the order.
      setErrors(result.fieldErrors);
      toast.error(m.failureTitle, { description: result.message });
    }
  }, [fetcher.data, fetcher.state, onOpenChange, navigate, m]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // The same schema as the server, for an answer without a round trip; the server decides.
    const check = checkoutSchemaFor(locale).safeParse(checkoutFormToInput(new FormData(event.currentTarget)));
    if (!check.success) {
      event.preventDefault();
      setErrors(checkoutFieldErrors(check.error));
      toast.error(m.failureTitle, { description: check.error.issues[0]!.message });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <OrderSummary items={items} />
        <fetcher.Form method="post" action={href("/panier")} onSubmit={onSubmit} noValidate={false} className="grid gap-4">
          <CheckoutHiddenFields idempotencyKey={idempotencyKey} enhanced />
          <CheckoutLineInputs lines={items.map((i) => ({ id: i.id, quantity: i.quantity, from: i.dateRange?.from, to: i.dateRange?.to }))} />
          <CheckoutFields values={values} errors={errors} period={cartPeriod(items)} today={todayInTunis()} />
          <Button type="submit" variant="brand" size="lg" disabled={sending || items.length === 0}>
            {sending ? m.sending : m.submit}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
