// The 'Relevé de compte' PDF's plain data (issue 37), built by a pure function from the statement,
// the order and the legal settings: every text and amount already in the statement's language
// (French, or English for an order placed in English: issue 39), so that the component
// (statement-pdf.tsx) only lays them out. Not stored: a statement says the account as it stands on
// the day it is printed.

import type { IsoDate } from "~/lib/calendar-dates";
import type { Cents } from "~/lib/pricing";
import { documentAgency, type DocumentSettings } from "~/orders/documents/document-builder";
import type { DocumentData } from "~/orders/documents/document-data";
import type { EnglishContent } from "~/orders/documents/document-english";
import type { DocumentLanguage } from "~/orders/documents/document-language";
import { documentWords, type DocumentWords } from "~/orders/documents/document-words";
import { closingLabel, type Statement } from "./statement-lines";

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
  /** What its words are printed in; absent: French. */
  language?: DocumentLanguage;
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

function depositNote(statement: Statement, { m, price }: DocumentWords): string | null {
  const deposit = statement.deposit;
  if (!deposit) return null;
  const received = m.statement.depositReceived(price(deposit.received));
  if (deposit.status === "held") return `${received} ${m.statement.depositHeld}`;
  return [
    received,
    deposit.kept > 0n ? m.statement.depositKept(price(deposit.kept)) : null,
    deposit.returned > 0n ? m.statement.depositReturned(price(deposit.returned)) : null,
    m.statement.depositNotPayment,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
}

export function buildStatementPdfData(input: {
  statement: Statement;
  order: StatementPdfOrder;
  settings: DocumentSettings;
  asOf: IsoDate;
  /** French when absent. */
  language?: DocumentLanguage;
  /** An English statement's: the agency's English of its tagline and footer. */
  english?: EnglishContent;
}): StatementPdfData {
  const { statement, order, settings } = input;
  const words = documentWords(input.language ?? "fr");
  const text = (french: string) => (words.language === "en" ? input.english?.get(french) : undefined) ?? french;
  const agency = documentAgency(settings);
  const { m, price } = words;
  const negative = (amount: Cents) => price(-amount);
  const closing = closingLabel(statement.closing);
  return {
    ...(words.language === "fr" ? {} : { language: words.language }),
    orderNumber: statement.orderNumber,
    asOf: input.asOf,
    agency: { ...agency, tagline: text(agency.tagline) },
    client: { name: `${order.first_name} ${order.last_name}`.trim(), company: order.company, email: order.email, phone: order.phone },
    period: { from: order.rental_date, to: order.return_date },
    lines: statement.lines.map((line) => {
      const moves = line.counts || line.cancelled;
      return {
        date: words.shortDate(line.date),
        label: line.label,
        details: line.details,
        debit: moves && line.amount > 0n ? price(line.amount) : "",
        credit: moves && line.amount < 0n ? price(-line.amount) : "",
        balance: line.counts ? price(line.balance) : "",
        struck: line.cancelled,
      };
    }),
    totals: [
      { label: m.statement.charged, value: price(statement.charged) },
      ...(statement.credited > 0n ? [{ label: m.statement.credited, value: negative(statement.credited) }] : []),
      ...(statement.paid > 0n ? [{ label: m.statement.paid, value: negative(statement.paid) }] : []),
      ...(statement.settledByDeposit > 0n ? [{ label: m.statement.settledByDeposit, value: negative(statement.settledByDeposit) }] : []),
    ],
    // closingLabel's « Reste à payer » or « Trop-perçu », in the statement's language.
    closing: { label: statement.closing < 0n ? m.statement.overpaid : m.statement.due, value: price(closing.amount) },
    closingAmount: closing.amount,
    overpaid: statement.closing < 0n,
    depositNote: depositNote(statement, words),
    footer: text(settings.document_footer),
  };
}
