import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, vatRate } from "./columns";

/**
 * How a client paid (issue 22): the retenue à la source settles an invoice like a payment.
 * 'online' is recorded only by a gateway's confirmation (issue 40), never typed by the agency.
 */
export const PAYMENT_METHODS = ["cash", "transfer", "cheque", "card", "withholding", "online"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods the agency records by hand. */
export const MANUAL_PAYMENT_METHODS = ["cash", "transfer", "cheque", "card", "withholding"] as const satisfies readonly PaymentMethod[];

/** The online payment gateways that serve Tunisian merchants (issue 40). */
export const PAYMENT_GATEWAYS = ["konnect", "flouci"] as const;
export type PaymentGatewayId = (typeof PAYMENT_GATEWAYS)[number];

/**
 * Money received for an order. Never deleted nor changed: a mistake is cancelled with its reason
 * (kept, struck through on the order's page), and the right payment recorded again. No foreign
 * key, like the order's documents: what was paid outlives what happens to the order (and an order
 * with payments cannot be deleted).
 */
export const order_payments = pgTable(
  "order_payments",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    /** The day the money was received (Africa/Tunis calendar day). */
    paid_on: date("paid_on").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    /** A transfer's or a card's reference, free text; an online payment's: the gateway's. */
    reference: text("reference"),
    /** The gateway that confirmed an online payment; null for the others. */
    gateway: text("gateway").$type<PaymentGatewayId>(),
    cheque_number: text("cheque_number"),
    bank: text("bank"),
    /** The withholding certificate (certificat de retenue à la source) the payer hands over. */
    certificate_number: text("certificate_number"),
    note: text("note"),
    recorded_by: text("recorded_by").notNull(),
    recorded_at: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    cancelled_by: text("cancelled_by"),
    cancel_reason: text("cancel_reason"),
  },
  (t) => [
    index("order_payments_order_idx").on(t.order_id, t.recorded_at),
    // The finances page sums the payments of twelve months, and the accountant's journal lists
    // those of a period, cancelled ones included: both read them by the day they were received.
    index("order_payments_paid_on_idx").on(t.paid_on),
    check("order_payments_amount_positive", sql`${t.amount} > 0`),
    check("order_payments_method", sql`${t.method} in ('cash', 'transfer', 'cheque', 'card', 'withholding', 'online')`),
    // An online payment names its gateway and the gateway's reference, and exists once per reference.
    check("order_payments_online", sql`(${t.method} = 'online') = (${t.gateway} is not null) and (${t.gateway} is null or ${t.reference} is not null)`),
    uniqueIndex("order_payments_gateway_reference").on(t.gateway, t.reference).where(sql`${t.gateway} is not null`),
    check("order_payments_cheque_number", sql`${t.method} <> 'cheque' or ${t.cheque_number} is not null`),
    check("order_payments_certificate", sql`${t.method} <> 'withholding' or ${t.certificate_number} is not null`),
    check("order_payments_cancelled", sql`(${t.cancelled_at} is null) = (${t.cancel_reason} is null)`),
  ],
);

/**
 * Kept on the order by the payments module in the transaction that records or cancels a payment:
 * Σ of its payments not cancelled (the desk filters and sorts on it without reading every
 * payment), and a revision that a form recorded from an older page is checked against.
 */
export const orderPaymentColumns = {
  paid_amount: numeric("paid_amount", { precision: 14, scale: 2 }).notNull().default("0"),
  payments_revision: integer("payments_revision").notNull().default(0),
  /** Bumped by each check-out and check-in (issue 23): a depot form drawn before another one was saved is refused. */
  depot_revision: integer("depot_revision").notNull().default(0),
  /**
   * Σ of the credit notes (TTC, as a positive amount) issued against the order's standing invoice:
   * what the client owes is total_ttc − credited_ttc. Back to 0 when the invoice is credited in
   * full (the order is then no longer invoiced, and may be edited and invoiced again).
   */
  credited_ttc: numeric("credited_ttc", { precision: 14, scale: 2 }).notNull().default("0"),
  /**
   * The day the standing invoice falls due (its issue day + the payment terms in days then in
   * force), null while the order has no standing invoice: past it with a balance due, the order
   * is 'En retard' (the desk filters on it through a partial index).
   */
  invoice_due_on: date("invoice_due_on"),
  /**
   * What the client owes on the facture complémentaire of the order's charges (damage, loss, late
   * fee: order_charges), less the part the kept deposit settled: owed on top of total_ttc −
   * credited_ttc.
   */
  charges_due_ttc: numeric("charges_due_ttc", { precision: 14, scale: 2 }).notNull().default("0"),
};

/**
 * A deposit held on the client's card (Flouci's pre-authorisation, issue 40): held, then
 * 'releasing' or 'capturing' while the gateway is asked, then released or captured (part or all).
 */
export const HOLD_STATES = ["held", "releasing", "capturing", "released", "captured"] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** Why part or all of a deposit is kept (issue 22). */
export const DEPOSIT_RETENTION_REASONS = ["damage", "loss", "late"] as const;
export type DepositRetentionReason = (typeof DEPOSIT_RETENTION_REASONS)[number];

/**
 * The deposit (caution) of an order, once received: when, how much and how, then when it was
 * settled — given back whole, or partly or wholly kept with the reason. One row per order; never
 * deleted (an order with a deposit received cannot be deleted).
 */
export const order_deposits = pgTable(
  "order_deposits",
  {
    order_id: uuid("order_id").primaryKey(),
    received_on: date("received_on").notNull(),
    received_amount: numeric("received_amount", { precision: 14, scale: 2 }).notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    reference: text("reference"),
    received_by: text("received_by").notNull(),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    settled_on: date("settled_on"),
    returned_amount: numeric("returned_amount", { precision: 14, scale: 2 }),
    retained_amount: numeric("retained_amount", { precision: 14, scale: 2 }),
    retention_reason: text("retention_reason").$type<DepositRetentionReason>(),
    note: text("note"),
    settled_by: text("settled_by"),
    settled_at: timestamp("settled_at", { withTimezone: true }),
    /**
     * A deposit held online (issue 40): the gateway that holds it on the client's card (its
     * reference in `reference`), until when, and what the gateway was last told to do with it.
     */
    gateway: text("gateway").$type<PaymentGatewayId>(),
    hold_expires_at: timestamp("hold_expires_at", { withTimezone: true }),
    hold_state: text("hold_state").$type<HoldState>(),
    /** When a release or a capture was asked: a claim older than a few minutes was interrupted, and may be taken over. */
    hold_claimed_at: timestamp("hold_claimed_at", { withTimezone: true }),
    /** What the gateway took of the hold (captured). */
    hold_captured_amount: numeric("hold_captured_amount", { precision: 14, scale: 2 }),
  },
  (t) => [
    // 'Aujourd'hui' flags the holds about to expire: the ones still held, by their end.
    index("order_deposits_hold_expiry_idx").on(t.hold_expires_at).where(sql`${t.hold_state} = 'held'`),
    // The finances page lists the deposits held now (not settled), newest first.
    index("order_deposits_held_idx").on(t.received_on).where(sql`${t.settled_on} is null`),
    // A kept deposit is money received on the day it was kept: the finances' months and the
    // payments journal read the kept ones of a period.
    index("order_deposits_kept_idx").on(t.settled_on).where(sql`${t.retained_amount} > 0`),
    check("order_deposits_received_positive", sql`${t.received_amount} > 0`),
    check("order_deposits_method", sql`${t.method} in ('cash', 'transfer', 'cheque', 'card', 'online')`),
    // A deposit held online names its gateway, its reference, the hold's end and state.
    check(
      "order_deposits_online",
      sql`(${t.method} = 'online') = (${t.gateway} is not null)
        and (${t.gateway} is null or (${t.reference} is not null and ${t.hold_expires_at} is not null and ${t.hold_state} is not null))`,
    ),
    check("order_deposits_hold_state", sql`${t.hold_state} is null or ${t.hold_state} in ('held', 'releasing', 'capturing', 'released', 'captured')`),
    check(
      "order_deposits_settled",
      sql`(${t.settled_on} is null and ${t.returned_amount} is null and ${t.retained_amount} is null)
        or (${t.settled_on} is not null and ${t.returned_amount} >= 0 and ${t.retained_amount} >= 0
            and ${t.returned_amount} + ${t.retained_amount} = ${t.received_amount})`,
    ),
    check("order_deposits_reason", sql`coalesce(${t.retained_amount}, 0) = 0 or ${t.retention_reason} in ('damage', 'loss', 'late')`),
  ],
);

/** How a payment reminder left: 'Envoyer une relance' on the order page, or the mail worker's automatic one. */
export const REMINDER_KINDS = ["manual", "auto"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * A payment reminder (relance) sent to the client of an overdue invoice (issue 22): the balance it
 * asked for and the invoice it named. The automatic reminder reads the latest one of an order
 * under the order's row lock, so that several instances send at most one every 7 days.
 */
export const order_reminders = pgTable(
  "order_reminders",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    kind: text("kind").$type<ReminderKind>().notNull(),
    invoice_number: text("invoice_number").notNull(),
    amount_due: numeric("amount_due", { precision: 14, scale: 2 }).notNull(),
    sent_to: text("sent_to").notNull(),
    sent_by: text("sent_by").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_reminders_order_idx").on(t.order_id, t.sent_at),
    check("order_reminders_kind", sql`${t.kind} in ('manual', 'auto')`),
  ],
);

/** A charge after the rental (issue 23): damage, loss or late return, like the deposit's reasons. */
export const CHARGE_KINDS = DEPOSIT_RETENTION_REASONS;
export type ChargeKind = DepositRetentionReason;
/** 'Proposée' (the late fee the software works out), 'Confirmée' (to bill), or 'Abandonnée'. */
export const CHARGE_STATUSES = ["proposed", "confirmed", "dropped"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The products a charge concerns, with their names at the time (a product may be deleted since). */
export type ChargeLine = { product_id: string; name: string; quantity: number };

/**
 * A charge on an order after its rental (issue 23): 'Facturer les dommages' at a check-in, or the
 * late fee proposed when late units come back. A confirmed charge is billed once, on a facture
 * complémentaire (document_id), which the kept deposit settles in part or in full. Never deleted:
 * a charge the agency does not bill is dropped, and stays in the list struck through.
 */
export const order_charges = pgTable(
  "order_charges",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    kind: text("kind").$type<ChargeKind>().notNull(),
    status: text("status").$type<ChargeStatus>().notNull(),
    /** HT, in DT: the VAT and the stamp duty come on the invoice that bills it. */
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    /** The VAT rate its invoice applies to it (issue 37): one of the settings' list. */
    vat_rate: vatRate(),
    reason: text("reason").notNull(),
    lines: jsonb("lines").$type<ChargeLine[]>().notNull().default([]),
    /** A late fee: the days of delay it counts. */
    days: integer("days"),
    /** The facture complémentaire that billed it (order_documents.id). */
    document_id: uuid("document_id"),
    created_by: text("created_by").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decided_by: text("decided_by"),
    decided_at: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("order_charges_order_idx").on(t.order_id, t.created_at),
    check("order_charges_amount_positive", sql`${t.amount} > 0`),
    check("order_charges_vat_rate_range", sql`${t.vat_rate} between 0 and 100`),
    check("order_charges_kind", sql`${t.kind} in ('damage', 'loss', 'late')`),
    check("order_charges_status", sql`${t.status} in ('proposed', 'confirmed', 'dropped')`),
    check("order_charges_billed", sql`${t.document_id} is null or ${t.status} = 'confirmed'`),
  ],
);

/**
 * What a client pays online (issue 40): the deposit asked (acompte), the balance of the order, or
 * the caution held on their card (a pre-authorisation: no ledger payment, an order_deposits row).
 */
export const ONLINE_PURPOSES = ["deposit", "balance", "caution"] as const;
export type OnlinePurpose = (typeof ONLINE_PURPOSES)[number];

/**
 * open: at the gateway, not settled; paid: verified with the gateway and in the ledger (a caution:
 * held on the card, and recorded as the order's deposit); failed, expired: said so by the gateway.
 */
export const ATTEMPT_STATES = ["open", "paid", "failed", "expired"] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/**
 * A client's payment at a gateway (issue 40, ADR 027). Created when the client clicks a pay
 * button, with the amount the server computed; becomes at most one ledger payment, in the
 * transaction that marks it paid, once the gateway itself says it is paid. A callback is never
 * trusted: it only makes the server ask the gateway.
 */
export const payment_attempts = pgTable(
  "payment_attempts",
  {
    id: id(),
    order_id: uuid("order_id").notNull(),
    gateway: text("gateway").$type<PaymentGatewayId>().notNull(),
    purpose: text("purpose").$type<OnlinePurpose>().notNull(),
    /** What the server asked the gateway for. */
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    /** The gateway's reference (Konnect's paymentRef, Flouci's payment id). */
    reference: text("reference").notNull(),
    pay_url: text("pay_url").notNull(),
    state: text("state").$type<AttemptState>().notNull().default("open"),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the gateway was last asked (the job that catches lost webhooks takes the oldest first). */
    checked_at: timestamp("checked_at", { withTimezone: true }),
    settled_at: timestamp("settled_at", { withTimezone: true }),
    /** What the gateway says it received; differs from `amount` only when flagged. */
    received_amount: numeric("received_amount", { precision: 14, scale: 2 }),
    /** The gateway received another amount than asked: recorded as received, flagged for the agency. */
    amount_mismatch: boolean("amount_mismatch").notNull().default(false),
    payment_id: uuid("payment_id"),
  },
  (t) => [
    uniqueIndex("payment_attempts_reference").on(t.gateway, t.reference),
    index("payment_attempts_order_idx").on(t.order_id, t.created_at),
    index("payment_attempts_open_idx").on(t.checked_at).where(sql`${t.state} = 'open'`),
    check("payment_attempts_gateway", sql`${t.gateway} in ('konnect', 'flouci')`),
    check("payment_attempts_purpose", sql`${t.purpose} in ('deposit', 'balance', 'caution')`),
    check("payment_attempts_state", sql`${t.state} in ('open', 'paid', 'failed', 'expired')`),
    check("payment_attempts_amount_positive", sql`${t.amount} > 0`),
    // A caution held is no ledger payment.
    check("payment_attempts_paid", sql`(${t.state} = 'paid' and ${t.purpose} <> 'caution') = (${t.payment_id} is not null)`),
  ],
);
