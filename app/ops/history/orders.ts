// The made-up rental orders and their timelines: when each was booked and for which days, by
// whom, which lines, which status, and what it cost. The orders that left the depot fit its
// stock, earlier runs' orders included. Money goes through the app's own pricing functions
// (ADR 002): no float ever holds an amount.

import type { order_events, rental_orders, RentalOrderItem } from "~/db/schema";
import { storedOrderFigures, storedTotals } from "~/orders/figures";
import type { BufferDays } from "~/orders/availability.server";
import { orderStatusLabel, type OrderStatus } from "~/orders/status";
import type { TaxRates } from "~/orders/taxes.server";
import { centsToDecimal, decimalToCents, type Cents } from "~/lib/pricing";
import { inclusiveDays, isoFromDayNumber, type IsoDate } from "~/lib/calendar-dates";
import { hash32, Random, Sampler } from "./random";
import { historyId, historyKey } from "./history-ids";
import { DAY_MINUTES, historyWindow, MINUTE, minuteOfDay, tunisTime, type HistoryWindow } from "./history-window";
import { daySampler, requestDay, type EventKind } from "./seasons";
import { makePerson, PLACE_WEIGHTS, PLACES } from "./people";
import { ORDER_PROFILES } from "./order-profiles";

/** A catalogue product as the order generator reads it (a database row). */
export type CatalogueProduct = {
  id: string;
  name: string;
  category: string;
  image_url: string;
  price: string;
  stock_quantity: number | null;
  is_available: boolean;
  buffer_days_before: number | null;
  buffer_days_after: number | null;
};

/** A line already holding units, as days (an order that existed before this run). */
export type HeldUnits = { productId: string; from: number; to: number; quantity: number };

export type NewOrder = typeof rental_orders.$inferInsert & {
  id: string;
  items: RentalOrderItem[];
  status: OrderStatus;
  rental_date: IsoDate;
  return_date: IsoDate;
  created_at: Date;
  updated_at: Date;
};
export type NewOrderEvent = typeof order_events.$inferInsert & { id: string; created_at: Date };
export type GeneratedOrder = { order: NewOrder; events: NewOrderEvent[] };

/** Back-office accounts that move the orders along (fictitious). */
const AGENCY_ACTORS = ["sarra.gharbi@imagine-events.tn", "karim.mansour@imagine-events.tn", "admin@imagine-events.tn"] as const;

/** Units of one line, by price: chairs by the hundred, a stage alone. */
function quantityRange(price: Cents): [number, number] {
  if (price < 1_000n) return [20, 250];
  if (price < 3_000n) return [4, 40];
  if (price < 10_000n) return [1, 12];
  if (price < 30_000n) return [1, 4];
  return [1, 2];
}

/** What is held, per product with a limited stock, day by day over the whole window. */
class StockBook {
  private readonly held = new Map<string, Int32Array>();
  private readonly origin: number;
  private readonly length: number;
  constructor(
    private readonly products: Map<string, CatalogueProduct>,
    private readonly buffers: BufferDays,
    window: HistoryWindow,
  ) {
    this.origin = window.firstDay - 200;
    this.length = window.lastDay - this.origin + 200;
  }
  private span(product: CatalogueProduct, from: number, to: number): [number, number] {
    const start = from - (product.buffer_days_before ?? this.buffers.before) - this.origin;
    const end = to + (product.buffer_days_after ?? this.buffers.after) - this.origin;
    return [Math.max(0, start), Math.min(this.length - 1, end)];
  }
  private days(productId: string): Int32Array {
    let days = this.held.get(productId);
    if (!days) this.held.set(productId, (days = new Int32Array(this.length)));
    return days;
  }
  /** Units of `productId` free over [from, to] with its buffers; Infinity when not limited. */
  free(productId: string, from: number, to: number): number {
    const product = this.products.get(productId);
    if (!product || product.stock_quantity === null) return Number.POSITIVE_INFINITY;
    const days = this.days(productId);
    const [start, end] = this.span(product, from, to);
    let peak = 0;
    for (let d = start; d <= end; d++) peak = Math.max(peak, days[d]!);
    return Math.max(0, product.stock_quantity - peak);
  }
  hold(productId: string, from: number, to: number, quantity: number) {
    const product = this.products.get(productId);
    if (!product || product.stock_quantity === null) return;
    const days = this.days(productId);
    const [start, end] = this.span(product, from, to);
    for (let d = start; d <= end; d++) days[d]! += quantity;
  }
}

/** Statuses that took the equipment out of the depot (and so had to fit the stock). */
export const OUT_OF_DEPOT: readonly OrderStatus[] = ["confirmed", "in_progress", "completed"];

function statusFor(random: Random, window: HistoryWindow, rentalDay: number, returnDay: number): OrderStatus {
  const t = window.todayDay;
  if (returnDay < t - 10) return random.weighted({ completed: 84, cancelled: 13, in_progress: 1.5, confirmed: 1, new: 0.5 });
  if (returnDay < t) return random.weighted({ completed: 55, in_progress: 30, cancelled: 13, confirmed: 2 });
  if (rentalDay < t) return random.weighted({ in_progress: 82, cancelled: 12, confirmed: 6 });
  return rentalDay - t <= 21 ? random.weighted({ confirmed: 62, new: 28, cancelled: 10 }) : random.weighted({ confirmed: 35, new: 57, cancelled: 8 });
}

export type OrderGenerationInput = {
  seed: number;
  run: number;
  count: number;
  today: IsoDate;
  /** Every product of the database: lines draw from the rentable ones. */
  catalogue: readonly CatalogueProduct[];
  taxes: TaxRates;
  bufferDefaults: BufferDays;
  /** Units already out over the window (orders of earlier runs). */
  held?: readonly HeldUnits[];
};

/**
 * The orders, oldest first (so their numbers grow with their dates), each with its timeline.
 * Dates first: a rental day and a kind of event, drawn over the window by season; the day it
 * was booked before it. Then, in booking order, the client, the lines (1 to 5 products of the
 * kind's categories, popular ones more often), the status from the dates, the units (an order
 * that left the depot fits the stock, first booked first served) and the figures.
 */
export function* generateOrders(input: OrderGenerationInput): Generator<GeneratedOrder> {
  if (input.count === 0) return;
  const window = historyWindow(input.today);
  const rentable = [...input.catalogue]
    .filter((product) => product.is_available && product.stock_quantity !== 0 && decimalToCents(product.price) !== null)
    .sort((a, b) => (a.category === b.category ? (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1) : a.category < b.category ? -1 : 1));
  if (rentable.length === 0) throw new Error("Aucun produit louable dans le catalogue : impossible de composer des commandes.");
  const byCategory = new Map<string, Sampler<CatalogueProduct>>();
  for (const product of rentable) {
    let sampler = byCategory.get(product.category);
    if (!sampler) byCategory.set(product.category, (sampler = new Sampler()));
    // A fixed popularity per product name: some items go out far more often than others.
    sampler.add(product, 0.3 + (hash32(`${input.seed}/${product.name}`) % 1000) / 600);
  }
  const book = new StockBook(new Map(input.catalogue.map((product) => [product.id, product])), input.bufferDefaults, window);
  for (const line of input.held ?? []) book.hold(line.productId, line.from, line.to, line.quantity);

  // 1. When: rental day, kind, booking instant; sorted by booking.
  const dates = new Random(input.seed, `orders/${input.run}/dates`);
  const shares = Object.fromEntries(Object.entries(ORDER_PROFILES).map(([kind, profile]) => [kind, profile.share])) as Record<string, number>;
  const sampler = daySampler(window, shares);
  const skeletons: { rentalDay: number; kind: Exclude<EventKind, "digital">; createdAt: number }[] = [];
  for (let i = 0; i < input.count; i++) {
    const { day, kind } = sampler.sample(dates);
    const profile = ORDER_PROFILES[kind as Exclude<EventKind, "digital">];
    const createdDay = requestDay(dates, window, day, dates.int(profile.lead[0], profile.lead[1]));
    skeletons.push({ rentalDay: day, kind: kind as Exclude<EventKind, "digital">, createdAt: tunisTime(createdDay, minuteOfDay(dates)) });
  }
  skeletons.sort((a, b) => a.createdAt - b.createdAt || a.rentalDay - b.rentalDay);

  // 2. What and who, in booking order.
  const random = new Random(input.seed, `orders/${input.run}/details`);
  const cutoff = window.cutoff.getTime();
  for (let index = 0; index < skeletons.length; index++) {
    const { rentalDay, kind, createdAt } = skeletons[index]!;
    const profile = ORDER_PROFILES[kind];
    const totalDays = random.chance(0.02) ? random.int(7, 14) : random.int(profile.days[0], profile.days[1]);
    const returnDay = rentalDay + totalDays - 1;
    const person = makePerson(random, random.chance(profile.companyShare) ? profile.companies : null);
    const place = PLACES[Number(random.weighted(PLACE_WEIGHTS))]!;
    const pickup = random.chance(profile.pickupShare);

    // Lines: distinct products, from the kind's categories.
    const categoryWeights = Object.fromEntries(
      Object.entries(profile.categories).filter(([category]) => byCategory.has(category)),
    ) as Record<string, number>;
    const lineCount = Number(random.weighted({ "1": 25, "2": 30, "3": 22, "4": 14, "5": 9 }));
    const chosen = new Map<string, CatalogueProduct>();
    for (let attempt = 0; chosen.size < lineCount && attempt < lineCount * 6; attempt++) {
      const product = byCategory.get(random.weighted(categoryWeights))!.sample(random);
      chosen.set(product.id, product);
    }
    let status = statusFor(random, window, rentalDay, returnDay);
    const wantedQuantity = (product: CatalogueProduct, price: Cents) => {
      const [low, high] = quantityRange(price);
      const quantity = Math.max(1, Math.round((random.int(low, high) * profile.scale) / 100));
      return Math.min(quantity, 500, product.stock_quantity ?? 500);
    };
    const wanted = [...chosen.values()].map((product) => {
      const price = decimalToCents(product.price)!;
      const quantity = wantedQuantity(product, price);
      // A line of its own dates now and then: a part of the order comes later or goes back earlier.
      let from = rentalDay;
      let to = returnDay;
      if (totalDays >= 2 && random.chance(0.08)) {
        from = rentalDay + random.int(0, totalDays - 2);
        to = random.int(from, returnDay);
        if (from === rentalDay && to === returnDay) to = returnDay - 1;
      }
      return { product, price, quantity, from, to };
    });
    // Equipment that left the depot fitted the stock, first booked first served: fewer units
    // when short; when none was free, the agency offered a similar product of the same category
    // that was; the order was cancelled when nothing could be supplied.
    let lines = wanted;
    let unavailable = false;
    if (OUT_OF_DEPOT.includes(status)) {
      const fitted: typeof wanted = [];
      const taken = new Set(wanted.map((line) => line.product.id));
      for (const line of wanted) {
        let free = book.free(line.product.id, line.from, line.to);
        let supplied = line;
        for (let attempt = 0; free === 0 && attempt < 4; attempt++) {
          const other = byCategory.get(line.product.category)!.sample(random);
          if (taken.has(other.id)) continue;
          const otherFree = book.free(other.id, line.from, line.to);
          if (otherFree === 0) continue;
          const price = decimalToCents(other.price)!;
          taken.add(other.id);
          supplied = { ...line, product: other, price, quantity: wantedQuantity(other, price) };
          free = otherFree;
        }
        if (free > 0) fitted.push({ ...supplied, quantity: Math.min(supplied.quantity, free) });
      }
      if (fitted.length === 0) {
        status = "cancelled";
        unavailable = true;
      } else {
        lines = fitted;
        for (const line of lines) book.hold(line.product.id, line.from, line.to, line.quantity);
      }
    }
    const rentalDate = isoFromDayNumber(rentalDay);
    const returnDate = isoFromDayNumber(returnDay);
    const items: RentalOrderItem[] = lines.map((line) => {
      const own = line.from !== rentalDay || line.to !== returnDay;
      const range = { from: isoFromDayNumber(line.from), to: isoFromDayNumber(line.to) };
      return {
        id: line.product.id,
        name: line.product.name,
        category: line.product.category,
        image: line.product.image_url,
        price: centsToDecimal(line.price),
        quantity: line.quantity,
        // The made-up orders bill every line at the settings' default rate.
        vatRate: input.taxes.vat_rate,
        totalDays: inclusiveDays(range),
        ...(own ? range : {}),
      };
    });

    // Charges: the delivery of the place, now and then a discount, a deposit on big rentals.
    const subtotal = storedOrderFigures({ items, delivery_fee: "0", delivery_fee_vat_rate: "0", discount_kind: "amount", discount_value: "0", deposit: "0", stamp_duty: "0" }).subtotal;
    const deliveryFee: Cents = pickup ? 0n : BigInt(random.int(place.fee[0] / 10, place.fee[1] / 10)) * 1_000n;
    let discountKind: "amount" | "percent" = "amount";
    let discountValue: Cents = 0n;
    if (random.chance(0.12)) {
      if (random.chance(0.6)) {
        discountKind = "percent";
        discountValue = BigInt(random.pick([5, 10, 15])) * 100n;
      } else {
        // A round amount, at most a tenth of the rental: ten dinars at a time.
        discountValue = (subtotal / 10n / 1_000n) * 1_000n;
      }
    }
    const deposit: Cents = subtotal >= 100_000n && random.chance(0.35) ? (subtotal / 5n / 5_000n) * 5_000n : 0n;
    const charges = {
      delivery_fee: centsToDecimal(deliveryFee),
      discount_kind: discountKind,
      discount_value: centsToDecimal(discountValue),
      deposit: centsToDecimal(deposit),
      vat_rate: input.taxes.vat_rate,
      delivery_fee_vat_rate: input.taxes.vat_rate,
      stamp_duty: input.taxes.stamp_duty,
    };
    const figures = storedOrderFigures({ items, ...charges });

    // The timeline: placed, then each status change of SPEC §4, each after the one before it and
    // before midnight of today.
    const id = historyId(input.seed, input.run, "rental_orders", index);
    const clientName = `${person.first_name} ${person.last_name}`;
    const actor = random.pick(AGENCY_ACTORS);
    const events: NewOrderEvent[] = [];
    let last = createdAt;
    const push = (at: number, kind: string, summary: string, who: string, details: string[] = []) => {
      last = Math.max(Math.min(at, cutoff - MINUTE), last + MINUTE);
      events.push({ id: historyId(input.seed, input.run, "order_events", index * 8 + events.length), order_id: id, kind, summary, details, actor: who, created_at: new Date(last) });
    };
    events.push({ id: historyId(input.seed, input.run, "order_events", index * 8), order_id: id, kind: "placed", summary: "Commande passée sur le site", details: [], actor: clientName, created_at: new Date(createdAt) });
    const rentalStart = tunisTime(rentalDay, 0);
    const change = (from: OrderStatus, to: OrderStatus, at: number, details?: string[]) =>
      push(at, "status", `Statut : ${orderStatusLabel(from)} → ${orderStatusLabel(to)}`, actor, details);
    if (status === "cancelled") {
      const reason = unavailable ? ["Matériel indisponible aux dates demandées."] : undefined;
      change("new", "cancelled", createdAt + random.float() * Math.max(MINUTE * 30, Math.min(rentalStart, cutoff) - createdAt), reason);
    } else if (status !== "new") {
      const room = Math.max(30 * MINUTE, Math.min(3 * DAY_MINUTES * MINUTE, rentalStart - 60 * MINUTE - createdAt));
      change("new", "confirmed", createdAt + 30 * MINUTE + random.float() * room);
      if (status === "in_progress" || status === "completed") {
        change("confirmed", "in_progress", tunisTime(rentalDay, random.int(7 * 60, 10 * 60)));
      }
      if (status === "completed") {
        change("in_progress", "completed", tunisTime(returnDay, random.int(17 * 60, 17 * 60 + 36 * 60)));
      }
    }

    const noteTemplate = random.chance(0.35) ? random.pick(profile.notes) : null;
    const order: NewOrder = {
      id,
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone: person.phone,
      company: person.company,
      rental_date: rentalDate,
      return_date: returnDate,
      fulfilment: pickup ? "pickup" : "delivery",
      delivery_address: pickup ? "" : `${random.int(1, 120)} ${random.pick(place.streets)}, ${place.postal} ${place.city}`,
      departure_slot: random.weighted({ morning: 55, afternoon: 35, evening: 10 }),
      return_slot: random.weighted({ morning: 40, afternoon: 35, evening: 25 }),
      notes: noteTemplate ? noteTemplate.replace("{city}", place.city) : null,
      items,
      ...charges,
      ...storedTotals(figures),
      status,
      version: 1,
      user_id: null,
      idempotency_key: historyKey(input.run, index),
      created_at: new Date(createdAt),
      updated_at: new Date(last),
    };
    yield { order, events };
  }
}
