// A made-up but plausible history for benchmarks and demonstrations (`npm run db:seed-history`):
// catalogue products, rental orders with their timelines, and contact messages over three years
// (the past two and a half and the next six months), and their money: payments, online payment
// attempts and deposits (money.server.ts). Deterministic: one seed, one "today" and
// one starting database always give the same rows, ids included, so a benchmark repeats.
//
// This module writes it into the database, in one transaction; the rows come from the pure
// generators beside it (catalogue.ts, orders.ts, messages.ts), marked as history (history-ids.ts).
// A database holding orders it did not make is refused unless forced.

import { and, count, getTableColumns, getTableName, gte, inArray, isNull, lte, notLike, or, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, order_events, order_payments, payment_attempts, rental_orders, rental_products } from "~/db/schema";
import { getBufferDefaults } from "~/orders/availability.server";
import { getTaxRates } from "~/orders/taxes.server";
import { dayNumber, isoFromDayNumber, todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import type { HistoryOptions } from "./history-args";
import { frenchDate, frenchNumber } from "./french-format";
import { HISTORY_KEY_PREFIX, historyIdPattern } from "./history-ids";
import { historyWindow } from "./history-window";
import { generateProducts } from "./catalogue";
import { generateOrders, OUT_OF_DEPOT, type CatalogueProduct, type HeldUnits, type NewOrderEvent } from "./orders";
import { generateMessages } from "./messages";
import { insertHistoryMoney, type HistoryMoney } from "./money.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";

/** Rows per INSERT statement. */
export const HISTORY_BATCH_SIZE = 1_000;

/** Refused: the database holds orders this script did not make, and --force was not given. */
export class HistoryRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "HistoryRefusedError";
  }
}

export type HistoryReport = {
  run: number;
  seed: number;
  today: IsoDate;
  inserted: {
    rental_products: number;
    rental_orders: number;
    order_events: number;
    contact_messages: number;
    event_requests: number;
    order_payments: number;
    payment_attempts: number;
    order_deposits: number;
  };
  /** What this run's orders were paid, and their deposits still held. */
  money: Pick<HistoryMoney, "received" | "paidOrders" | "heldDeposits">;
  /** Products in the catalogue once done. */
  catalogueSize: number;
  /** Orders of the database this script did not make (added to only with --force). */
  foreignOrders: number;
  seconds: number;
};

/** Orders this script did not make: no history key. */
export async function countForeignOrders(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rental_orders)
    .where(or(isNull(rental_orders.idempotency_key), notLike(rental_orders.idempotency_key, `${HISTORY_KEY_PREFIX}%`)));
  return row?.n ?? 0;
}

/**
 * The last run number found in the database: from the history keys of orders and messages and
 * from the history ids of products and events (those outlive a deleted order), so a new run's
 * ids and keys never meet an older run's.
 */
export async function lastHistoryRun(db: DbExecutor): Promise<number> {
  const runs: number[] = [0];
  const keyRuns = sql<string>`split_part(idempotency_key, ':', 2)`;
  for (const table of [rental_orders, contact_messages]) {
    const rows = await db
      .selectDistinct({ run: keyRuns })
      .from(table)
      .where(sql`${table.idempotency_key} ~ ${`^${HISTORY_KEY_PREFIX}[0-9]+:`}`);
    for (const row of rows) runs.push(Number(row.run));
  }
  for (const [table, name] of [
    [rental_products, "rental_products"],
    [order_events, "order_events"],
    [order_payments, "order_payments"],
    [payment_attempts, "payment_attempts"],
  ] as const) {
    // The whole shape of a history id, not its table code alone: those rows also have random ids.
    const rows = await db
      .selectDistinct({ run: sql<string>`substr(${table.id}::text, 10, 4)` })
      .from(table)
      .where(sql`${table.id}::text ~ ${historyIdPattern(name)}`);
    for (const row of rows) runs.push(Number.parseInt(row.run, 16));
  }
  return Math.max(...runs.filter(Number.isFinite));
}

/** A string literal that reads the same whatever standard_conforming_strings says. */
function quoted(text: string): string {
  return `E'${text.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/**
 * One multi-row INSERT of `rows` into `table`, its values written as typed literals (each cast to
 * its column's SQL type, read from the Drizzle schema) rather than bound parameters: 1 000 rows of
 * 30 columns are 30 000 parameters, and binding them cost PGlite more than running the insert
 * (an order batch took about half as long this way on this machine). Every row of a batch has the
 * same keys, those of the schema's insert type.
 */
export async function insertRows<T extends PgTable>(db: DbExecutor, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const types = keys.map((key) => columns[key]!.getSQLType());
  const literal = (value: unknown, type: string): string => {
    if (value === null || value === undefined) return "NULL";
    if (value instanceof Date) return `${quoted(value.toISOString())}::${type}`;
    if (type === "jsonb" || type === "json") return `${quoted(JSON.stringify(value))}::${type}`;
    if (Array.isArray(value)) return value.length === 0 ? `'{}'::${type}` : `ARRAY[${value.map((item) => quoted(String(item))).join(",")}]::${type}`;
    return `${quoted(String(value))}::${type}`;
  };
  const values = rows.map((row) => {
    const record = row as Record<string, unknown>;
    return `(${keys.map((key, i) => literal(record[key], types[i]!)).join(",")})`;
  });
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(", ");
  await db.execute(sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values.join(",\n")}`));
}

async function inBatches<T>(rows: Iterable<T>, size: number, write: (batch: T[]) => Promise<unknown>): Promise<number> {
  let batch: T[] = [];
  let written = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      await write(batch);
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await write(batch);
    written += batch.length;
  }
  return written;
}

/**
 * Adds a history to `db` in one transaction (all of it or nothing): tops the catalogue up to
 * `options.products`, then the orders with their timelines and the contact messages, `batchSize`
 * rows per INSERT. Throws HistoryRefusedError, before writing anything, when the database holds
 * orders it did not make and `force` is not set. A database that holds only earlier runs gets
 * a new run (its keys and ids follow the last one).
 */
export async function seedHistory(db: Db, options: HistoryOptions & { batchSize?: number }): Promise<HistoryReport> {
  const started = performance.now();
  const today = options.today ?? todayInTunis();
  const window = historyWindow(today);
  const size = options.batchSize ?? HISTORY_BATCH_SIZE;
  return db.transaction(async (tx) => {
    const foreignOrders = await countForeignOrders(tx);
    if (foreignOrders > 0 && !options.force) {
      throw new HistoryRefusedError(
        `La base contient déjà ${frenchNumber(foreignOrders)} commande${foreignOrders > 1 ? "s" : ""} que ce script n'a pas créée${foreignOrders > 1 ? "s" : ""} : ` +
          "rien n'a été ajouté. Utilisez une base de test, ou relancez avec --force pour ajouter l'historique malgré tout.",
      );
    }
    const run = (await lastHistoryRun(tx)) + 1;
    if (run > 0xffff) throw new Error("Trop d'exécutions de l'historique sur cette base (65 535 au plus).");
    await pendingSearchEntries(tx, "on");

    // The catalogue, topped up.
    const [existing] = await tx.select({ n: count() }).from(rental_products);
    const existingProducts = existing?.n ?? 0;
    const products = generateProducts({ seed: options.seed, run, startIndex: existingProducts, count: Math.max(0, options.products - existingProducts), today });
    const productsInserted = await inBatches(products, size, (batch) => insertRows(tx, rental_products, batch));
    const catalogue: CatalogueProduct[] = await tx
      .select({
        id: rental_products.id,
        name: rental_products.name,
        category: rental_products.category,
        image_url: rental_products.image_url,
        price: rental_products.price,
        stock_quantity: rental_products.stock_quantity,
        is_available: rental_products.is_available,
        buffer_days_before: rental_products.buffer_days_before,
        buffer_days_after: rental_products.buffer_days_after,
      })
      .from(rental_products);

    // Units already out over the window: earlier runs' (or, forced, the agency's) orders.
    const heldRows =
      options.orders === 0
        ? []
        : await tx
            .select({ from: rental_orders.rental_date, to: rental_orders.return_date, items: rental_orders.items })
            .from(rental_orders)
            .where(
              and(
                inArray(rental_orders.status, [...OUT_OF_DEPOT]),
                gte(rental_orders.return_date, isoFromDayNumber(window.firstDay - 100)),
                lte(rental_orders.rental_date, isoFromDayNumber(window.lastDay + 100)),
              ),
            );
    const held: HeldUnits[] = [];
    for (const row of heldRows) {
      for (const item of row.items) {
        const from = dayNumber(item.from ?? row.from);
        const to = dayNumber(item.to ?? row.to);
        if (from !== null && to !== null) held.push({ productId: item.id, from, to, quantity: item.quantity });
      }
    }

    let ordersInserted = 0;
    let eventsInserted = 0;
    if (options.orders > 0) {
      const orders = generateOrders({
        seed: options.seed,
        run,
        count: options.orders,
        today,
        catalogue,
        taxes: await getTaxRates(tx),
        bufferDefaults: await getBufferDefaults(tx),
        held,
      });
      let events: NewOrderEvent[] = [];
      ordersInserted = await inBatches(orders, size, async (batch) => {
        await insertRows(tx, rental_orders, batch.map((generated) => generated.order));
        for (const generated of batch) events.push(...generated.events);
        // Events are small rows: written by whole batches too, as they come.
        while (events.length >= size) {
          await insertRows(tx, order_events, events.slice(0, size));
          eventsInserted += size;
          events = events.slice(size);
        }
      });
      if (events.length > 0) {
        await insertRows(tx, order_events, events);
        eventsInserted += events.length;
      }
    }
    const messagesInserted = await inBatches(generateMessages({ seed: options.seed, run, count: options.messages, today }), size, (batch) =>
      insertRows(tx, contact_messages, batch),
    );
    const requestsInserted = messagesInserted > 0 ? await insertHistoryRequests(tx, run, today) : 0;
    const money = await insertHistoryMoney(tx, { seed: options.seed, run, today });
    await pendingSearchEntries(tx, "off");
    return {
      run,
      seed: options.seed,
      today,
      inserted: {
        rental_products: productsInserted,
        rental_orders: ordersInserted,
        order_events: eventsInserted,
        contact_messages: messagesInserted,
        event_requests: requestsInserted,
        order_payments: money.payments,
        payment_attempts: money.attempts,
        order_deposits: money.deposits,
      },
      money: { received: money.received, paidOrders: money.paidOrders, heldDeposits: money.heldDeposits },
      catalogueSize: catalogue.length,
      foreignOrders,
      seconds: (performance.now() - started) / 1000,
    };
  });
}

const SEARCH_INDEXES = ["rental_orders_search_idx", "contact_messages_search_idx"] as const;

/**
 * The search's trigram indexes take each new row straight into the index (migration 0023), about
 * 1,7 ms a row on PGlite. While the history is written, new entries wait in the index's pending
 * list instead, merged into the index a few megabytes at a time; once written, the rest of the list
 * is flushed and the list turned off again, so that no search reads it (8 s for 50 000 orders and
 * messages). Inside the history's transaction: a failed run leaves both as they were.
 */
async function pendingSearchEntries(tx: DbExecutor, state: "on" | "off"): Promise<void> {
  for (const index of SEARCH_INDEXES) {
    await tx.execute(sql.raw(`alter index ${index} set (fastupdate = ${state})`));
    if (state === "off") await tx.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
  }
}

/**
 * The requests of this run's messages (issue 24), in one statement: the last 45 days' still open
 * (new, qualified or proposal sent), older ones mostly decided — about a third won with a value,
 * the rest lost with a reason, a few still qualified —, eight in ten answered within two days.
 * Drawn from a hash of the message's id, so a run is the same on every database.
 */
async function insertHistoryRequests(tx: DbExecutor, run: number, today: string): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
    insert into ${event_requests} (message_id, stage, event_date, guests, won_value, lost_reason, decided_at, first_answer_at, created_at, updated_at)
    select m.id, p.stage, m.event_date, m.guest_count,
      case when p.stage = 'won' then (1500 + (p.h % 57) * 650)::numeric(14, 2) end,
      case when p.stage = 'lost' then (array['budget', 'date', 'competitor', 'no_answer', 'cancelled'])[1 + p.h % 5] end,
      case when p.stage in ('won', 'lost') then m.created_at + make_interval(days => 5 + p.h % 35) end,
      case when p.h % 10 < 8 then m.created_at + make_interval(hours => 1 + p.h % 47) end,
      m.created_at, m.created_at
    from ${contact_messages} m
    cross join lateral (select abs(hashtext(m.id::text)) as h) hashed
    cross join lateral (
      select hashed.h as h,
        case
          when m.created_at > (${today}::date - 45)::timestamptz then (array['new', 'qualified', 'proposal_sent'])[1 + hashed.h % 3]
          when hashed.h % 100 < 32 then 'won'
          when hashed.h % 100 < 92 then 'lost'
          else 'qualified'
        end as stage
    ) p
    where m.idempotency_key like ${`historique:${run}:%`}
    on conflict do nothing
    returning 1)
    select count(*)::int as n from inserted`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The French summary the script prints. */
export function historySummary(report: HistoryReport, totalSeconds: number = report.seconds): string {
  const seconds = (value: number) => value.toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rows = Object.entries(report.inserted).map(([table, n]) => `  ${table.padEnd(17)} +${frenchNumber(n)}`);
  return [
    `Historique n° ${report.run} ajouté (graine ${report.seed}, jour de référence ${frenchDate(report.today)}) :`,
    ...rows,
    `Encaissé : ${formatPrice(decimalToCents(report.money.received) ?? 0n)} sur ${frenchNumber(report.money.paidOrders)} commande${report.money.paidOrders > 1 ? "s" : ""} (paiements non annulés) ; ` +
      `${frenchNumber(report.money.heldDeposits)} caution${report.money.heldDeposits > 1 ? "s" : ""} encore détenue${report.money.heldDeposits > 1 ? "s" : ""}.`,
    `Catalogue : ${frenchNumber(report.catalogueSize)} produits.` +
      (report.foreignOrders > 0 ? ` Ajouté avec --force à côté de ${frenchNumber(report.foreignOrders)} commande(s) existante(s).` : ""),
    `Durée : ${seconds(report.seconds)} s d'insertion, ${seconds(totalSeconds)} s au total.`,
  ].join("\n");
}
