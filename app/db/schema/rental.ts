import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/locale";
import { bytea, id, timestamps, vatRate } from "./columns";
import { orderPaymentColumns } from "./payments";

export const rental_products = pgTable(
  "rental_products",
  {
    id: id(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    image_url: text("image_url").notNull(),
    /** Exact decimal, read as a string by the driver and handled by app/lib/money.ts. */
    price: numeric("price", { precision: 10, scale: 2 }).notNull().default("0"),
    period: text("period").notNull().default("jour"),
    /** Number of units owned; null means not limited. */
    stock_quantity: integer("stock_quantity").default(0),
    is_available: boolean("is_available").notNull().default(true),
    /** The VAT rate a line of this product takes on an order or an event quote (issue 37). */
    vat_rate: vatRate(),
    /**
     * Days held before a rental (preparation) and after it (return checking) for this product;
     * null: the site setting's default (issue 12).
     */
    buffer_days_before: integer("buffer_days_before"),
    buffer_days_after: integer("buffer_days_after"),
    ...timestamps,
  },
  (t) => [
    index("rental_products_category_idx").on(t.category),
    check("rental_products_price_not_negative", sql`${t.price} >= 0`),
    check("rental_products_vat_rate_range", sql`${t.vat_rate} between 0 and 100`),
    check(
      "rental_products_buffer_days_range",
      sql`coalesce(${t.buffer_days_before}, 0) between 0 and 30 and coalesce(${t.buffer_days_after}, 0) between 0 and 30`,
    ),
  ],
);

/** The items snapshot stored with an order (SPEC §3): what was rented, at the price of the day. */
export type RentalOrderItem = {
  id: string;
  name: string;
  category: string;
  image: string;
  /** Unit price per day, exact decimal string such as "120.00". */
  price: string;
  quantity: number;
  totalDays: number;
  /**
   * The line's VAT rate in percent, "19.00" (issue 37): its product's when added, one of the
   * settings' list when the agency changes it. Orders stored before took the order's vat_rate
   * (migration 0026).
   */
  vatRate: string;
  /**
   * The line's own rental days when they differ from the order's period (edited in the back
   * office); absent, the line follows the order's dates.
   */
  from?: string;
  to?: string;
};

export const rental_orders = pgTable(
  "rental_orders",
  {
    id: id(),
    /** Human-readable number given to the client (CMD-000042). */
    order_number: integer("order_number").notNull().generatedAlwaysAsIdentity(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    rental_date: date("rental_date").notNull(),
    return_date: date("return_date").notNull(),
    /** "delivery" (to delivery_address) or "pickup" at the depot (delivery_address is then ""). */
    fulfilment: text("fulfilment").notNull().default("delivery"),
    delivery_address: text("delivery_address").notNull(),
    /** Time slots of the departure and the return (app/orders/fulfilment.ts); null on older orders. */
    departure_slot: text("departure_slot"),
    return_slot: text("return_slot"),
    notes: text("notes"),
    items: jsonb("items").$type<RentalOrderItem[]>().notNull(),
    /** SPEC §3's total_amount: the rental subtotal HT, Σ unit price × quantity × days. */
    total_amount: numeric("total_amount", { precision: 12, scale: 2 }).notNull(),
    // Charges settled with the client in the back office (issue 11), amounts HT.
    delivery_fee: numeric("delivery_fee", { precision: 12, scale: 2 }).notNull().default("0"),
    /** "amount": discount_value is DT; "percent": discount_value is a percent of the subtotal. */
    discount_kind: text("discount_kind").notNull().default("amount"),
    discount_value: numeric("discount_value", { precision: 12, scale: 2 }).notNull().default("0"),
    /** Caution: asked apart, never part of the total. */
    deposit: numeric("deposit", { precision: 12, scale: 2 }).notNull().default("0"),
    /**
     * The legal settings' default VAT rate when the order was placed. Since issue 37 each line
     * carries its own rate (items[].vatRate) and the delivery fee its own (below): this one stays
     * as the order's origin, and the rate its lines and fee took when they were given rates.
     */
    vat_rate: numeric("vat_rate", { precision: 5, scale: 2 }).notNull().default("19"),
    /** The delivery and installation fee's VAT rate (issue 37). */
    delivery_fee_vat_rate: vatRate("delivery_fee_vat_rate"),
    stamp_duty: numeric("stamp_duty", { precision: 12, scale: 2 }).notNull().default("1"),
    // Figures computed by app/orders/figures.ts on every write (kept for the desk's sums).
    total_ht: numeric("total_ht", { precision: 12, scale: 2 }).notNull().default("0"),
    vat_amount: numeric("vat_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    total_ttc: numeric("total_ttc", { precision: 12, scale: 2 }).notNull().default("0"),
    status: text("status").notNull().default("new"),
    /** Bumped by every edit: a save made from an older copy is refused. */
    version: integer("version").notNull().default(1),
    /**
     * The version of the client's link (/commande/<token>) signed into it: bumped to revoke every
     * link given so far ('Renvoyer un nouveau lien', 'Révoquer les liens', a password reset).
     */
    link_version: integer("link_version").notNull().default(1),
    ...orderPaymentColumns,
    /**
     * The account that placed the order, when signed in ('Mon compte'). No foreign key: a
     * deleted account leaves its orders to the agency's accounts (set to null by the deletion).
     */
    user_id: text("user_id"),
    /** Generated with the checkout form so that a resent submission never makes a second order. */
    idempotency_key: text("idempotency_key").unique(),
    /** The language the order was placed in (ADR 021): its e-mails and the client's page use it. */
    locale: text("locale").$type<Locale>().notNull().default("fr"),
    ...timestamps,
  },
  (t) => [
    // The order page, the desk's search and the client links find an order by its number.
    uniqueIndex("rental_orders_number_idx").on(t.order_number),
    // The desk's pages: newest first, whole or by status (and its count).
    index("rental_orders_status_created_idx").on(t.status, t.created_at),
    index("rental_orders_created_at_idx").on(t.created_at),
    index("rental_orders_user_idx").on(t.user_id),
    index("rental_orders_email_idx").on(sql`lower(${t.email})`),
    index("rental_orders_dates_idx").on(t.rental_date, t.return_date),
    // The desk filtered by payment status: the orders something was paid for, newest first.
    index("rental_orders_paid_created_idx").on(t.created_at).where(sql`${t.paid_amount} > 0`),
    // The desk's 'En retard' filter: the invoiced orders, by due date.
    index("rental_orders_invoice_due_idx").on(t.invoice_due_on).where(sql`${t.invoice_due_on} is not null`),
    // The invoices still owed, by due date ('Aujourd'hui', the reminders' pick, the desk's 'En
    // retard'): overdueCondition's own terms, so that a history of paid invoices is not read.
    index("rental_orders_owing_idx")
      .on(t.invoice_due_on)
      .where(sql`${t.invoice_due_on} is not null and ${t.status} <> 'cancelled' and (${t.total_ttc} - ${t.credited_ttc} + ${t.charges_due_ttc} - ${t.paid_amount}) > 0`),
    // 'Aujourd'hui's orders to confirm: the new orders, the soonest departure first.
    index("rental_orders_new_idx").on(t.rental_date, t.order_number).where(sql`${t.status} = 'new'`),
    // The finances' receivables: the orders owing on a charges' invoice, their rental invoiced or not.
    index("rental_orders_charges_due_idx").on(t.id).where(sql`${t.charges_due_ttc} > 0`),
    // The departures and returns sheet reads a day's returns too.
    index("rental_orders_return_date_idx").on(t.return_date),
    check("rental_orders_fulfilment", sql`${t.fulfilment} in ('delivery', 'pickup')`),
    check(
      "rental_orders_slots",
      sql`coalesce(${t.departure_slot}, 'morning') in ('morning', 'afternoon', 'evening') and coalesce(${t.return_slot}, 'morning') in ('morning', 'afternoon', 'evening')`,
    ),
    check("rental_orders_locale", sql`${t.locale} in ('fr', 'en', 'ar')`),
    check("rental_orders_discount_kind", sql`${t.discount_kind} in ('amount', 'percent')`),
    check("rental_orders_delivery_fee_vat_rate_range", sql`${t.delivery_fee_vat_rate} between 0 and 100`),
    check(
      "rental_orders_charges_not_negative",
      sql`${t.delivery_fee} >= 0 and ${t.discount_value} >= 0 and ${t.deposit} >= 0 and ${t.vat_rate} >= 0 and ${t.stamp_duty} >= 0`,
    ),
  ],
);

/** A stored order, as every part of the app reads it. */
export type RentalOrder = typeof rental_orders.$inferSelect;

/**
 * What happened to an order, newest last: placed, edited (with what changed), status changes,
 * documents issued or e-mailed, e-mails sent or failed. No foreign key on purpose: a deleted
 * order's timeline stays, and comes back with the order when the delete is undone.
 */
export const order_events = pgTable(
  "order_events",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    /** The changes of an edit, one French sentence each. */
    details: jsonb("details").$type<string[]>().notNull().default([]),
    /** Who did it: the admin's e-mail, the client's name, or "Système". */
    actor: text("actor").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.order_id, t.created_at)],
);

/**
 * Quotes, invoices and credit notes (factures d'avoir), stored as issued: the PDF bytes and the
 * figures they show. Their content is never updated: an invoice is immutable, a new quote is a new
 * version, an invoice is corrected by a credit note. The one column written later is an invoice's
 * `credited_by`, set once when credit notes have credited all of it. No foreign key, like the
 * timeline: an invoice outlives anything that happens to its order.
 */
export const order_documents = pgTable(
  "order_documents",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    /**
     * "quote" (devis), "invoice" (facture), "complementary_invoice" (facture complémentaire: the
     * retained part of a deposit, FAC numbering), "credit_note" (facture d'avoir) or "receipt" (reçu de paiement).
     */
    kind: text("kind").notNull(),
    /** DEV-2026-0001, FAC-2026-0001, AV-2026-0001 or REC-2026-0001: one quote number per order, its versions share it. */
    number: text("number").notNull(),
    version: integer("version").notNull().default(1),
    /** A quote: the order's version (rental_orders.version) it was made from; an edit after it makes it stale. */
    order_version: integer("order_version"),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** Negative for a credit note. Null for a receipt (issue 22: the finances page sums it per month). */
    total_ht: numeric("total_ht", { precision: 12, scale: 2 }),
    /** Negative for a credit note. */
    total_ttc: numeric("total_ttc", { precision: 12, scale: 2 }).notNull(),
    /** A credit note: the invoice it corrects. */
    corrects_id: uuid("corrects_id"),
    /** An invoice: the credit note that completed its credit (it no longer stands). */
    credited_by: uuid("credited_by"),
    /** A receipt (reçu de paiement): the payment it acknowledges. */
    payment_id: uuid("payment_id"),
    /** The plain data the PDF is made from (app/orders/documents/document-data.ts). */
    data: jsonb("data").notNull(),
    /**
     * The PDF, a pure function of `data`: null from the issuing transaction until a worker thread
     * has rendered it (issue 38), which spares the request and the order's lock the render.
     * Read through document-pdfs.server.ts, which renders and stores a missing one.
     */
    pdf: bytea("pdf"),
    issued_by: text("issued_by").notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_documents_order_idx").on(t.order_id, t.kind),
    uniqueIndex("order_documents_number_version_idx").on(t.number, t.version),
    // One standing invoice per order, whatever the instances do (a fully credited one no longer stands).
    uniqueIndex("order_documents_one_invoice_idx").on(t.order_id).where(sql`${t.kind} = 'invoice' and ${t.credited_by} is null`),
    index("order_documents_corrects_idx").on(t.corrects_id).where(sql`${t.corrects_id} is not null`),
    // The renderer's queue: the documents whose PDF is still to be made (a handful at most).
    index("order_documents_pdf_pending_idx").on(t.issued_at).where(sql`${t.pdf} is null`),
    // One receipt per payment, whatever the instances do.
    uniqueIndex("order_documents_payment_idx").on(t.payment_id).where(sql`${t.payment_id} is not null`),
    // The finances page reads the invoices, complementary invoices and credit notes of a period.
    index("order_documents_issued_idx").on(t.issued_at).where(sql`${t.kind} in ('invoice', 'complementary_invoice', 'credit_note')`),
    // Complementary invoices are several per order since issue 23 (the charges after a rental, billed
    // as they come, and the kept deposit's): order_documents_order_idx finds them.
    check("order_documents_kind", sql`${t.kind} in ('quote', 'invoice', 'complementary_invoice', 'credit_note', 'receipt')`),
    check("order_documents_receipt", sql`(${t.kind} = 'receipt') = (${t.payment_id} is not null)`),
    check("order_documents_credit_note", sql`(${t.kind} = 'credit_note') = (${t.corrects_id} is not null)`),
  ],
);

/**
 * A client's online acceptance of one quote version ('Bon pour accord', issue 22): who typed their
 * name, when, from which address and browser, and the SHA-256 of the stored PDF they were shown.
 * One per quote version; a new version needs a new acceptance. Never changed nor deleted.
 */
export const quote_acceptances = pgTable(
  "quote_acceptances",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    document_id: uuid("document_id").notNull(),
    quote_number: text("quote_number").notNull(),
    version: integer("version").notNull(),
    accepted_name: text("accepted_name").notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip").notNull(),
    user_agent: text("user_agent").notNull(),
    pdf_sha256: text("pdf_sha256").notNull(),
  },
  (t) => [
    uniqueIndex("quote_acceptances_document_idx").on(t.document_id),
    index("quote_acceptances_order_idx").on(t.order_id, t.version),
    // 'Aujourd'hui' reads the acceptances of the last days.
    index("quote_acceptances_accepted_idx").on(t.accepted_at),
  ],
);

/**
 * The last number given per document kind and calendar year. Taken with an upsert inside the
 * transaction that stores the document: concurrent issuers queue on the row, and a rolled-back
 * issue gives its number back, so numbers have no gap and no duplicate.
 */
export const document_counters = pgTable(
  "document_counters",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    last_value: integer("last_value").notNull(),
  },
  (t) => [uniqueIndex("document_counters_kind_year_idx").on(t.kind, t.year)],
);
