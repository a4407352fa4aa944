import { Mail, MapPin, Phone, Warehouse } from "lucide-react";
import { formatDayFr } from "~/lib/dates";
import { categoryLabel } from "~/lib/rental-categories";
import { FULFILMENT_LABELS, timeSlotLabel } from "~/orders/fulfilment";
import { decimalToCents, formatPrice, lineTotal } from "~/lib/pricing";
import type { OrderPageData } from "./order-page.server";
import { ProductThumb } from "./product-thumb";

/** An order that can no longer change (in progress, completed, cancelled), as it stands. */
export function OrderReadOnly({ data }: { data: OrderPageData }) {
  const { order } = data;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="order-client-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="order-client-title" className="text-base font-semibold">
          Client et livraison
        </h2>
        <div className="grid gap-1.5 text-sm">
          <p className="font-medium">
            {order.first_name} {order.last_name}
            {order.company ? <span className="font-normal text-muted-foreground"> · {order.company}</span> : null}
          </p>
          <a href={`mailto:${order.email}`} className="flex items-center gap-1.5 text-primary [overflow-wrap:anywhere]">
            <Mail className="size-3.5 shrink-0" aria-hidden />
            {order.email}
          </a>
          <a href={`tel:${order.phone.replace(/\s+/g, "")}`} className="flex items-center gap-1.5 text-primary">
            <Phone className="size-3.5 shrink-0" aria-hidden />
            {order.phone}
          </a>
          {order.fulfilment === "pickup" ? (
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <Warehouse className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {FULFILMENT_LABELS.pickup}
            </p>
          ) : (
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <span className="break-words whitespace-pre-line">
                <span className="sr-only">{FULFILMENT_LABELS.delivery} : </span>
                {order.delivery_address}
              </span>
            </p>
          )}
          <p>{`Départ le ${formatDayFr(order.rental_date)}, ${timeSlotLabel(order.departure_slot)}`}</p>
          <p>{`Retour le ${formatDayFr(order.return_date)}, ${timeSlotLabel(order.return_slot)}`}</p>
          {order.notes ? <p className="rounded-md bg-muted/60 px-3 py-2 break-words whitespace-pre-line">{order.notes}</p> : null}
        </div>
      </section>
      <section aria-labelledby="order-lines-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="order-lines-title" className="text-base font-semibold">
          Articles
        </h2>
        <ul className="grid gap-3" aria-label="Lignes de la commande">
          {order.items.map((item, index) => (
            <li key={`${item.id}-${index}`} className="flex items-start gap-3 border-b pb-3 last:border-0 last:pb-0">
              <ProductThumb src={item.image} />
              <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                <p className="font-medium break-words">{item.name}</p>
                <p className="text-xs text-muted-foreground">
                  {categoryLabel(item.category)} · {formatPrice(decimalToCents(item.price) ?? 0n)} HT / jour · du {formatDayFr(item.from ?? order.rental_date)} au{" "}
                  {formatDayFr(item.to ?? order.return_date)}
                </p>
              </div>
              <p className="shrink-0 text-right text-sm">
                <span className="font-semibold tabular-nums">
                  {formatPrice(lineTotal({ unitPrice: decimalToCents(item.price) ?? 0n, quantity: item.quantity, totalDays: item.totalDays }))}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {item.quantity} × {item.totalDays} jour{item.totalDays > 1 ? "s" : ""}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
