import { toCsv } from "~/lib/csv";
import { formatDateTimeShortFr, formatDayShortFr } from "~/lib/dates";
import { fulfilmentLabel, timeSlotLabel } from "~/orders/fulfilment";
import { formatOrderNumber, orderStatusLabel } from "~/orders/status";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { storedOrderFigures } from "~/orders/figures";
import { PAYMENT_STATUS_LABELS, storedPaymentSummary } from "~/money/payment-status";
import { csvStream, inBatches } from "~/lib/csv-stream.server";
import { getExportOrdersByNumbers, getOrderNumbers, type ExportOrder } from "./queries.server";
import type { OrderFilter } from "./url-filters";

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

/** One order's cells. */
function orderCells(o: ExportOrder) {
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

/** The CSV of these orders, whole (small lists and tests; the export streams, below). */
export function ordersCsv(orders: ExportOrder[]): string {
  return toCsv(HEADER, orders.map(orderCells));
}

/** Orders read per query while the export streams: a few hundred KB of rows at a time. */
export const EXPORT_BATCH = 100;

/**
 * /admin/shop.csv: every order of the filter, in the desk's order. Their numbers are read first
 * (one query, 0,4 MB kept for 50 000 orders), so that orders placed or deleted meanwhile neither
 * shift nor repeat rows; then the orders are read `batchSize` at a time as the download is taken.
 */
export async function ordersCsvStream(
  filter: Omit<OrderFilter, "page">,
  { batchSize = EXPORT_BATCH, highWaterMark }: { batchSize?: number; highWaterMark?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const numbers = await getOrderNumbers(filter);
  const batches = inBatches(numbers, batchSize, async (slice) => (await getExportOrdersByNumbers(slice)).map(orderCells));
  return csvStream(HEADER, batches, { highWaterMark });
}
