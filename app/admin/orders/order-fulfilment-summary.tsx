import { CalendarArrowDown, CalendarArrowUp, Truck, Warehouse } from "lucide-react";
import { formatDayFr } from "~/lib/dates";
import { fulfilmentLabel, timeSlotLabel } from "~/orders/fulfilment";

type FulfilmentOrder = {
  fulfilment: string;
  delivery_address: string;
  rental_date: string;
  return_date: string;
  departure_slot: string | null;
  return_slot: string | null;
};

/**
 * The order page's « how and when » at a glance, above the form: the mode (and the address of a
 * delivery), the departure and the return with their slots ("Non précisé" on orders placed before the slots existed).
 */
export function OrderFulfilmentSummary({ order }: { order: FulfilmentOrder }) {
  const pickup = order.fulfilment === "pickup";
  const ModeIcon = pickup ? Warehouse : Truck;
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm sm:grid-cols-3" aria-label="Remise et créneaux">
      {/* The icons go in the <dt>: a <dl>'s groups may hold only <dt> and <dd> elements. */}
      <div>
        <dt className="flex items-center gap-2 text-xs text-muted-foreground">
          <ModeIcon className="size-4 shrink-0 text-primary" aria-hidden />
          Mode de remise
        </dt>
        <dd className="pl-6 font-medium">
          {fulfilmentLabel(order.fulfilment)}
          {pickup ? null : <span className="block font-normal break-words whitespace-pre-line">{order.delivery_address}</span>}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 text-xs text-muted-foreground">
          <CalendarArrowUp className="size-4 shrink-0 text-primary" aria-hidden />
          Départ
        </dt>
        <dd className="pl-6 font-medium">
          {formatDayFr(order.rental_date)}
          <span className="block font-normal">{timeSlotLabel(order.departure_slot)}</span>
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-2 text-xs text-muted-foreground">
          <CalendarArrowDown className="size-4 shrink-0 text-primary" aria-hidden />
          Retour
        </dt>
        <dd className="pl-6 font-medium">
          {formatDayFr(order.return_date)}
          <span className="block font-normal">{timeSlotLabel(order.return_slot)}</span>
        </dd>
      </div>
    </dl>
  );
}
