import { describe, expect, it } from "vitest";
import { amountOwed } from "../amount-owed";
import { buildStatement, closingLabel, type StatementDocumentRow, type StatementPaymentRow, type StatementRows } from "./statement-lines";
import { buildStatementPdfData } from "./statement-pdf-data";
import { signedMoney } from "./statement-view";

// The statement built from rows, without a database: the week of the issue (an invoice, payments
// and a cancelled one, a credit note, charges billed and partly settled by the kept deposit, the
// rest of the deposit given back) adds up, line by line, to what the domain says is owed.

const NBSP = "\u00a0";
const at = (day: string, time = "10:00") => new Date(`${day}T${time}:00+01:00`);

function doc(fields: Partial<StatementDocumentRow> & Pick<StatementDocumentRow, "id" | "kind" | "number" | "issuedOn" | "total_ttc">): StatementDocumentRow {
  return { issuedAt: at(fields.issuedOn), corrects_id: null, credited_by: null, ...fields };
}

function payment(fields: Partial<StatementPaymentRow> & Pick<StatementPaymentRow, "id" | "paid_on" | "amount">): StatementPaymentRow {
  return {
    method: "transfer",
    reference: null,
    cheque_number: null,
    bank: null,
    certificate_number: null,
    recorded_at: at(fields.paid_on, "12:00"),
    cancelled_at: null,
    cancel_reason: null,
    ...fields,
  };
}

/** The week of issue 37: Total TTC 2 820,11; 846,03 paid; 35,70 credited; 989,70 of charges of which the deposit settled 774,50. */
const WEEK: StatementRows = {
  order: { number: "CMD-000042", placedOn: "2026-06-01", total_ttc: "2820.11" },
  documents: [
    doc({ id: "inv", kind: "invoice", number: "FAC-2026-0003", issuedOn: "2026-06-03", total_ttc: "2820.11" }),
    doc({ id: "av", kind: "credit_note", number: "AV-2026-0001", issuedOn: "2026-06-08", total_ttc: "-35.70", corrects_id: "inv" }),
    doc({ id: "comp", kind: "complementary_invoice", number: "FAC-2026-0005", issuedOn: "2026-06-09", total_ttc: "989.70", purpose: "charges", settledByDeposit: "774.50" }),
  ],
  payments: [
    payment({ id: "p1", paid_on: "2026-06-02", amount: "600.00", method: "cheque", cheque_number: "0042137", bank: "BIAT" }),
    payment({ id: "p2", paid_on: "2026-06-04", amount: "500.00", method: "cheque", cheque_number: "0042138", cancelled_at: at("2026-06-06"), cancel_reason: "Chèque impayé" }),
    payment({ id: "p3", paid_on: "2026-06-05", amount: "204.00", method: "transfer", reference: "VIR-5521" }),
    payment({ id: "p4", paid_on: "2026-06-05", amount: "42.03", method: "withholding", certificate_number: "RS-2026-118" }),
  ],
  deposit: {
    received_on: "2026-06-02",
    received_at: at("2026-06-02", "09:00"),
    received_amount: "1000.00",
    method: "cheque",
    reference: "Chèque 0099812",
    settled_on: "2026-06-09",
    settled_at: at("2026-06-09", "16:00"),
    returned_amount: "225.50",
    retained_amount: "774.50",
    reasonLabel: "Dommages",
  },
};

describe("buildStatement", () => {
  it("lists the week in date order with its running balance, and closes on the amount owed", () => {
    const statement = buildStatement(WEEK);
    expect(statement.lines.map((line) => [line.date, line.kind, line.label, line.amount, line.counts, line.balance])).toEqual([
      ["2026-06-02", "deposit_received", `Caution reçue 1${NBSP}000,00${NBSP}DT par chèque`, 0n, false, 0n],
      ["2026-06-02", "payment", `Paiement par chèque n°${NBSP}0042137 (BIAT)`, -60000n, true, -60000n],
      ["2026-06-03", "invoice", "Facture FAC-2026-0003", 282011n, true, 222011n],
      ["2026-06-04", "payment", `Paiement par chèque n°${NBSP}0042138`, -50000n, false, 222011n],
      ["2026-06-05", "payment", "Paiement par virement", -20400n, true, 201611n],
      ["2026-06-05", "withholding", `Retenue à la source, certificat n°${NBSP}RS-2026-118`, -4203n, true, 197408n],
      ["2026-06-08", "credit_note", "Facture d'avoir AV-2026-0001 sur la facture FAC-2026-0003", -3570n, true, 193838n],
      ["2026-06-09", "complementary_invoice", "Facture complémentaire FAC-2026-0005 (frais après location)", 98970n, true, 292808n],
      ["2026-06-09", "deposit_kept", `Caution retenue 774,50${NBSP}DT pour la facture complémentaire FAC-2026-0005`, -77450n, true, 215358n],
      ["2026-06-09", "deposit_returned", `Caution restituée 225,50${NBSP}DT`, 0n, false, 215358n],
    ]);
    const cancelled = statement.lines[3]!;
    expect(cancelled).toMatchObject({ cancelled: true, details: [`Annulé${NBSP}: Chèque impayé`] });
    expect(statement.closing).toBe(215358n);
    expect(statement).toMatchObject({ charged: 380981n, credited: 3570n, paid: 84603n, settledByDeposit: 77450n, deposit: { received: 100000n, kept: 77450n, returned: 22550n, status: "kept" } });
    // The columns the order keeps say the same: 2 820,11 − 35,70 + 215,20 − 846,03.
    expect(amountOwed({ total_ttc: "2820.11", credited_ttc: "35.70", charges_due_ttc: "215.20", paid_amount: "846.03" })).toBe(statement.closing);
    // What the lines that count add up to is the closing balance.
    expect(statement.lines.filter((line) => line.counts).reduce((sum, line) => sum + line.amount, 0n)).toBe(statement.closing);
  });

  it("owes the order's total before any invoice, and again after an invoice credited in full", () => {
    const placed = buildStatement({ order: { number: "CMD-000007", placedOn: "2026-06-01", total_ttc: "572.20" }, documents: [], payments: [], deposit: null });
    expect(placed.lines).toEqual([expect.objectContaining({ kind: "order", date: "2026-06-01", label: "Commande CMD-000007, total TTC (facture à venir)", amount: 57220n, balance: 57220n })]);

    const credited = buildStatement({
      order: { number: "CMD-000007", placedOn: "2026-06-01", total_ttc: "600.00" },
      documents: [
        doc({ id: "inv", kind: "invoice", number: "FAC-2026-0001", issuedOn: "2026-06-02", total_ttc: "572.20", credited_by: "av2" }),
        doc({ id: "av1", kind: "credit_note", number: "AV-2026-0001", issuedOn: "2026-06-03", total_ttc: "-119.00", corrects_id: "inv" }),
        doc({ id: "av2", kind: "credit_note", number: "AV-2026-0002", issuedOn: "2026-06-03", issuedAt: at("2026-06-03", "11:00"), total_ttc: "-453.20", corrects_id: "inv" }),
      ],
      payments: [payment({ id: "p", paid_on: "2026-06-03", amount: "100.00" })],
      deposit: null,
    });
    expect(credited.lines.map((line) => [line.kind, line.amount, line.balance])).toEqual([
      ["invoice", 57220n, 57220n],
      ["credit_note", -11900n, 45320n],
      ["credit_note", -45320n, 0n],
      ["order", 60000n, 60000n],
      ["payment", -10000n, 50000n],
    ]);
    expect(credited.lines[3]!.label).toBe("Commande CMD-000007, total TTC à facturer de nouveau");
    expect(credited.closing).toBe(amountOwed({ total_ttc: "600.00", credited_ttc: "0", paid_amount: "100.00" }));
  });

  it("bills and settles a kept deposit on its own invoice, and moves nothing with a deposit given back whole", () => {
    const kept = buildStatement({
      order: { number: "CMD-000009", placedOn: "2026-06-01", total_ttc: "358.00" },
      documents: [
        doc({ id: "inv", kind: "invoice", number: "FAC-2026-0001", issuedOn: "2026-06-02", total_ttc: "358.00" }),
        doc({ id: "comp", kind: "complementary_invoice", number: "FAC-2026-0002", issuedOn: "2026-06-10", total_ttc: "120.50", purpose: "deposit", settledByDeposit: "120.50" }),
      ],
      payments: [payment({ id: "p", paid_on: "2026-06-02", amount: "358.00" })],
      // Settled on a day typed earlier than the invoice was issued: the kept line still follows its invoice.
      deposit: { received_on: "2026-06-02", received_at: at("2026-06-02", "16:00"), received_amount: "500.00", method: "cash", reference: null, settled_on: "2026-06-08", settled_at: at("2026-06-10", "16:00"), returned_amount: "379.50", retained_amount: "120.50", reasonLabel: "Dommages" },
    });
    expect(kept.lines.map((line) => [line.date, line.kind, line.balance])).toEqual([
      ["2026-06-02", "invoice", 35800n],
      ["2026-06-02", "payment", 0n],
      ["2026-06-02", "deposit_received", 0n],
      ["2026-06-08", "deposit_returned", 0n],
      ["2026-06-10", "complementary_invoice", 12050n],
      ["2026-06-10", "deposit_kept", 0n],
    ]);
    expect(kept.lines.at(-1)!.details).toEqual([`Motif${NBSP}: dommages`]);
    expect(kept.closing).toBe(0n);

    const returned = buildStatement({
      order: { number: "CMD-000010", placedOn: "2026-06-01", total_ttc: "0.00" },
      documents: [],
      payments: [],
      deposit: { received_on: "2026-06-02", received_at: at("2026-06-02"), received_amount: "300.00", method: "transfer", reference: null, settled_on: "2026-06-09", settled_at: at("2026-06-09"), returned_amount: "300.00", retained_amount: "0.00", reasonLabel: null },
    });
    expect(returned.lines.map((line) => [line.label, line.counts])).toEqual([
      [`Caution reçue 300,00${NBSP}DT par virement`, false],
      [`Caution restituée 300,00${NBSP}DT`, false],
    ]);
    expect(returned.deposit).toMatchObject({ status: "returned" });
    expect(returned.closing).toBe(0n);
  });

  it("names the gateway of an online payment and gives its reference", () => {
    const statement = buildStatement({
      ...WEEK,
      payments: [payment({ id: "p-online", paid_on: "2026-06-03", amount: "100.00", method: "online", gateway: "flouci", reference: "flouci-abc123" })],
    });
    const line = statement.lines.find((candidate) => candidate.kind === "payment")!;
    expect(line.label).toBe("Paiement en ligne — Flouci");
    expect(line.details).toContain(`Référence${NBSP}: flouci-abc123`);
  });

  it("says a balance paid too much as « Trop-perçu »", () => {
    expect(closingLabel(-4200n)).toEqual({ label: "Trop-perçu", amount: 4200n });
    expect(closingLabel(0n)).toEqual({ label: "Reste à payer", amount: 0n });
    expect(signedMoney(-84603n)).toBe(`\u2212846,03${NBSP}DT`);
  });
});

describe("buildStatementPdfData", () => {
  it("prints each line's debit, credit and balance, the totals and the deposit's story", () => {
    const statement = buildStatement(WEEK);
    const data = buildStatementPdfData({
      statement,
      order: { first_name: "Amel", last_name: "Trabelsi", company: "Clinique du Lac", email: "amel@example.tn", phone: "+216 20 123 456", rental_date: "2026-06-05", return_date: "2026-06-07" },
      settings: {
        brand_name: "Imagine", tagline: "", phone: "", email: "", street_address: "", postal_code: "", city: "", legal_name: "Imagine Events SARL",
        legal_address: "Tunis", tax_id: "", trade_register: "", bank_details: "BIAT", quote_terms: "", invoice_terms: "", credit_note_terms: "", document_footer: "Merci.",
      },
      asOf: "2026-06-10",
    });
    expect(data.lines[0]).toMatchObject({ date: "02/06/2026", debit: "", credit: "", balance: "" });
    expect(data.lines[3]).toMatchObject({ credit: `500,00${NBSP}DT`, balance: "", struck: true });
    expect(data.lines[8]).toMatchObject({ credit: `774,50${NBSP}DT`, balance: `2${NBSP}153,58${NBSP}DT` });
    expect(data.totals.map((row) => row.label)).toEqual(["Total facturé", "Factures d'avoir", "Paiements reçus", "Réglé par la caution retenue"]);
    expect(data.closing).toEqual({ label: "Reste à payer", value: `2${NBSP}153,58${NBSP}DT` });
    expect(data.depositNote).toContain(`Retenue${NBSP}: 774,50${NBSP}DT`);
    expect(data.depositNote).toContain(`Restituée${NBSP}: 225,50${NBSP}DT`);
  });
});
