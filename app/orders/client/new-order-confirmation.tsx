import { CircleCheck } from "lucide-react";
import { decimalToCents, formatPriceIn, lineTotal } from "~/lib/pricing";
import { useLocale, useMessages } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import type { ClientOrder } from "./client-order.server";

/**
 * The end of the checkout (/commande/<token>?nouvelle=1, issue 38): the order's number, what was
 * ordered as the server priced it, what happens next (the steps of the acknowledgement e-mail),
 * and this page's own address, the one of the e-mail's « Suivre ma commande ». Server-rendered:
 * the same without JavaScript.
 */
export function NewOrderConfirmation({ order, followUrl }: { order: ClientOrder; followUrl: string }) {
  const locale = useLocale();
  const shop = useMessages().shop;
  const m = shop.order;
  const c = m.confirmation;
  const price = (decimal: string) => formatPriceIn(locale, decimalToCents(decimal) ?? 0n);
  const date = (day: string) => formatDay(locale, day);
  return (
    <section aria-labelledby="confirmation-title" className="grid gap-5 rounded-2xl border border-success/40 bg-success/5 p-5 sm:p-6" data-testid="order-confirmation">
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-7 shrink-0 text-success" aria-hidden />
          <h2 id="confirmation-title" className="font-display text-2xl font-bold">
            {c.title}
          </h2>
        </div>
        <p>
          {c.numberBefore}
          <strong className="whitespace-nowrap">{order.number}</strong>
          {c.numberAfter}
        </p>
      </div>

      <div className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
        <h3 className="font-display text-lg font-bold">{c.yourOrder}</h3>
        <p className="text-muted-foreground">
          {m.period(date(order.rentalDate), date(order.returnDate))}
        </p>
        <ul className="grid gap-1.5" aria-label={c.items}>
          {order.items.map((item, index) => (
            <li key={index} className="flex items-start justify-between gap-3">
              <span className="min-w-0 break-words">
                {item.name} × {item.quantity}
                <span className="text-muted-foreground">
                  {" "}
                  · {shop.checkout.lineDays(item.totalDays)}
                  {item.from && item.to ? m.itemDates(date(item.from), date(item.to)) : ""}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">
                {formatPriceIn(locale, lineTotal({ unitPrice: decimalToCents(item.price) ?? 0n, quantity: item.quantity, totalDays: item.totalDays }))}
              </span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 border-t pt-2">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{m.subtotal}</dt>
            <dd className="tabular-nums">{price(order.figures.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-base font-bold">
            <dt>{m.totalTtc}</dt>
            <dd className="tabular-nums" data-testid="confirmation-total">
              {price(order.figures.totalTtc)}
            </dd>
          </div>
        </dl>
      </div>

      <div className="grid gap-2">
        <h3 className="font-display text-lg font-bold">{c.nextSteps}</h3>
        <ol className="grid list-decimal gap-1.5 ps-5 text-sm">
          {c.steps(order.fulfilment === "pickup").map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>

      <div className="grid gap-1.5 text-sm">
        <h3 className="font-display text-lg font-bold">{c.linkTitle}</h3>
        <p>{c.linkText}</p>
        <p className="break-all">
          <a href={followUrl} className="font-medium text-primary underline underline-offset-4">
            {followUrl}
          </a>
        </p>
      </div>
    </section>
  );
}
