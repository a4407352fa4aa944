// Every e-mail the site sends, built by its real builder from sample French data (a client
// whose name holds "<b>", notes on two lines, three items, a pickup variant): for the preview
// script (scripts/email-previews.ts) and the e-mail tests.

import { reminderMail } from "~/money/reminders.server";
import { buildStatement, type StatementRows } from "~/money/statement/statement-lines";
import { statementWords } from "~/money/statement/statement-words";
import { orderStatusMail } from "~/orders/status-emails";
import { signInAttemptsNotice, signUpAttemptNotice } from "~/auth/account-notices.server";
import { emailChangedNotice, passwordResetEmail, verificationEmail } from "~/auth/verification-mail.server";
import { agencyNotification as contactNotification, clientAcknowledgement as contactAcknowledgement } from "~/contact/contact-mail.server";
import type { ContactInput } from "~/contact/contact-schema";
import type { site_settings } from "~/db/schema";
import { env } from "~/lib/env.server";
import { localizedPath, type Locale } from "~/i18n/locale";
import { typesetMail } from "~/lib/french-typography";
import type { MailMessage } from "~/lib/mail.server";
import type { RentalOrder } from "~/db/schema";
import { clientCancelMails } from "~/orders/client/client-order.server";
import { documentMail, type OrderDocumentSummary } from "~/orders/documents.server";
import { agencyNotification, clientAcknowledgement } from "~/orders/mail.server";
import { documentsMail } from "~/orders/send-documents.server";
import type { StatementPdfData } from "~/money/statement/statement-pdf-data";
import { emailAgency } from "~/emails/agency.server";
import { renderOrderStatus } from "~/emails/render.server";
import { quoteAcceptedMail } from "~/orders/quote-acceptance.server";
import { answerNoticeMail, replyMail } from "~/requests/request-mail.server";
import { followUpDigestMail } from "~/requests/follow-up-digest-mail.server";
import { eventQuoteAcceptedMail, eventQuoteMail } from "~/requests/event-quotes/event-quote-mail.server";
import { newOrderLinkMail } from "~/orders/client-links.server";
import { newRequestLinkMail } from "~/requests/request-links.server";
import { clientRequestPath } from "~/requests/access.server";
import type { ContactMessage } from "~/requests/requests.server";

export const sampleSettings = {
  id: 1,
  brand_name: "Imagine",
  tagline: "excellence événementielle",
  phone: "+216 71 960 500",
  email: "contact@imagine-events.tn",
  notification_email: "devis@imagine-events.tn",
  street_address: "Rue du Lac Windermere, Les Berges du Lac",
  postal_code: "1053",
  city: "Tunis",
  country: "TN",
  facebook_url: null,
  instagram_url: null,
  linkedin_url: null,
  logo_url: null,
  default_video_url: null,
  legal_name: "Imagine Events SARL",
  legal_address: "",
  tax_id: "",
  trade_register: "",
  bank_details: "",
  vat_rate: "19.00",
  vat_rates: ["19.00", "13.00", "7.00", "0.00"],
  stamp_duty: "1.00",
  quote_terms: "",
  invoice_terms: "",
  credit_note_terms: "",
  payment_terms_days: 30,
  auto_payment_reminders: false,
  late_fee_per_day: "0.00",
  document_footer: "",
  buffer_days_before: 1,
  buffer_days_after: 1,
  calendar_feed_token: null,
  online_konnect: true,
  online_flouci: true,
  online_deposit_percent: 30,
  online_balance: true,
  online_caution: true,
  created_at: new Date("2026-11-20T09:00:00Z"),
  updated_at: new Date("2026-11-20T09:00:00Z"),
} satisfies typeof site_settings.$inferSelect;

export const sampleOrder: RentalOrder = {
  id: "0b6f3c1e-8a4f-4a3e-9c55-5d2f1b7e9a10",
  order_number: 42,
  idempotency_key: null,
  first_name: "Amel",
  last_name: "Ben Salah <b>VIP</b>",
  email: "amel.bensalah@example.tn",
  phone: "+216 20 123 456",
  company: "Clinique Les Jasmins",
  rental_date: "2026-12-10",
  return_date: "2026-12-12",
  fulfilment: "delivery",
  delivery_address: "Hôtel Laico, avenue Mohamed V, 1001 Tunis",
  departure_slot: "morning",
  return_slot: "evening",
  notes: "Merci de livrer par l'entrée de service.\nContact sur place : Karim (98 765 432).",
  status: "new",
  link_version: 1,
  items: [
    { id: "p1", name: "Enceinte Line Array L-Acoustics", category: "audio", image: "", price: "1250.00", quantity: 2, totalDays: 3, vatRate: "19.00" },
    { id: "p2", name: "Chaise Napoléon dorée", category: "furniture", image: "", price: "4.50", quantity: 120, totalDays: 3, vatRate: "19.00" },
    { id: "p3", name: "Lyre LED Beam 230 W", category: "light", image: "", price: "80.00", quantity: 6, totalDays: 1, vatRate: "19.00" },
  ],
  total_amount: "9600.00",
  delivery_fee: "0.00",
  delivery_fee_vat_rate: "19.00",
  discount_kind: "amount",
  discount_value: "0.00",
  deposit: "0.00",
  total_ht: "9600.00",
  vat_rate: "19.00",
  vat_amount: "1824.00",
  stamp_duty: "1.00",
  total_ttc: "11425.00",
  locale: "fr",
} as unknown as RentalOrder;

export const sampleContact: ContactInput = {
  first_name: "Yassine",
  last_name: "Trabelsi <b>test</b>",
  email: "yassine.trabelsi@example.tn",
  phone: "+216 22 333 444",
  event_type: "Séminaire d'entreprise",
  services: ["Événements médicaux", "Son et lumière", "Stands et décoration"],
  event_date: "2027-03-18",
  guest_count: 450,
  message: "Bonjour,\nNous organisons le congrès annuel de cardiologie à Hammamet.\nPouvez-vous nous proposer un devis ?",
} satisfies ContactInput;

const tunisNoon = (day: string) => new Date(`${day}T11:00:00Z`);
const samplePayment = { reference: null, cheque_number: null, bank: null, certificate_number: null, cancelled_at: null, cancel_reason: null };

/** The sample order's statement of account: invoiced, a cheque that bounced, a transfer, the deposit held. */
const sampleStatementRows: StatementRows = {
  order: { number: "CMD-000042", placedOn: "2026-10-02", total_ttc: "11425.00" },
  documents: [
    { id: "fac", kind: "invoice", number: "FAC-2026-0012", issuedOn: "2026-10-13", issuedAt: tunisNoon("2026-10-13"), total_ttc: "11425.00", corrects_id: null, credited_by: null },
  ],
  payments: [
    { ...samplePayment, id: "p1", paid_on: "2026-10-15", amount: "2000.00", method: "cheque", cheque_number: "0042137", bank: "BIAT", recorded_at: tunisNoon("2026-10-15"), cancelled_at: tunisNoon("2026-10-22"), cancel_reason: "Chèque impayé" },
    { ...samplePayment, id: "p2", paid_on: "2026-10-20", amount: "3000.00", method: "transfer", reference: "VIR-2026-5521", recorded_at: tunisNoon("2026-10-20") },
  ],
  deposit: { received_on: "2026-10-13", received_at: tunisNoon("2026-10-13"), received_amount: "1500.00", method: "cheque", reference: null, settled_on: null, settled_at: null, returned_amount: null, retained_amount: null, reasonLabel: null },
};

export const sampleStatement = buildStatement(sampleStatementRows);

/** An English or Arabic client who paid the 3 000 DT online through Konnect, and the statement their receipt's e-mail prints. */
const onlinePayment = { method: "online", gateway: "konnect", reference: "6627a1b4c9e0f3d2a8e14b5e" } as const;
const paidOnlineStatement = (locale: Locale) =>
  buildStatement({ ...sampleStatementRows, payments: sampleStatementRows.payments.map((payment) => (payment.id === "p2" ? { ...payment, ...onlinePayment } : payment)) }, statementWords(locale));

/** Every e-mail, by file name, built by its real builder. */
export async function buildPreviews() {
  const publicUrl = env().PUBLIC_URL;
  const agency = emailAgency(sampleSettings);
  const pickup = { ...sampleOrder, fulfilment: "pickup", delivery_address: "", notes: null } as RentalOrder;
  const statusOf = async (status: "confirmed" | "cancelled", order: RentalOrder) => {
    const { view, ...mail } = orderStatusMail(order, status, `${publicUrl}${localizedPath(order.locale, "/commande/jeton-exemple")}`, agency.address)!;
    return { ...mail, html: await renderOrderStatus({ ...view, agency }) };
  };
  const cancel = await clientCancelMails({ ...sampleOrder, status: "cancelled" }, sampleSettings, "L'événement est reporté au printemps.");
  const document = (kind: OrderDocumentSummary["kind"], number: string, version: number, totalTtc = "11425.00") =>
    documentMail({ kind, number, version, total_ttc: totalTtc, fileName: `${number}${kind === "quote" ? `-v${version}` : ""}.pdf` } as OrderDocumentSummary, sampleOrder, agency);
  const sentDocument = (kind: OrderDocumentSummary["kind"], number: string, totalTtc: string, data: Record<string, unknown>) =>
    ({ kind, number, version: 1, total_ttc: totalTtc, fileName: `${number}.pdf`, credited_by: null, data: { kind, ...data } }) as unknown as Parameters<typeof documentsMail>[0][number];
  const receiptOnline = (order: RentalOrder) =>
    documentMail(
      { kind: "receipt", number: "REC-2026-0021", version: 1, total_ttc: "3000.00", fileName: "REC-2026-0021.pdf" } as OrderDocumentSummary,
      order,
      agency,
      undefined,
      paidOnlineStatement(order.locale),
      onlinePayment,
    );
  const chargesInvoice = (order: RentalOrder) =>
    documentMail({ kind: "complementary_invoice", number: "FAC-2026-0032", version: 1, total_ttc: "179.50", fileName: "FAC-2026-0032.pdf" } as OrderDocumentSummary, order, agency, {
      paid: 10_000n,
      due: 7_950n,
      dueOn: "2026-12-26",
    });
  const previews = {
    "order-acknowledgement": await clientAcknowledgement(sampleOrder, sampleSettings),
    "order-acknowledgement-pickup": await clientAcknowledgement(pickup, sampleSettings),
    // The client's e-mails in the language they ordered in (issue 39).
    "order-acknowledgement-en": await clientAcknowledgement({ ...sampleOrder, locale: "en" }, sampleSettings),
    "order-acknowledgement-ar": await clientAcknowledgement({ ...sampleOrder, locale: "ar", first_name: "أمل" }, sampleSettings),
    "order-notification": await agencyNotification(sampleOrder, sampleSettings),
    // Confirmed once the agency set the delivery fee and the deposit.
    "order-confirmed": await statusOf("confirmed", { ...sampleOrder, delivery_fee: "150.00", deposit: "1500.00" }),
    "order-confirmed-pickup": await statusOf("confirmed", { ...pickup, deposit: "1500.00" }),
    "order-cancelled": await statusOf("cancelled", pickup),
    "order-confirmed-en": await statusOf("confirmed", { ...sampleOrder, locale: "en", delivery_fee: "150.00", deposit: "1500.00" }),
    "order-confirmed-ar": await statusOf("confirmed", { ...sampleOrder, locale: "ar", first_name: "أمل", delivery_fee: "150.00", deposit: "1500.00" }),
    "order-cancel-notice": cancel.notice!,
    "order-cancel-acknowledgement": cancel.acknowledgement,
    "order-cancel-acknowledgement-ar": (await clientCancelMails({ ...sampleOrder, status: "cancelled", locale: "ar" }, sampleSettings, undefined)).acknowledgement,
    "order-quote": await document("quote", "DEV-2026-0007", 2),
    "order-invoice": await document("invoice", "FAC-2026-0012", 1),
    "order-quote-en": await documentMail({ kind: "quote", number: "DEV-2026-0007", version: 2, total_ttc: "11425.00", fileName: "DEV-2026-0007-v2.pdf" } as OrderDocumentSummary, { ...sampleOrder, locale: "en" }, agency),
    "order-invoice-ar": await documentMail({ kind: "invoice", number: "FAC-2026-0012", version: 1, total_ttc: "11425.00", fileName: "FAC-2026-0012.pdf" } as OrderDocumentSummary, { ...sampleOrder, locale: "ar", first_name: "أمل" }, agency),
    "order-credit-note": await document("credit_note", "AV-2026-0003", 1, "-1190.00"),
    "order-receipt": await documentMail(
      { kind: "receipt", number: "REC-2026-0021", version: 1, total_ttc: "3000.00", fileName: "REC-2026-0021.pdf" } as OrderDocumentSummary,
      sampleOrder,
      agency,
      undefined,
      sampleStatement,
      { method: "transfer", gateway: null, reference: "VIR-2026-5521" },
    ),
    // Paid online by a client who ordered in English or Arabic (issue 40): the e-mail in their language.
    "order-receipt-en": await receiptOnline({ ...sampleOrder, locale: "en" }),
    "order-receipt-ar": await receiptOnline({ ...sampleOrder, locale: "ar", first_name: "أمل" }),
    "order-complementary-invoice": await document("complementary_invoice", "FAC-2026-0031", 1, "120.50"),
    "order-charges-invoice": await documentMail(
      { kind: "complementary_invoice", number: "FAC-2026-0032", version: 1, total_ttc: "179.50", fileName: "FAC-2026-0032.pdf" } as OrderDocumentSummary,
      sampleOrder,
      agency,
      { paid: 10_000n, due: 7_950n, dueOn: "2026-12-26" },
    ),
    "order-charges-invoice-en": await chargesInvoice({ ...sampleOrder, locale: "en" }),
    "order-charges-invoice-ar": await chargesInvoice({ ...sampleOrder, locale: "ar", first_name: "أمل" }),
    // 'Envoyer les documents': four of them and the statement in one e-mail.
    "order-documents": await documentsMail(
      [
        sentDocument("invoice", "FAC-2026-0012", "11425.00", { dueOn: "2026-11-12" }),
        sentDocument("complementary_invoice", "FAC-2026-0032", "179.50", { complement: { reasonTitle: "Frais après location" }, figures: { paid: "100.00", due: "79.50" }, dueOn: "2026-12-26" }),
        sentDocument("credit_note", "AV-2026-0003", "-1190.00", { credit: { invoiceNumber: "FAC-2026-0012" } }),
        sentDocument("receipt", "REC-2026-0021", "3000.00", { kind: "receipt", payment: { paidOn: "2026-11-03" } }),
      ],
      sampleOrder,
      agency,
      // The statement of account printed with them, as it stands.
      { asOf: "2026-11-25", closingAmount: 723_550n, overpaid: false } as StatementPdfData,
    ),
    "order-payment-reminder": await reminderMail(
      { ...sampleOrder, invoice_due_on: "2026-11-12" },
      { id: "5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", number: "FAC-2026-0012", issuedOn: "2026-10-13", fileName: "FAC-2026-0012.pdf" },
      sampleStatement,
      agency,
      "2026-11-25",
    ),
    "quote-accepted": await quoteAcceptedMail(sampleOrder, { number: "DEV-2026-0007", version: 2, total_ttc: "11425.00" }, "Amel Trabelsi", new Date("2026-11-25T09:42:00Z"), sampleSettings),
    "contact-notification": await contactNotification(sampleContact, sampleSettings),
    "contact-acknowledgement": await contactAcknowledgement(sampleContact, sampleSettings),
    "contact-acknowledgement-en": await contactAcknowledgement(
      { ...sampleContact, first_name: "Sarah", last_name: "Collins", message: "Hello,\nWe are planning our annual cardiology congress in Hammamet.\nCould you send us a quote?" },
      sampleSettings,
      "en",
    ),
    "password-reset": await passwordResetEmail({ to: "amel@example.tn", link: `${publicUrl}/reset-password?token=AbCdEf123456`, agency }),
    "email-verification": await verificationEmail({ to: "amel@example.tn", link: `${publicUrl}/verifier-email?token=eyJhbGciOi.eyJlbWFpbCI6.c2lnbmF0dXJl`, kind: "sign-up", agency }),
    "email-verification-change": await verificationEmail({ to: "amel.nouvelle@example.tn", link: `${publicUrl}/verifier-email?token=eyJhbGciOi.eyJlbWFpbCI6.c2lnbmF0dXJl`, kind: "change", agency }),
    "password-reset-en": await passwordResetEmail({ to: "sarah@example.com", link: `${publicUrl}/en/reset-password?token=AbCdEf123456`, agency }),
    "email-verification-ar": await verificationEmail({ to: "amel@example.tn", link: `${publicUrl}/ar/verifier-email?token=eyJhbGciOi.eyJlbWFpbCI6.c2lnbmF0dXJl`, kind: "sign-up", agency, locale: "ar" }),
    "email-changed": await emailChangedNotice({ to: "amel@example.tn", newEmail: "amel.nouvelle@example.tn", publicUrl, agency }),
    "sign-in-attempts": await signInAttemptsNotice({ to: "amel@example.tn", publicUrl, agency }),
    "sign-up-attempt": await signUpAttemptNotice({ to: "amel@example.tn", publicUrl, agency }),
    // Event requests (issue 24): the agency's reply, the owner's notice of an answer, the event quote, the morning digest.
    // The agency's reply as typed, « bientôt! » glued: the e-mail sets its space.
    "request-reply": await replyMail({
      to: "leila@example.tn",
      subject: "Votre mariage à Hammamet : quelques précisions",
      body: "Bonjour Leïla,\n\nMerci pour votre demande. Pour préparer une proposition au plus juste, pourriez-vous nous préciser le lieu envisagé et le budget que vous souhaitez y consacrer ?\n\nÀ très bientôt!\nL'équipe Imagine",
      files: [{ name: "Brochure mariages 2027.pdf", size: 1_240_000 }],
      link: `${publicUrl}/demande/jeton-exemple`,
      settings: sampleSettings,
    }),
    "request-reply-ar": await replyMail({
      to: "leila@example.tn",
      subject: "حفل زفافكم في الحمامات: بعض التفاصيل",
      body: "مرحبًا ليلى،\n\nشكرًا على طلبكم. هل يمكنكم أن تحددوا لنا المكان والميزانية؟\n\nإلى اللقاء قريبًا،\nفريق Imagine",
      files: [{ name: "Brochure mariages 2027.pdf", size: 1_240_000 }],
      link: `${publicUrl}/ar/demande/jeton-exemple`,
      settings: sampleSettings,
      locale: "ar",
    }),
    "request-answer-notification": await answerNoticeMail({
      to: "sonia@imagine-events.tn",
      client: "Leïla Haddad",
      eventType: "Mariage",
      body: "Bonjour, le mariage aura lieu au Golden Tulip de Hammamet, pour un budget d'environ 30 000 DT.",
      files: [],
      adminLink: `${publicUrl}/admin/contact/demandes/5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11`,
      settings: sampleSettings,
    }),
    "request-event-quote": await eventQuoteMail(
      "5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11",
      1,
      { number: "DEV-2026-0042", version: 1, total_ttc: "28560.00", fileName: "DEV-2026-0042-v1.pdf" },
      { first_name: "Leïla", last_name: "Haddad", email: "leila@example.tn", event_type: "Mariage", event_date: "2027-06-12" },
      agency,
    ),
    "request-event-quote-accepted": await eventQuoteAcceptedMail(
      "5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11",
      { number: "DEV-2026-0042", version: 1, total_ttc: "28560.00" },
      { first_name: "Leïla", last_name: "Haddad", email: "leila@example.tn", event_type: "Mariage", event_date: "2027-06-12" },
      "Leïla Haddad",
      new Date("2026-11-26T15:05:00Z"),
      agency,
      sampleSettings.notification_email,
    ),
    // 'Renvoyer un nouveau lien' (ADR 010): the order's and the request's new link.
    "order-new-link": await newOrderLinkMail({ ...sampleOrder, link_version: 2 }, sampleSettings),
    "request-new-link": await newRequestLinkMail(
      { id: "5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", first_name: "Leïla", last_name: "Haddad", email: "leila@example.tn", event_type: "Mariage", locale: "fr" } as ContactMessage,
      clientRequestPath("5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", 2),
      sampleSettings,
    ),
    "request-new-link-en": await newRequestLinkMail(
      { id: "5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", first_name: "Laura", last_name: "Smith", email: "laura@example.com", event_type: "Mariage", locale: "en" } as ContactMessage,
      clientRequestPath("5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", 2),
      sampleSettings,
    ),
    "order-new-link-ar": await newOrderLinkMail({ ...sampleOrder, link_version: 2, locale: "ar", first_name: "أمل" }, sampleSettings),
    "request-follow-up-digest": await followUpDigestMail({
      owner: { name: "Sonia Ben Salah", email: "sonia@imagine-events.tn" },
      lines: [
        { messageId: "5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", href: "/admin/contact/demandes/5c1d0e2a-7b7f-4d8e-9f41-2b6c0f0e7a11", client: "Leïla Haddad", eventType: "Mariage", followUpOn: "2026-11-24", stage: "proposal_sent" },
        { messageId: "0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e", href: "/admin/contact/demandes/0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e", client: "Dr Karim Mansour", eventType: "Congrès médical", followUpOn: "2026-11-25", stage: "qualified" },
      ],
      total: 2,
      today: "2026-11-25",
      agency,
    }),
  } satisfies Record<string, MailMessage>;
  // As the queue stores and sends them (enqueueMail): in French typography.
  return Object.fromEntries(Object.entries(previews).map(([name, mail]) => [name, typesetMail(mail)])) as typeof previews;
}

export type PreviewName = keyof Awaited<ReturnType<typeof buildPreviews>>;
