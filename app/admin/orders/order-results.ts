// What the order page's forms answer (order-actions.server.ts) and the page reads back: the
// desk's toast, and for a refused form its message, field errors and what was typed.

import type { DeskActionResult } from "~/admin/desk-result";
import type { CreditNoteValues } from "~/money/credit-note-schema";
import type { OrderEditErrors, OrderEditValues } from "~/orders/edit-schema";

/** A refused save: the message, the field errors, and what was typed. */
export type OrderSaveFailure = Extract<DeskActionResult, { ok: false }> & { intent: "save"; fieldErrors: OrderEditErrors; values: OrderEditValues };

/** A refused payment or deposit step: the message, the field errors, and what was typed. */
export type PaymentFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: "record-payment" | "receive-deposit" | "settle-deposit";
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

/** A refused credit note: the message, the field errors, and what was typed. */
export type CreditNoteFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: "issue-credit-note";
  fieldErrors: Record<string, string>;
  values: CreditNoteValues;
};

/** A refused 'Envoyer les documents': the message, the field errors, and what was ticked. */
export type SendDocumentsFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: "send-documents";
  fieldErrors: Record<string, string>;
  values: { documents: string[]; statement: boolean };
};

export type OrderPageResult = DeskActionResult | OrderSaveFailure | PaymentFailure | CreditNoteFailure | SendDocumentsFailure;

/** Where each form of the order page posts, under the order's address (app/routes.ts). */
export type OrderResource =
  | "modifier"
  | "statut"
  | "documents"
  | "envoi"
  | "envoi-documents"
  | "avoirs"
  | "recus"
  | "paiements"
  | "paiements/annulation"
  | "caution"
  | "caution/reglement"
  | "relances"
  | "frais";
