import type { DocumentMessages } from "./fr";

// The lines of an order's statement of account in Arabic, for the e-mails of an Arabic order (a
// receipt's): Arabic is not a document language (ADR 021, react-pdf does not shape it), so these
// are the only Arabic words of the documents' catalogue, and the attached PDFs stay French. The
// document numbers (FAC-…, REC-…) are the PDFs' own, so the client finds each line there. The
// words are those of the Arabic e-mails and pages: « الضمان » for the deposit, « فاتورة التخفيض »
// for a credit note, « الخصم من المورد » for the Tunisian withholding tax.

export const statementLinesAr: DocumentMessages["statementLines"] = {
  payments: {
    cash: "دفع نقدًا",
    transfer: "دفع بتحويل بنكي",
    cheque: "دفع بصك",
    card: "دفع بالبطاقة البنكية",
    withholding: "الخصم من المورد",
    online: "دفع عبر الإنترنت",
  },
  depositMethods: { cash: "نقدًا", transfer: "بتحويل بنكي", cheque: "بصك", card: "بالبطاقة البنكية", withholding: "", online: "(تفويض مسبق عبر الإنترنت، دون اقتطاع)" },
  cheque: (payment, number, bank) => `${payment} رقم ${number}${bank ? ` (${bank})` : ""}`,
  certificate: (payment, number) => `${payment}، شهادة رقم ${number}`,
  reference: (reference) => `المرجع: ${reference}`,
  cancelled: (reason) => `ملغى${reason ? `: ${reason}` : ""}`,
  invoice: (number) => `الفاتورة ${number}`,
  creditedInFull: "أُلغيت بالكامل بفاتورة تخفيض",
  creditNote: (number, invoice) => `فاتورة التخفيض ${number}${invoice ? ` على الفاتورة ${invoice}` : ""}`,
  complementaryInvoice: (number, ofDeposit) => `الفاتورة التكميلية ${number} (${ofDeposit ? "الضمان المحتفظ به" : "مصاريف بعد الكراء"})`,
  orderToInvoice: (number) => `الطلب ${number}، المجموع باحتساب الأداءات (الفاتورة لاحقًا)`,
  orderToInvoiceAgain: (number) => `الطلب ${number}، المجموع باحتساب الأداءات، تُعاد فوترته`,
  depositReceived: (amount, method) => `استلام الضمان ${amount}${method ? ` ${method}` : ""}`,
  depositNotPayment: "خارج الرصيد: الضمان ليس دفعة.",
  depositKept: (amount, invoice) => `الاحتفاظ بالضمان ${amount}${invoice ? ` لتسديد الفاتورة التكميلية ${invoice}` : ""}`,
  retentionReasons: { damage: "أضرار", loss: "فقدان", late: "تأخير في الإرجاع" },
  reason: (reason) => `السبب: ${reason}`,
  depositReturned: (amount) => `إرجاع الضمان ${amount}`,
  outsideBalance: "خارج الرصيد.",
};
