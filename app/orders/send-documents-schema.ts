import { z } from "zod";

// The order page's 'Envoyer les documents' form: the documents ticked go to the client in one
// e-mail, each attached. One schema for the form (it checks before posting) and the action (the
// real check): the order's e-mail is the order's own, not a field, and what may be ticked is what
// the order has (sendableDocuments in send-documents.server.ts), so a document of another order
// is refused.

export const SEND_DOCUMENTS_LIMITS = { documentsMax: 60 } as const;

export const SEND_DOCUMENTS_MESSAGES = {
  noEmail: "Cette commande n'a pas d'adresse e-mail : rien n'a été envoyé. Renseignez l'e-mail du client dans la commande, puis envoyez à nouveau.",
  badEmail: "L'adresse e-mail de cette commande n'est pas valide : rien n'a été envoyé. Corrigez-la dans la commande, puis envoyez à nouveau.",
  nothingChosen: "Cochez au moins un document à envoyer.",
  notOfOrder: "Un des documents choisis n'est pas un document de cette commande à envoyer : rien n'a été envoyé.",
  noStatement: "Le relevé de compte de cette commande ne peut pas encore être envoyé.",
  tooMany: `${SEND_DOCUMENTS_LIMITS.documentsMax} documents au plus par envoi.`,
} as const;

/** What the form may offer: the ids of the order's documents that can be sent, and whether its statement can be. */
export type SendDocumentsChoices = { documents: readonly string[]; statement: boolean };

/** The order's e-mail, as the schema checks it: present, and an address. */
const orderEmail = z
  .string({ error: SEND_DOCUMENTS_MESSAGES.noEmail })
  .trim()
  .min(1, SEND_DOCUMENTS_MESSAGES.noEmail)
  .pipe(z.email(SEND_DOCUMENTS_MESSAGES.badEmail));

/** Whether an order's e-mail can receive a document (the single 'Envoyer' buttons ask it too). */
export function orderEmailProblem(email: string | null | undefined): string | null {
  const parsed = orderEmail.safeParse(email ?? "");
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

export function sendDocumentsSchema(choices: SendDocumentsChoices) {
  const offered = new Set(choices.documents);
  return z
    .object({
      email: orderEmail,
      documents: z
        .array(z.string({ error: SEND_DOCUMENTS_MESSAGES.notOfOrder }))
        .max(SEND_DOCUMENTS_LIMITS.documentsMax, SEND_DOCUMENTS_MESSAGES.tooMany)
        .refine((ids) => ids.every((id) => offered.has(id)), SEND_DOCUMENTS_MESSAGES.notOfOrder)
        // A box ticked twice (a replayed form) is one attachment.
        .transform((ids) => [...new Set(ids)]),
      statement: z.boolean().refine((asked) => !asked || choices.statement, SEND_DOCUMENTS_MESSAGES.noStatement),
    })
    .refine((input) => input.documents.length > 0 || input.statement, { path: ["documents"], message: SEND_DOCUMENTS_MESSAGES.nothingChosen });
}

export type SendDocumentsInput = z.infer<ReturnType<typeof sendDocumentsSchema>>;

/** The form as posted (each ticked document a `documents` field, the statement's box `statement`), with the order's e-mail. */
export function sendDocumentsFormInput(form: FormData, email: string): { email: string; documents: string[]; statement: boolean } {
  return {
    email,
    documents: form.getAll("documents").map(String),
    statement: form.get("statement") === "on",
  };
}
