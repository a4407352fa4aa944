import { CircleCheck } from "lucide-react";
import { decimalToCents, formatPrice, lineTotal } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { NEXT_STEPS_TITLE, orderNextSteps } from "~/orders/next-steps";
import type { ClientOrder } from "./client-order.server";

const price = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

/**
 * The end of the checkout (/commande/<token>?nouvelle=1, issue 38): the order's number, what was
 * ordered as the server priced it, what happens next (the steps of the acknowledgement e-mail),
 * and this page's own address, the one of the e-mail's « Suivre ma commande ». Server-rendered:
 * the same without JavaScript.
 */
export function NewOrderConfirmation({ order, followUrl }: { order: ClientOrder; followUrl: string }) {
  const days = (n: number) => `${n} jour${n > 1 ? "s" : ""}`;
  return (
    <section aria-labelledby="confirmation-title" className="grid gap-5 rounded-2xl border border-success/40 bg-success/5 p-5 sm:p-6" data-testid="order-confirmation">
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-7 shrink-0 text-success" aria-hidden />
          <h2 id="confirmation-title" className="font-display text-2xl font-bold">
            Merci, votre commande est bien reçue
          </h2>
        </div>
        <p>
          Elle porte le numéro <strong className="whitespace-nowrap">{order.number}</strong> : rappelez-le si vous nous contactez. Un
          récapitulatif vous est envoyé par e-mail.
        </p>
      </div>

      <div className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
        <h3 className="font-display text-lg font-bold">Votre commande</h3>
        <p className="text-muted-foreground">
          Du {formatDate(order.rentalDate)} au {formatDate(order.returnDate)}
        </p>
        <ul className="grid gap-1.5" aria-label="Articles commandés">
          {order.items.map((item, index) => (
            <li key={index} className="flex items-start justify-between gap-3">
              <span className="min-w-0 break-words">
                {item.name} × {item.quantity}
                <span className="text-muted-foreground">
                  {" "}
                  · {days(item.totalDays)}
                  {item.from && item.to ? ` (du ${formatDate(item.from)} au ${formatDate(item.to)})` : ""}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">
                {formatPrice(lineTotal({ unitPrice: decimalToCents(item.price) ?? 0n, quantity: item.quantity, totalDays: item.totalDays }))}
              </span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 border-t pt-2">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Sous-total HT</dt>
            <dd className="tabular-nums">{price(order.figures.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-3 text-base font-bold">
            <dt>Total TTC</dt>
            <dd className="tabular-nums" data-testid="confirmation-total">
              {price(order.figures.totalTtc)}
            </dd>
          </div>
        </dl>
      </div>

      <div className="grid gap-2">
        <h3 className="font-display text-lg font-bold">{NEXT_STEPS_TITLE}</h3>
        <ol className="grid list-decimal gap-1.5 ps-5 text-sm">
          {orderNextSteps(order.fulfilment === "pickup").map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>

      <div className="grid gap-1.5 text-sm">
        <h3 className="font-display text-lg font-bold">Le lien de votre commande</h3>
        <p>
          Cette page est le suivi de votre commande : c'est le lien « Suivre ma commande » de l'e-mail que nous venons de vous envoyer.
          Ajoutez-la à vos favoris pour la retrouver.
        </p>
        <p className="break-all">
          <a href={followUrl} className="font-medium text-primary underline underline-offset-4">
            {followUrl}
          </a>
        </p>
      </div>
    </section>
  );
}
