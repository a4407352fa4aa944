// The facture complémentaire of a retained deposit (issue 22): the part of the caution the agency
// keeps is billed on an invoice of its own, the order's first invoice staying as issued. The
// retained amount is what the client has already handed over, so it is the invoice's total TTC:
// the stamp duty comes out of it first, then the HT and its VAT (the VAT is what is left once the
// HT is rounded half up, so the three add up to the amount to the millime). Pure, unit-tested.

import { centsToDecimal, type Cents } from "~/lib/pricing";
import { storedVatTable, totalVat, vatByRate } from "~/orders/figures";
import type { DocumentData } from "./document-data";
import type { DocumentOrder, DocumentSettings } from "./document-builder";
import { buildDocumentData } from "./document-builder";

export type ComplementaryInvoiceRequest = {
  number: string;
  issuedOn: string;
  /** The amount kept from the deposit, TTC. */
  retained: Cents;
  /** 'Dommages', 'Pertes' or 'Retard', and the agency's note. */
  reasonLabel: string;
  note: string | null;
  /** The VAT rate in hundredths of a percent (1900 = 19 %) and the stamp duty, as in force on the day. */
  vatRate: Cents;
  stampDuty: Cents;
  /** The order's invoice that stands, which this one complements. */
  invoice: { number: string; issuedOn: string } | null;
};

export type ComplementaryInvoiceResult = { ok: true; data: DocumentData } | { ok: false; message: string };

/** HT, VAT and stamp duty that add up to `ttc`; null when the stamp duty takes all of it. */
export function splitTtc(ttc: Cents, vatRate: Cents, stampDuty: Cents): { ht: Cents; vat: Cents; stampDuty: Cents } | null {
  const net = ttc - stampDuty;
  if (net <= 0n) return null;
  const divisor = 10_000n + vatRate;
  const ht = (net * 10_000n * 2n + divisor) / (divisor * 2n);
  return { ht, vat: net - ht, stampDuty };
}

export function buildComplementaryInvoiceData(order: DocumentOrder, settings: DocumentSettings, request: ComplementaryInvoiceRequest): ComplementaryInvoiceResult {
  const split = splitTtc(request.retained, request.vatRate, request.stampDuty);
  if (!split) {
    return {
      ok: false,
      message: `Le montant retenu doit dépasser le timbre fiscal (${centsToDecimal(request.stampDuty).replace(".", ",")} DT) pour être facturé.`,
    };
  }
  // The order's own document gives the parties, the period and the legal blocks; its lines and
  // figures are replaced by the one line billed.
  const base = buildDocumentData({ ...order, paid_amount: "0" }, settings, { kind: "invoice", number: request.number, version: 1, issuedOn: request.issuedOn });
  const ht = centsToDecimal(split.ht);
  const reason = request.note ? `${request.reasonLabel} : ${request.note}` : request.reasonLabel;
  return {
    ok: true,
    data: {
      ...base,
      lines: [
        {
          name: `Caution retenue — ${request.reasonLabel.toLowerCase()}`,
          category: "Caution",
          unitPrice: ht,
          quantity: 1,
          days: 1,
          from: order.rental_date,
          to: order.return_date,
          total: ht,
          vatRate: centsToDecimal(request.vatRate),
        },
      ],
      figures: {
        subtotal: ht,
        discount: "0.00",
        discountLabel: "Remise",
        deliveryFee: "0.00",
        totalHt: ht,
        // One rate, the settings' default: the VAT is what the kept amount leaves once the HT is rounded.
        vatByRate: storedVatTable([{ rate: request.vatRate, base: split.ht, vat: split.vat }]),
        vat: centsToDecimal(split.vat),
        stampDuty: centsToDecimal(split.stampDuty),
        totalTtc: centsToDecimal(request.retained),
        deposit: "0.00",
        // Settled on issue: the deposit the client handed over pays it.
        paid: centsToDecimal(request.retained),
        due: "0.00",
      },
      dueOn: undefined,
      notes: null,
      complement: {
        invoiceNumber: request.invoice?.number ?? null,
        invoiceIssuedOn: request.invoice?.issuedOn ?? null,
        reason,
        settledOn: request.issuedOn,
      },
    },
  };
}

/** One charge billed on the charges' invoice (issue 23): its label, its amount HT and its VAT rate in hundredths (issue 37). */
export type BilledCharge = { label: string; amount: Cents; vatRate: Cents };

export type ChargesInvoiceRequest = {
  number: string;
  issuedOn: string;
  charges: BilledCharge[];
  stampDuty: Cents;
  /** What the kept deposit settles of it, TTC (0: nothing). */
  settledByDeposit: Cents;
  /** The day the rest falls due (issue date + payment terms), when something remains. */
  dueOn: string | null;
  invoice: { number: string; issuedOn: string } | null;
};

/**
 * The facture complémentaire of an order's charges after the rental (issue 23): one line per
 * charge (damage, loss, late fee) at its amount HT, the VAT per rate on their sums and the stamp duty; the
 * kept deposit settles part or all of it, the rest is due on `dueOn`.
 */
export function buildChargesInvoiceData(order: DocumentOrder, settings: DocumentSettings, request: ChargesInvoiceRequest): ComplementaryInvoiceResult {
  if (request.charges.length === 0) return { ok: false, message: "Aucun frais confirmé à facturer." };
  const base = buildDocumentData({ ...order, paid_amount: "0" }, settings, { kind: "invoice", number: request.number, version: 1, issuedOn: request.issuedOn });
  const totalHt = request.charges.reduce((sum, charge) => sum + charge.amount, 0n);
  const table = vatByRate(request.charges.map((charge) => ({ rate: charge.vatRate, amount: charge.amount })));
  const vat = totalVat(table);
  const totalTtc = totalHt + vat + request.stampDuty;
  if (request.settledByDeposit > totalTtc) {
    return { ok: false, message: `La caution retenue ne peut pas dépasser la facture des frais (${centsToDecimal(totalTtc).replace(".", ",")} DT TTC).` };
  }
  const due = totalTtc - request.settledByDeposit;
  return {
    ok: true,
    data: {
      ...base,
      lines: request.charges.map((charge) => ({
        name: charge.label,
        category: "Frais après location",
        unitPrice: centsToDecimal(charge.amount),
        quantity: 1,
        days: 1,
        from: order.rental_date,
        to: order.return_date,
        total: centsToDecimal(charge.amount),
        vatRate: centsToDecimal(charge.vatRate),
      })),
      figures: {
        subtotal: centsToDecimal(totalHt),
        discount: "0.00",
        discountLabel: "Remise",
        deliveryFee: "0.00",
        totalHt: centsToDecimal(totalHt),
        vatByRate: storedVatTable(table),
        vat: centsToDecimal(vat),
        stampDuty: centsToDecimal(request.stampDuty),
        totalTtc: centsToDecimal(totalTtc),
        deposit: "0.00",
        ...(request.settledByDeposit > 0n ? { paid: centsToDecimal(request.settledByDeposit), due: centsToDecimal(due) } : {}),
      },
      dueOn: due > 0n && request.dueOn ? request.dueOn : undefined,
      notes: null,
      complement: {
        invoiceNumber: request.invoice?.number ?? null,
        invoiceIssuedOn: request.invoice?.issuedOn ?? null,
        reasonTitle: "Objet",
        reason: "Frais constatés après la location : dommages, pertes ou retard de restitution du matériel.",
        settledOn: request.settledByDeposit > 0n ? request.issuedOn : null,
      },
    },
  };
}
