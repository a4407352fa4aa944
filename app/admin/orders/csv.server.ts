import { toCsv } from "~/lib/csv";
import { csvStream, inBatches } from "~/lib/csv-stream.server";
import { ORDER_EXPORT_HEADER, orderExportCells } from "~/orders/export-rows";
import { getExportOrdersByNumbers, getOrderNumbers, type ExportOrder } from "~/orders/desk.server";
import type { OrderFilter } from "~/orders/desk-filters";


/** The CSV of these orders, whole (small lists and tests; the export streams, below). */
export function ordersCsv(orders: ExportOrder[]): string {
  return toCsv(ORDER_EXPORT_HEADER, orders.map(orderExportCells));
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
  const batches = inBatches(numbers, batchSize, async (slice) => (await getExportOrdersByNumbers(slice)).map(orderExportCells));
  return csvStream(ORDER_EXPORT_HEADER, batches, { highWaterMark });
}
