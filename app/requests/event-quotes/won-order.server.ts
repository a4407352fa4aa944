// A won request's rental lines become a rental order (issue 24). Called by changeStage inside its
// transaction when the request moves to 'Gagnée': the latest quote's rental lines, at the quote's
// prices and with their own dates, make one order, confirmed at once since the client agreed to
// them, its units checked under the lock 'Confirmer' and the checkout take (ADR 011). An
// overbooking throws, so the stage change is refused whole. A request already linked to an order
// that still stands (won, reopened, won again) keeps it.
//
// It writes the request's timeline row itself rather than through requests.server.ts, which
// imports this module: the layers allow no import circle.

import { desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_quotes, event_requests, rental_orders, request_events, type RentalOrder, type RentalOrderItem } from "~/db/schema";
import { formatDate } from "~/lib/calendar-dates";
import { insertOrder, newOrderCharges } from "~/orders/create.server";
import { orderPagePath } from "~/orders/path";
import { formatOrderNumber, orderStatusLabel } from "~/orders/status";
import { lineDays, rentalLines } from "./event-quote-lines";
import { assertRentalLinesFree, loadRentalProducts } from "./rental-lines.server";

/** A won request's order cannot be made (a product deleted since the quote). */
export class WonOrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WonOrderError";
  }
}

/**
 * Makes the confirmed rental order of a won request from its latest quote's rental lines and links
 * it to the request; null when there is nothing to make (no quote, no rental line, an order still
 * standing). Throws OverbookingError or WonOrderError. Run inside the stage change's transaction,
 * after the request's row is locked.
 */
export async function createRentalOrderFromRequest(tx: DbExecutor, messageId: string, actor: string): Promise<RentalOrder | null> {
  const [request] = await tx.select({ rental_order_id: event_requests.rental_order_id }).from(event_requests).where(eq(event_requests.message_id, messageId));
  if (request?.rental_order_id) {
    const [linked] = await tx.select({ status: rental_orders.status }).from(rental_orders).where(eq(rental_orders.id, request.rental_order_id));
    if (linked && linked.status !== "cancelled") return null;
  }
  const [quote] = await tx
    .select({ number: event_quotes.number, version: event_quotes.version, lines: event_quotes.lines })
    .from(event_quotes)
    .where(eq(event_quotes.message_id, messageId))
    .orderBy(desc(event_quotes.version))
    .limit(1);
  const lines = quote ? rentalLines(quote.lines) : [];
  if (!quote || lines.length === 0) return null;
  const [message] = await tx.select().from(contact_messages).where(eq(contact_messages.id, messageId));
  if (!message) return null;

  const products = await loadRentalProducts(tx, lines);
  const gone = lines.find((line) => !products.has(line.product_id));
  if (gone) {
    throw new WonOrderError(
      `« ${gone.description.split("\n")[0]} » n'existe plus dans le catalogue : la commande de location du devis ${quote.number} ne peut pas être créée. Émettez une nouvelle version du devis sans cette ligne.`,
    );
  }
  await assertRentalLinesFree(tx, lines, { lock: true });

  const period = { from: lines.map((line) => line.from).sort()[0]!, to: lines.map((line) => line.to).sort().at(-1)! };
  const items: RentalOrderItem[] = lines.map((line) => {
    const product = products.get(line.product_id)!;
    const ownDates = line.from !== period.from || line.to !== period.to;
    return {
      id: product.id,
      name: product.name,
      category: product.category,
      image: product.image_url,
      // The price the client agreed to on the quote, not the catalogue's of today.
      price: line.unit_price,
      quantity: line.quantity,
      // And its VAT rate (issue 37).
      vatRate: line.vat_rate,
      totalDays: lineDays(line),
      ...(ownDates ? { from: line.from, to: line.to } : {}),
    };
  });
  const details = items.map((item) => `${item.name} × ${item.quantity}, du ${formatDate(item.from ?? period.from)} au ${formatDate(item.to ?? period.to)}`);
  const order = await insertOrder(tx, {
    values: {
      first_name: message.first_name,
      last_name: message.last_name,
      email: message.email,
      phone: message.phone ?? "",
      company: null,
      rental_date: period.from,
      return_date: period.to,
      // Where and when the equipment goes is settled with the client on the order's page.
      fulfilment: "delivery",
      delivery_address: "",
      departure_slot: null,
      return_slot: null,
      notes: null,
      items,
      ...(await newOrderCharges(tx, items)),
      status: "confirmed",
      user_id: message.user_id,
    },
    event: () => ({
      kind: "placed",
      summary: `Commande créée et confirmée depuis la demande de ${message.first_name} ${message.last_name} (devis ${quote.number} version ${quote.version} gagné)`,
      details,
      actor,
    }),
  });
  const number = formatOrderNumber(order!.order_number);
  await tx.update(event_requests).set({ rental_order_id: order!.id }).where(eq(event_requests.message_id, messageId));
  await tx.insert(request_events).values({
    message_id: messageId,
    kind: "rental-order",
    summary: `Commande de location ${number} créée et confirmée depuis le devis ${quote.number} version ${quote.version}`,
    details,
    actor,
  });
  return order!;
}

/** The orders linked to requests, by id: their numbers, pages and statuses for the request's page. */
export async function linkedOrders(db: DbExecutor, orderIds: string[]): Promise<Map<string, { number: string; href: string; status: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: rental_orders.id, order_number: rental_orders.order_number, status: rental_orders.status }).from(rental_orders).where(inArray(rental_orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, { number: formatOrderNumber(row.order_number), href: orderPagePath(row.order_number), status: orderStatusLabel(row.status) }]));
}
