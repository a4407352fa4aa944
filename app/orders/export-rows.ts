// What the orders' CSV export (/admin/shop.csv) writes: its columns and one order's cells, the
// French way (decimal commas, dates as the desk shows them).

import { formatDateTimeShortFr, formatDayShortFr } from "~/lib/dates";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import type { ExportOrder } from "./desk.server";
import { storedOrderFigures } from "./figures";
import { fulfilmentLabel, timeSlotLabel } from "./fulfilment";
import { PAYMENT_STATUS_LABELS, storedPaymentSummary } from "~/money/payment-status";
import { formatOrderNumber, orderStatusLabel } from "./status";

export const ORDER_EXPORT_HEADER = [
  "N° de commande",
  "Créée le",
  "Statut",
  "Prénom",
  "Nom",
  "Société",
  "E-mail",
  "Téléphone",
  "Date de location",
  "Créneau de départ",
  "Date de retour",
  "Créneau de retour",
  "Mode de remise",
  "Adresse de livraison",
  "Articles",
  "Sous-total HT (DT)",
  "Remise (DT)",
  "Frais de livraison (DT)",
  "Total HT (DT)",
  "TVA (DT)",
  "Timbre fiscal (DT)",
  "Total TTC (DT)",
  "Payé (DT)",
  "Reste à payer (DT)",
  "Paiement",
  "Caution (DT)",
  "Facture",
  "Notes",
] as const;

/** "1250.30" → "1250,30": the decimal comma a French Excel reads as a number. */
function excelAmount(decimal: string): string {
  return centsToDecimal(decimalToCents(decimal) ?? 0n).replace(".", ",");
}

/** One order's cells, in the header's order. */
export function orderExportCells(o: ExportOrder) {
  const figures = storedOrderFigures(o);
  const paid = storedPaymentSummary(o);
  return [
    formatOrderNumber(o.order_number),
    formatDateTimeShortFr(o.created_at),
    orderStatusLabel(o.status),
    o.first_name,
    o.last_name,
    o.company,
    o.email,
    o.phone,
    formatDayShortFr(o.rental_date),
    timeSlotLabel(o.departure_slot),
    formatDayShortFr(o.return_date),
    timeSlotLabel(o.return_slot),
    fulfilmentLabel(o.fulfilment),
    o.delivery_address,
    o.items.map((item) => `${item.name} × ${item.quantity} × ${item.totalDays} j`).join(" | "),
    excelAmount(o.total_amount),
    excelAmount(centsToDecimal(figures.discount)),
    excelAmount(o.delivery_fee),
    excelAmount(o.total_ht),
    excelAmount(o.vat_amount),
    excelAmount(o.stamp_duty),
    excelAmount(o.total_ttc),
    excelAmount(o.paid_amount),
    excelAmount(centsToDecimal(paid.due)),
    PAYMENT_STATUS_LABELS[paid.status],
    excelAmount(o.deposit),
    o.invoice_number,
    o.notes,
  ];
}
