// How many units of each product are free over a date range, and the guard that keeps an order
// from being confirmed into an overbooking. The one place availability is computed: the rental
// dialog (free units and full days), the catalogue's date filter, the checkout, the back office's
// 'Confirmer' and order edits, and the planning's product timeline all come here.
//
// A product's stock_quantity is its number of units (null: not limited). Units are held by the
// orders in a holding status (confirmed, in progress), day by day: from the line's first rental
// day minus the product's preparation days (buffer before) to its last day plus the return
// checking days (buffer after). Dates are inclusive calendar days. A rental of q units over
// [from, to] fits when, on every day of [from − before, to + after], the units held by other
// orders plus q stay within the stock: the count is per day, so two orders that never overlap
// each other do not add up just because both touch the range.

import { and, asc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_equipment, product_maintenance, rental_orders, rental_products, site_settings, type RentalOrderItem } from "~/db/schema";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { HOLDING_STATUSES } from "./status";
import { dayNumber, formatDate, isoFromDayNumber, todayInTunis, type DateRange, type IsoDate } from "~/lib/calendar-dates";


/** Days a rented unit stays held before its first day and after its last day. */
export type BufferDays = { before: number; after: number };

/** When the site settings row is missing (a fresh database before its seed). */
export const DEFAULT_BUFFER_DAYS: BufferDays = { before: 1, after: 1 };
/** Upper bound of a buffer, as the database's check constraints have it. */
export const MAX_BUFFER_DAYS = 30;

export type ProductAvailability = {
  id: string;
  name: string;
  /** Units owned; null when not limited. */
  stock: number | null;
  /** Most units held by confirmed or in-progress orders on one day of the range with its buffers. */
  held: number;
  /** Units free over the range (never below 0); null when not limited. */
  free: number | null;
  buffers: BufferDays;
};

type StockedProduct = { id: string; name: string; stock: number | null; buffers: BufferDays; isAvailable: boolean };

/**
 * One line of a holding order, as days: what it holds before buffers. `raw` lines take no
 * buffers: units out of service, and units not back past their order's return date (issue 23).
 */
type HeldLine = { orderId: string; productId: string; quantity: number; from: number; to: number; raw?: boolean };

/** The last day an open-ended hold reaches: units in maintenance or still out are held until they come back. */
const OPEN_END = dayNumber("2100-12-31")!;

/** The site's default buffers (Paramètres de la boutique). */
export async function getBufferDefaults(db: DbExecutor): Promise<BufferDays> {
  const [row] = await db
    .select({ before: site_settings.buffer_days_before, after: site_settings.buffer_days_after })
    .from(site_settings)
    .where(eq(site_settings.id, 1));
  return row ?? DEFAULT_BUFFER_DAYS;
}

async function loadProducts(db: DbExecutor, productIds: string[], where?: SQL, page?: { limit: number; offset: number }): Promise<StockedProduct[]> {
  const defaults = await getBufferDefaults(db);
  const rows = await db
    .select({
      id: rental_products.id,
      name: rental_products.name,
      stock: rental_products.stock_quantity,
      before: rental_products.buffer_days_before,
      after: rental_products.buffer_days_after,
      isAvailable: rental_products.is_available,
    })
    .from(rental_products)
    .where(where ?? inArray(rental_products.id, [...new Set(productIds)]))
    .orderBy(asc(rental_products.name), asc(rental_products.id))
    .limit(page?.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(page?.offset ?? 0);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    stock: row.stock,
    isAvailable: row.isAvailable,
    buffers: { before: row.before ?? defaults.before, after: row.after ?? defaults.after },
  }));
}

/**
 * The lines of the holding orders that may hold one of `products` on a day of [fromDay, toDay]
 * once buffers are added: a line held over [from − before, to + after] reaches the window when it
 * ends at most before + after days ahead of it or starts at most as many days after it, so the
 * window is widened by the largest sum of the products' own buffers (a fixed widening by the
 * largest possible buffers read two months of orders more: at 50 000 orders, 1 300 of them).
 */
async function loadHeldLines(db: DbExecutor, products: StockedProduct[], fromDay: number, toDay: number, excludeOrderId?: string): Promise<HeldLine[]> {
  if (products.length === 0) return [];
  const productIds = new Set(products.map((product) => product.id));
  const margin = Math.max(...products.map((product) => product.buffers.before + product.buffers.after));
  const orders = await db
    .select({ id: rental_orders.id, from: rental_orders.rental_date, to: rental_orders.return_date, items: rental_orders.items })
    .from(rental_orders)
    .where(
      and(
        inArray(rental_orders.status, [...HOLDING_STATUSES]),
        lte(rental_orders.rental_date, isoFromDayNumber(toDay + margin)),
        gte(rental_orders.return_date, isoFromDayNumber(fromDay - margin)),
        // Implied by the two above (no rental is longer than a year), but bounds the index range
        // from below: years of past orders are not read to find the few that reach the window.
        gte(rental_orders.rental_date, isoFromDayNumber(fromDay - margin - CHECKOUT_LIMITS.daysMax)),
        excludeOrderId ? ne(rental_orders.id, excludeOrderId) : undefined,
      ),
    );
  const lines: HeldLine[] = [];
  for (const order of orders) {
    for (const item of order.items) {
      if (!productIds.has(item.id)) continue;
      const from = dayNumber(item.from ?? order.from);
      const to = dayNumber(item.to ?? order.to);
      if (from === null || to === null) continue;
      lines.push({ orderId: order.id, productId: item.id, quantity: item.quantity, from, to });
    }
  }
  lines.push(...(await loadUnavailableUnits(db, [...productIds], excludeOrderId)));
  return lines;
}

/**
 * Units that are not in the depot whatever the orders say (issue 23): those out of service since
 * they were reported (until 'Réparé', 'Hors service' or 'Retrouvé'), and those an order took out
 * and has not brought back, from the day after its return date until they come back. Both read
 * partial indexes of the few open rows.
 */
async function loadUnavailableUnits(db: DbExecutor, productIds: string[], excludeOrderId?: string): Promise<HeldLine[]> {
  if (productIds.length === 0) return [];
  const today = todayInTunis();
  const [maintenance, outstanding] = await Promise.all([
    db
      .select({ productId: product_maintenance.product_id, quantity: product_maintenance.quantity, since: product_maintenance.since })
      .from(product_maintenance)
      .where(and(inArray(product_maintenance.product_id, productIds), isNull(product_maintenance.resolved_at))),
    db
      .select({
        orderId: order_equipment.order_id,
        productId: order_equipment.product_id,
        quantity: sql<number>`${order_equipment.out} - ${order_equipment.returned} - ${order_equipment.damaged} - ${order_equipment.missing}`.mapWith(Number),
        returnDate: rental_orders.return_date,
      })
      .from(order_equipment)
      .innerJoin(rental_orders, eq(rental_orders.id, order_equipment.order_id))
      .where(
        and(
          inArray(order_equipment.product_id, productIds),
          sql`${order_equipment.out} > ${order_equipment.returned} + ${order_equipment.damaged} + ${order_equipment.missing}`,
          excludeOrderId ? ne(order_equipment.order_id, excludeOrderId) : undefined,
        ),
      ),
  ]);
  return [
    ...maintenance.map((row) => ({ orderId: "", productId: row.productId, quantity: row.quantity, from: dayNumber(todayInTunis(row.since))!, to: OPEN_END, raw: true })),
    // Not yet due back: the order's own dates and buffers hold them. Past the return date, they
    // stay held day after day until they come back.
    ...outstanding
      .filter((row) => row.returnDate < today)
      .map((row) => ({ orderId: row.orderId, productId: row.productId, quantity: row.quantity, from: dayNumber(row.returnDate)! + 1, to: OPEN_END, raw: true })),
  ];
}

/** Units of `product` held on each day of [fromDay, toDay] (index 0 is fromDay), buffers included. */
function heldPerDay(product: StockedProduct, lines: HeldLine[], fromDay: number, toDay: number): number[] {
  const length = toDay - fromDay + 1;
  const changes = new Array<number>(length + 1).fill(0);
  for (const line of lines) {
    if (line.productId !== product.id) continue;
    const start = Math.max(line.raw ? line.from : line.from - product.buffers.before, fromDay);
    const end = Math.min(line.raw ? line.to : line.to + product.buffers.after, toDay);
    if (start > end) continue;
    changes[start - fromDay]! += line.quantity;
    changes[end - fromDay + 1]! -= line.quantity;
  }
  const held: number[] = [];
  let running = 0;
  for (let i = 0; i < length; i++) {
    running += changes[i]!;
    held.push(running);
  }
  return held;
}

function rangeDays(range: DateRange): { from: number; to: number } {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === null || to === null || to < from) throw new RangeError(`Invalid date range ${range.from} – ${range.to}`);
  return { from, to };
}

/** Free units of each product over `range`, keyed by product id (unknown ids are absent). */
export async function getAvailability(
  db: DbExecutor,
  productIds: string[],
  range: DateRange,
  options: { excludeOrderId?: string } = {},
): Promise<Map<string, ProductAvailability>> {
  const result = new Map<string, ProductAvailability>();
  if (productIds.length === 0) return result;
  const days = rangeDays(range);
  const products = await loadProducts(db, productIds);
  const lines = await loadHeldLines(db, products, days.from, days.to, options.excludeOrderId);
  for (const product of products) {
    const held = Math.max(0, ...heldPerDay(product, lines, days.from - product.buffers.before, days.to + product.buffers.after));
    const free = product.stock === null ? null : Math.max(0, product.stock - held);
    result.set(product.id, { id: product.id, name: product.name, stock: product.stock, held, free, buffers: product.buffers });
  }
  return result;
}

/**
 * The days of `window` a client cannot pick for `quantity` units of a product: a rental
 * including day d holds the unit over [d − before, d + after], so d is full when one day of that
 * span has fewer than `quantity` units free. A range fits exactly when it contains no full day.
 * Null for an unknown product; an empty list when the stock is not limited.
 */
export async function getFullDays(
  db: DbExecutor,
  productId: string,
  window: DateRange,
  quantity: number,
): Promise<IsoDate[] | null> {
  const days = rangeDays(window);
  const [product] = await loadProducts(db, [productId]);
  if (!product) return null;
  if (product.stock === null) return [];
  const { before, after } = product.buffers;
  const lines = await loadHeldLines(db, [product], days.from, days.to);
  const spanFrom = days.from - before;
  const held = heldPerDay(product, lines, spanFrom, days.to + after);
  const full: IsoDate[] = [];
  for (let day = days.from; day <= days.to; day++) {
    let peak = 0;
    for (let e = day - before; e <= day + after; e++) peak = Math.max(peak, held[e - spanFrom]!);
    if (product.stock - peak < quantity) full.push(isoFromDayNumber(day));
  }
  return full;
}

export type ProductDays = {
  id: string;
  name: string;
  stock: number | null;
  buffers: BufferDays;
  isAvailable: boolean;
  /** Units held on each day of the window (index 0 is its first day), buffers included. */
  held: number[];
};

/**
 * Units held per day over `window` for the products matching `where` (all products when
 * absent), by name: the planning's product timeline.
 */
export async function getDailyHeld(db: DbExecutor, window: DateRange, where?: SQL, page?: { limit: number; offset: number }): Promise<ProductDays[]> {
  const days = rangeDays(window);
  const products = await loadProducts(db, [], where ?? eq(rental_products.id, rental_products.id), page);
  const lines = await loadHeldLines(db, products, days.from, days.to);
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    stock: product.stock,
    buffers: product.buffers,
    isAvailable: product.isAvailable,
    held: heldPerDay(product, lines, days.from, days.to),
  }));
}

/** A product asked for more units than are free: the message names it and what is free. */
export class OverbookingError extends Error {
  constructor(
    message: string,
    readonly productId: string,
    readonly free: number,
    /** The product's name and the period, for a message in the client's language (the shop). */
    readonly details?: { name: string; range: DateRange },
  ) {
    super(message);
    this.name = "OverbookingError";
  }
}

export function overbookingMessage(name: string, free: number, range: DateRange): string {
  const units = free === 0 ? "aucune unité disponible" : `${free} unité${free > 1 ? "s" : ""} disponible${free > 1 ? "s" : ""}`;
  return `Stock insuffisant pour « ${name} » : ${units} du ${formatDate(range.from)} au ${formatDate(range.to)}.`;
}

/** Sums the quantities per product (an order may carry one product on several lines). */
export function unitsPerProduct(items: Pick<RentalOrderItem, "id" | "quantity">[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.id, (units.get(item.id) ?? 0) + item.quantity);
  return units;
}

type WantedItem = Pick<RentalOrderItem, "id" | "quantity" | "from" | "to">;

/**
 * Throws an OverbookingError when the items, held day by day with their buffers on top of what
 * other orders hold, need more units than a product has on some day. Lines follow the order's
 * `range` unless they carry their own dates. Products that no longer exist are not checked.
 */
export async function assertUnitsFree(
  db: DbExecutor,
  items: WantedItem[],
  range: DateRange,
  options: { excludeOrderId?: string } = {},
): Promise<void> {
  const ids = [...unitsPerProduct(items).keys()].sort();
  if (ids.length === 0) return;
  const orderDays = rangeDays(range);
  const wanted: HeldLine[] = items.map((item) => ({
    orderId: "",
    productId: item.id,
    quantity: item.quantity,
    from: item.from ? (dayNumber(item.from) ?? orderDays.from) : orderDays.from,
    to: item.to ? (dayNumber(item.to) ?? orderDays.to) : orderDays.to,
  }));
  const from = Math.min(orderDays.from, ...wanted.map((w) => w.from));
  const to = Math.max(orderDays.to, ...wanted.map((w) => w.to));
  const products = await loadProducts(db, ids);
  const lines = await loadHeldLines(db, products, from, to, options.excludeOrderId);
  for (const product of products) {
    if (product.stock === null) continue;
    const spanFrom = from - product.buffers.before;
    const spanTo = to + product.buffers.after;
    const held = heldPerDay(product, lines, spanFrom, spanTo);
    const asked = heldPerDay(product, wanted, spanFrom, spanTo);
    if (asked.some((units, i) => units > 0 && units + held[i]! > product.stock!)) {
      const peak = Math.max(0, ...held.filter((_, i) => asked[i]! > 0));
      const free = Math.max(0, product.stock - peak);
      throw new OverbookingError(overbookingMessage(product.name, free, range), product.id, free, { name: product.name, range });
    }
  }
}

/**
 * Locks the products' rows (`select … for update`, in id order so two transactions never
 * deadlock), then runs assertUnitsFree. Call it inside the transaction that then makes the units
 * held: a second transaction wanting the same product waits for the lock and then sees the first
 * one's result.
 */
export async function lockAndAssertUnitsFree(
  tx: DbExecutor,
  items: WantedItem[],
  range: DateRange,
  options: { excludeOrderId?: string } = {},
): Promise<void> {
  const ids = [...unitsPerProduct(items).keys()].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: rental_products.id })
    .from(rental_products)
    .where(inArray(rental_products.id, ids))
    .orderBy(asc(rental_products.id))
    .for("update");
  await assertUnitsFree(tx, items, range, options);
}
