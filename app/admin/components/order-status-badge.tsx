import { Badge } from "~/components/ui/badge";
import { orderStatusBadgeClass, orderStatusLabel } from "~/orders/status";

/** An order's status as a coloured badge: the desk's cards, the order page, the depot page. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="plain" className={orderStatusBadgeClass(status)}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
