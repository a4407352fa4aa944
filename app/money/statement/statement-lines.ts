// The statement of account of an order (relevé de compte, issue 37): every line that moves what
// the client owes, in date order, each with the balance after it, built from the rows the
// database keeps (statement.server.ts reads them). Pure: no database, no clock. Its closing
// balance is the domain's amount owed (amount-owed.ts), line by line:
//   total TTC − credited_ttc   = the standing invoice less its credit notes (an invoice credited in
//                                full and its credit notes add up to 0; without a standing invoice,
//                                the order's own total is owed: one line « à facturer »)
//   + charges_due_ttc          = the complementary invoices less what the kept deposit settled
//   − paid_amount              = the payments not cancelled, withholdings included.
// The deposit received and the deposit given back are lines that move nothing: a deposit is not a
// payment (ADR 017). Only its kept part settles something: the complementary invoice it paid.

import type { PaymentGatewayId, PaymentMethod } from "~/db/schema/payments";
import { GATEWAY_LABELS } from "../payment-status";
import { documentsFr, type DocumentMessages } from "~/i18n/messages/documents/fr";
import { formatDate, type IsoDate } from "~/lib/calendar-dates";
import { decimalToCents, formatPrice, signedDecimalToCents, type Cents } from "~/lib/pricing";

/** What a line is; the order of the kinds is the order of lines of the same day and time (an invoice before what settles it). */
export const STATEMENT_LINE_KINDS = [
  "order",
  "invoice",
  "complementary_invoice",
  "deposit_kept",
  "credit_note",
  "deposit_received",
  "payment",
  "withholding",
  "deposit_returned",
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];
const RANK = new Map(STATEMENT_LINE_KINDS.map((kind, index) => [kind, index]));

/** The order's columns the statement reads (the amount owed's, and what names it). */
export type StatementOrderRow = {
  number: string;
  /** The day the order was placed (Tunis): the day of the « à facturer » line of an order never invoiced. */
  placedOn: IsoDate;
  total_ttc: string;
};

/** An invoice, a complementary invoice or a credit note, as stored. */
export type StatementDocumentRow = {
  id: string;
  kind: "invoice" | "complementary_invoice" | "credit_note";
  number: string;
  /** The day it was issued (Tunis). */
  issuedOn: IsoDate;
  issuedAt: Date;
  /** Negative for a credit note. */
  total_ttc: string;
  /** A credit note: the invoice it corrects. */
  corrects_id: string | null;
  /** An invoice: the credit note that completed its credit. */
  credited_by: string | null;
  /** A complementary invoice: what it bills ('charges': the charges after the rental; 'deposit': the kept deposit alone). */
  purpose?: "charges" | "deposit";
  /** A complementary invoice: what the kept deposit settled of it (TTC), "0.00" when nothing. */
  settledByDeposit?: string;
};

export type StatementPaymentRow = {
  id: string;
  paid_on: IsoDate;
  amount: string;
  method: PaymentMethod;
  /** An online payment's gateway, named on its line ('Paiement en ligne — Konnect'). */
  gateway?: PaymentGatewayId | null;
  reference: string | null;
  cheque_number: string | null;
  bank: string | null;
  certificate_number: string | null;
  recorded_at: Date;
  cancelled_at: Date | null;
  cancel_reason: string | null;
};

export type StatementDepositRow = {
  received_on: IsoDate;
  received_at: Date;
  received_amount: string;
  method: PaymentMethod;
  reference: string | null;
  settled_on: IsoDate | null;
  settled_at: Date | null;
  returned_amount: string | null;
  retained_amount: string | null;
  /** 'Dommages', 'Pertes', 'Retard' (already in French), or null. */
  reasonLabel: string | null;
};

export type StatementRows = {
  order: StatementOrderRow;
  documents: StatementDocumentRow[];
  payments: StatementPaymentRow[];
  deposit: StatementDepositRow | null;
};

export type StatementLine = {
  kind: StatementLineKind;
  date: IsoDate;
  /** « Facture FAC-2026-0003 », « Caution retenue 774,50 DT pour la facture complémentaire FAC-2026-0005 ». */
  label: string;
  /** What is said under it: the payment's reference, a cancellation and its reason. */
  details: string[];
  /** What it adds to what the client owes (negative: it settles); 0 for a line that moves nothing. */
  amount: Cents;
  /** False for a cancelled payment (kept, struck through) and the deposit received or given back. */
  counts: boolean;
  /** A cancelled payment: shown struck through, with its amount, and not counted. */
  cancelled: boolean;
  /** The balance after this line. */
  balance: Cents;
  /** The document it stands for, when it is one (its PDF can be opened). */
  documentNumber: string | null;
};

export type DepositState = {
  received: Cents;
  kept: Cents;
  returned: Cents;
  /** 'held': received and not settled yet. */
  status: "held" | "returned" | "kept";
};

export type Statement = {
  orderNumber: string;
  lines: StatementLine[];
  /** Σ of the lines that count: what the client owes (negative: paid too much). */
  closing: Cents;
  /** Σ of what the lines charge (invoices, complementary invoices, the order not invoiced yet). */
  charged: Cents;
  /** Σ of the credit notes, as a positive amount. */
  credited: Cents;
  /** Σ of the payments not cancelled, withholdings included. */
  paid: Cents;
  /** What the kept deposit settled. */
  settledByDeposit: Cents;
  deposit: DepositState | null;
};

const cents = (decimal: string | null | undefined) => decimalToCents(decimal ?? "0") ?? 0n;
const signed = (decimal: string) => signedDecimalToCents(decimal) ?? 0n;
/**
 * The words of the lines and how an amount inside them is written: French for the agency's pages
 * and the reminders; the client's language, where there are words for it, for their page, their
 * statement PDF and their receipt's e-mail (statement-words.ts).
 */
export type StatementWords = { m: Pick<DocumentMessages, "statementLines">; price: (amount: Cents) => string };

const FRENCH: StatementWords = { m: documentsFr, price: formatPrice };

/** A line before its balance, with where it sorts among the lines of its day: its kind's rank, then its time. */
type Draft = Omit<StatementLine, "balance"> & { at: number; rank?: number };

function paymentLine(payment: StatementPaymentRow, m: StatementWords["m"]["statementLines"]): Draft {
  const amount = cents(payment.amount);
  const withholding = payment.method === "withholding";
  const label =
    payment.method === "cheque" && payment.cheque_number
      ? m.cheque(m.payments.cheque, payment.cheque_number, payment.bank)
      : withholding && payment.certificate_number
        ? m.certificate(m.payments.withholding, payment.certificate_number)
        : payment.method === "online" && payment.gateway
          ? `${m.payments.online} — ${GATEWAY_LABELS[payment.gateway]}`
          : m.payments[payment.method];
  const details = [payment.reference ? m.reference(payment.reference) : null, payment.cancelled_at ? m.cancelled(payment.cancel_reason) : null].filter(
    (line): line is string => line !== null,
  );
  return {
    kind: withholding ? "withholding" : "payment",
    date: payment.paid_on,
    label,
    details,
    amount: -amount,
    counts: !payment.cancelled_at,
    cancelled: Boolean(payment.cancelled_at),
    documentNumber: null,
    at: payment.recorded_at.getTime(),
  };
}

function documentLine(doc: StatementDocumentRow, invoices: Map<string, StatementDocumentRow>, m: StatementWords["m"]["statementLines"]): Draft {
  const base = { date: doc.issuedOn, details: [] as string[], amount: signed(doc.total_ttc), counts: true, cancelled: false, documentNumber: doc.number, at: doc.issuedAt.getTime() };
  if (doc.kind === "credit_note") {
    const invoice = doc.corrects_id ? invoices.get(doc.corrects_id) : undefined;
    return { ...base, kind: "credit_note", label: m.creditNote(doc.number, invoice?.number ?? null) };
  }
  if (doc.kind === "complementary_invoice") {
    return { ...base, kind: "complementary_invoice", label: m.complementaryInvoice(doc.number, doc.purpose === "deposit") };
  }
  return { ...base, kind: "invoice", label: m.invoice(doc.number), details: doc.credited_by ? [m.creditedInFull] : [] };
}

/**
 * The order's own total while no invoice stands: never invoiced (the day it was placed), or every
 * invoice credited in full (the day of the last credit note: it is owed again until invoiced anew).
 */
function orderLine(rows: StatementRows, m: StatementWords["m"]["statementLines"]): Draft | null {
  const invoices = rows.documents.filter((doc) => doc.kind === "invoice");
  if (invoices.some((doc) => !doc.credited_by)) return null;
  const amount = signed(rows.order.total_ttc);
  const notes = rows.documents.filter((doc) => doc.kind === "credit_note");
  const last = notes.reduce<StatementDocumentRow | null>((latest, doc) => (!latest || doc.issuedAt > latest.issuedAt ? doc : latest), null);
  const reinvoice = invoices.length > 0 && last !== null;
  if (amount === 0n && !reinvoice) return null;
  return {
    kind: "order",
    date: reinvoice ? last.issuedOn : rows.order.placedOn,
    label: reinvoice ? m.orderToInvoiceAgain(rows.order.number) : m.orderToInvoice(rows.order.number),
    details: [],
    amount,
    counts: true,
    cancelled: false,
    documentNumber: null,
    // Right after the credit note that completed the credit; the order's placing opens its day.
    at: reinvoice ? last.issuedAt.getTime() : 0,
    ...(reinvoice ? { rank: RANK.get("credit_note")! + 0.5 } : {}),
  };
}

function depositLines(deposit: StatementDepositRow, documents: StatementDocumentRow[], { m: { statementLines: m }, price }: StatementWords): Draft[] {
  /** « 1 000,00 DT » with its no-break spaces. */
  const money = (amount: Cents) => price(amount < 0n ? -amount : amount);
  const received = cents(deposit.received_amount);
  const lines: Draft[] = [
    {
      kind: "deposit_received",
      date: deposit.received_on,
      label: m.depositReceived(money(received), m.depositMethods[deposit.method]),
      details: [...(deposit.reference ? [m.reference(deposit.reference)] : []), m.depositNotPayment],
      amount: 0n,
      counts: false,
      cancelled: false,
      documentNumber: null,
      at: deposit.received_at.getTime(),
    },
  ];
  if (!deposit.settled_on) return lines;
  const kept = cents(deposit.retained_amount);
  const returned = cents(deposit.returned_amount);
  if (kept > 0n) {
    // The complementary invoice the kept deposit settled, issued in the same transaction.
    const settled = documents.find((doc) => doc.kind === "complementary_invoice" && cents(doc.settledByDeposit) > 0n);
    const amount = settled ? cents(settled.settledByDeposit) : kept;
    lines.push({
      kind: "deposit_kept",
      date: settled?.issuedOn ?? deposit.settled_on,
      label: m.depositKept(money(amount), settled?.number ?? null),
      details: deposit.reasonLabel ? [m.reason(deposit.reasonLabel)] : [],
      amount: -amount,
      counts: true,
      cancelled: false,
      documentNumber: null,
      at: settled ? settled.issuedAt.getTime() : 0,
    });
  }
  if (returned > 0n) {
    lines.push({
      kind: "deposit_returned",
      date: deposit.settled_on,
      label: m.depositReturned(money(returned)),
      details: [m.outsideBalance],
      amount: 0n,
      counts: false,
      cancelled: false,
      documentNumber: null,
      at: deposit.settled_at?.getTime() ?? 0,
    });
  }
  return lines;
}

const rankOf = (draft: Draft) => draft.rank ?? RANK.get(draft.kind)!;

/**
 * By day (a payment's is the day it was received, as typed); within a day, by the time it was
 * recorded; at the same time (the kept deposit and the invoice it settled are one transaction),
 * what is billed before what settles it.
 */
function byDate(a: Draft, b: Draft): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.at !== b.at) return a.at - b.at;
  return rankOf(a) - rankOf(b);
}

/** The statement of an order from its rows: lines in date order with their running balance, worded in French unless `words` says otherwise. */
export function buildStatement(rows: StatementRows, words: StatementWords = FRENCH): Statement {
  const m = words.m.statementLines;
  const invoices = new Map(rows.documents.filter((doc) => doc.kind === "invoice").map((doc) => [doc.id, doc]));
  const drafts: Draft[] = [
    ...rows.documents.map((doc) => documentLine(doc, invoices, m)),
    ...rows.payments.map((payment) => paymentLine(payment, m)),
    ...(rows.deposit ? depositLines(rows.deposit, rows.documents, words) : []),
  ];
  const order = orderLine(rows, m);
  if (order) drafts.push(order);
  drafts.sort(byDate);
  let balance = 0n;
  const lines = drafts.map(({ at: _at, rank: _rank, ...line }) => {
    if (line.counts) balance += line.amount;
    return { ...line, balance };
  });
  const sum = (keep: (line: StatementLine) => boolean) => lines.filter((line) => line.counts && keep(line)).reduce((total, line) => total + line.amount, 0n);
  const deposit = rows.deposit;
  return {
    orderNumber: rows.order.number,
    lines,
    closing: balance,
    charged: sum((line) => line.amount > 0n),
    credited: -sum((line) => line.kind === "credit_note"),
    paid: -sum((line) => line.kind === "payment" || line.kind === "withholding"),
    settledByDeposit: -sum((line) => line.kind === "deposit_kept"),
    deposit: deposit
      ? {
          received: cents(deposit.received_amount),
          kept: cents(deposit.retained_amount),
          returned: cents(deposit.returned_amount),
          status: !deposit.settled_on ? "held" : cents(deposit.retained_amount) > 0n ? "kept" : "returned",
        }
      : null,
  };
}

/** « Reste à payer », « Trop-perçu » or « Soldé », and the amount to print beside it (never negative). */
export function closingLabel(closing: Cents): { label: string; amount: Cents } {
  if (closing > 0n) return { label: "Reste à payer", amount: closing };
  if (closing < 0n) return { label: "Trop-perçu", amount: -closing };
  return { label: "Reste à payer", amount: 0n };
}

/** A line's day in French, for the tables: « 12 juin 2026 ». */
export const lineDate = (line: Pick<StatementLine, "date">) => formatDate(line.date);
