// The 'Relevé de compte' PDF's plain data (issue 37), built by a pure function from the statement,
// the order and the legal settings: every text and amount already in French, so that the
// component (statement-pdf.tsx) only lays them out. Not stored: a statement says the account as it
// stands on the day it is printed.

import type { IsoDate } from "~/lib/calendar-dates";
import { formatPrice, type Cents } from "~/lib/pricing";
import { documentAgency, type DocumentSettings } from "~/orders/documents/document-builder";
import type { DocumentData } from "~/orders/documents/document-data";
import { closingLabel, type Statement } from "./statement-lines";
import { signedMoney } from "./statement-view";

const SHORT_DATE = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const NBSP = "\u00a0";
const MINUS = "\u2212";

export type StatementPdfLine = {
  /** « 12/06/2026 »: the column is narrow. */
  date: string;
  label: string;
  details: string[];
  /** What it charges (« 2 820,11 DT »), or "". */
  debit: string;
  /** What it settles (« 846,03 DT »), or "". */
  credit: string;
  /** The balance after it, or "" for a line that moves nothing. */
  balance: string;
  /** A cancelled payment: struck through. */
  struck: boolean;
};

export type StatementPdfData = {
  orderNumber: string;
  /** The day the statement is printed: « arrêté au ». */
  asOf: IsoDate;
  agency: DocumentData["agency"];
  client: { name: string; company: string | null; email: string; phone: string };
  period: { from: IsoDate; to: IsoDate };
  lines: StatementPdfLine[];
  /** The totals' rows above the closing one: « Total facturé », « Avoirs », « Réglé »… */
  totals: { label: string; value: string }[];
  closing: { label: string; value: string };
  /** What is left to pay, or what was paid too much, never negative: written in words. */
  closingAmount: Cents;
  overpaid: boolean;
  /** The deposit's story in one paragraph, or null when no deposit was received. */
  depositNote: string | null;
  footer: string;
};

export type StatementPdfOrder = {
  first_name: string;
  last_name: string;
  company: string | null;
  email: string;
  phone: string;
  rental_date: IsoDate;
  return_date: IsoDate;
};

function depositNote(statement: Statement): string | null {
  const deposit = statement.deposit;
  if (!deposit) return null;
  const received = `Caution reçue${NBSP}: ${formatPrice(deposit.received)}.`;
  if (deposit.status === "held") return `${received} Elle vous sera restituée au retour du matériel, hors dommages, pertes ou retard.`;
  const kept = deposit.kept > 0n ? ` Retenue${NBSP}: ${formatPrice(deposit.kept)}, portée au crédit du compte ci-dessus.` : "";
  const returned = deposit.returned > 0n ? ` Restituée${NBSP}: ${formatPrice(deposit.returned)}.` : "";
  return `${received}${kept}${returned} La caution n'est pas un paiement${NBSP}: seule sa part retenue règle une facture.`;
}

export function buildStatementPdfData(input: { statement: Statement; order: StatementPdfOrder; settings: DocumentSettings; asOf: IsoDate }): StatementPdfData {
  const { statement, order, settings } = input;
  const closing = closingLabel(statement.closing);
  const negative = (amount: Cents) => `${MINUS}${formatPrice(amount)}`;
  return {
    orderNumber: statement.orderNumber,
    asOf: input.asOf,
    agency: documentAgency(settings),
    client: { name: `${order.first_name} ${order.last_name}`.trim(), company: order.company, email: order.email, phone: order.phone },
    period: { from: order.rental_date, to: order.return_date },
    lines: statement.lines.map((line) => {
      const moves = line.counts || line.cancelled;
      return {
        date: SHORT_DATE.format(new Date(`${line.date}T00:00:00Z`)),
        label: line.label,
        details: line.details,
        debit: moves && line.amount > 0n ? formatPrice(line.amount) : "",
        credit: moves && line.amount < 0n ? formatPrice(-line.amount) : "",
        balance: line.counts ? signedMoney(line.balance) : "",
        struck: line.cancelled,
      };
    }),
    totals: [
      { label: "Total facturé", value: formatPrice(statement.charged) },
      ...(statement.credited > 0n ? [{ label: "Factures d'avoir", value: negative(statement.credited) }] : []),
      ...(statement.paid > 0n ? [{ label: "Paiements reçus", value: negative(statement.paid) }] : []),
      ...(statement.settledByDeposit > 0n ? [{ label: "Réglé par la caution retenue", value: negative(statement.settledByDeposit) }] : []),
    ],
    closing: { label: closing.label, value: formatPrice(closing.amount) },
    closingAmount: closing.amount,
    overpaid: statement.closing < 0n,
    depositNote: depositNote(statement),
    footer: settings.document_footer,
  };
}
