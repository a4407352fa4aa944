// An event quote's plain data ('Devis événement', issue 24): built once by a pure function from the
// typed lines, the request (client, event) and the legal settings, stored with the quote
// (event_quotes.data) and rendered by event-quote-pdf.tsx, on the rental documents' engine: the
// same agency block, legal footer, terms, bank details, totals and approval box. Amounts are
// decimal strings, dates "YYYY-MM-DD".

import type { EventQuoteLine } from "~/db/schema/requests";
import { centsToDecimal } from "~/lib/pricing";
import { storedVatTable, type OrderTaxes, type StoredVatLine } from "~/orders/figures";
import { documentAgency, type DocumentSettings } from "~/orders/documents/document-builder";
import type { DocumentData } from "~/orders/documents/document-data";
import { eventQuoteFigures, eventQuoteLineTotal, lineDays } from "./event-quote-lines";

export const EVENT_QUOTE_TITLE = "Devis événement";

export type EventQuoteDataLine = {
  kind: EventQuoteLine["kind"];
  /** The description's first line, set in bold. */
  name: string;
  /** The rest of the description (a package's contents), or null. */
  details: string | null;
  quantity: number;
  unitPrice: string;
  /** A rental line's days and dates; null for the others. */
  days: number | null;
  from: string | null;
  to: string | null;
  total: string;
  /** The line's VAT rate, "7.00" (issue 37); absent from quotes issued before (figures.vatRate). */
  vatRate?: string;
};

export type EventQuoteData = {
  kind: "event_quote";
  /** « Devis événement », or the title the agency gave it. */
  title: string;
  /** DEV-2026-0001: the rental quotes' numbering. */
  number: string;
  version: number;
  issuedOn: string;
  agency: DocumentData["agency"];
  client: { name: string; email: string; phone: string | null };
  event: { type: string; date: string | null; guests: number | null };
  lines: EventQuoteDataLine[];
  /** `vatRate`: the one rate of quotes issued before issue 37; `vatByRate` since: the VAT table. */
  figures: { totalHt: string; vatRate?: string; vatByRate?: StoredVatLine[]; vat: string; stampDuty: string; totalTtc: string };
  paymentTerms: string;
  footer: string;
  notes: string | null;
};

export type EventQuoteClient = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  event_type: string;
};

export function buildEventQuoteData(input: {
  number: string;
  version: number;
  issuedOn: string;
  title?: string;
  notes?: string;
  lines: EventQuoteLine[];
  client: EventQuoteClient;
  event: { date: string | null; guests: number | null };
  settings: DocumentSettings;
  taxes: OrderTaxes;
}): EventQuoteData {
  const figures = eventQuoteFigures(input.lines, input.taxes);
  return {
    kind: "event_quote",
    title: input.title?.trim() || EVENT_QUOTE_TITLE,
    number: input.number,
    version: input.version,
    issuedOn: input.issuedOn,
    agency: documentAgency(input.settings),
    client: {
      name: `${input.client.first_name} ${input.client.last_name}`.trim(),
      email: input.client.email,
      phone: input.client.phone?.trim() || null,
    },
    event: { type: input.client.event_type, date: input.event.date, guests: input.event.guests },
    lines: input.lines.map((line) => {
      const [name = "", ...rest] = line.description.split("\n");
      const rental = line.kind === "rental" && line.from && line.to;
      return {
        kind: line.kind,
        name: name.trim(),
        details: rest.join("\n").trim() || null,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        days: rental ? lineDays(line) : null,
        from: rental ? line.from! : null,
        to: rental ? line.to! : null,
        total: centsToDecimal(eventQuoteLineTotal(line)),
        vatRate: line.vat_rate,
      };
    }),
    figures: {
      totalHt: centsToDecimal(figures.totalHt),
      vatByRate: storedVatTable(figures.vatByRate),
      vat: centsToDecimal(figures.vat),
      stampDuty: centsToDecimal(figures.stampDuty),
      totalTtc: centsToDecimal(figures.totalTtc),
    },
    // A quote: its validity and the deposit asked (issue 37).
    paymentTerms: input.settings.quote_terms,
    footer: input.settings.document_footer,
    notes: input.notes?.trim() || null,
  };
}
