import { toCsv } from "~/admin/csv";
import { formatDateTimeShortFr, formatDayShortFr } from "~/admin/dates";
import { formatOrderNumber, orderStatusLabel } from "~/rental/order-status";
import { centsToDecimal, decimalToCents } from "~/rental/pricing";
import type { RentalOrder } from "./queries.server";

const HEADER = [
  "N° de commande",
  "Créée le",
  "Statut",
  "Prénom",
  "Nom",
  "Société",
  "E-mail",
  "Téléphone",
  "Date de location",
  "Date de retour",
  "Adresse de livraison",
  "Articles",
  "Total (DT)",
  "Notes",
] as const;

/** "1250.30" → "1250,30": the decimal comma a French Excel reads as a number. */
function excelAmount(decimal: string): string {
  return centsToDecimal(decimalToCents(decimal) ?? 0n).replace(".", ",");
}

export function ordersCsv(orders: RentalOrder[]): string {
  return toCsv(
    HEADER,
    orders.map((o) => [
      formatOrderNumber(o.order_number),
      formatDateTimeShortFr(o.created_at),
      orderStatusLabel(o.status),
      o.first_name,
      o.last_name,
      o.company,
      o.email,
      o.phone,
      formatDayShortFr(o.rental_date),
      formatDayShortFr(o.return_date),
      o.delivery_address,
      o.items.map((item) => `${item.name} × ${item.quantity} × ${item.totalDays} j`).join(" | "),
      excelAmount(o.total_amount),
      o.notes,
    ]),
  );
}
