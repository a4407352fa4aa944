import { z } from "zod";
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { ContactMessages } from "~/i18n/messages/contact/fr";

// A request's conversation (issue 24): the agency's reply from the back office and the client's
// answer from their page. One schema each, read by the form (its limits) and by the action (the
// real check); what the files really are is read from their bytes by attachments.server.ts.

export const CONVERSATION_LIMITS = {
  subjectMax: 200,
  bodyMax: 20_000,
  attachmentsMax: 5,
  attachmentBytesMax: 10 * 1024 * 1024,
} as const;

/** A post's ceiling: five files of 10 MB, the text and the form's own bytes; past it nothing is read. */
export const CONVERSATION_POST_MAX_BYTES = CONVERSATION_LIMITS.attachmentsMax * CONVERSATION_LIMITS.attachmentBytesMax + 1024 * 1024;
export const POST_TOO_LARGE_MESSAGE = `Envoi trop volumineux : ${CONVERSATION_LIMITS.attachmentsMax} pièces jointes au plus, de 10 Mo chacune. Rien n'a été envoyé.`;

/** What the file pickers offer; the server still reads the type from the bytes. */
export const ATTACHMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";
export const ATTACHMENT_HINT = `PDF, JPEG, PNG ou WebP, 10 Mo au plus chacune, ${CONVERSATION_LIMITS.attachmentsMax} au plus.`;


/** The field names both forms post. */
export const CONVERSATION_FIELDS = { subject: "subject", body: "body", attachments: "attachments" } as const;

// A textarea posts its line breaks as CRLF: counted as one character, as the browser's maxLength does.
const text = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "");

const body = z.preprocess(
  text,
  z
    .string()
    .min(1, "Le message est vide : écrivez votre texte avant d'envoyer.")
    .max(CONVERSATION_LIMITS.bodyMax, `Le message est trop long : ${CONVERSATION_LIMITS.bodyMax.toLocaleString("fr-FR")} caractères au plus.`),
);

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** The chosen files: how many and how big is checked here (and in the browser), what they are on the server. */
const attachments = z
  .array(z.custom<File>(isFile, { error: "Pièce jointe illisible : choisissez le fichier à nouveau." }))
  .max(CONVERSATION_LIMITS.attachmentsMax, `${CONVERSATION_LIMITS.attachmentsMax} pièces jointes au plus par message.`)
  .superRefine((files, ctx) => {
    const tooBig = files.find((file) => file.size > CONVERSATION_LIMITS.attachmentBytesMax);
    if (tooBig) ctx.addIssue({ code: "custom", message: attachmentTooBigMessage(tooBig.name) });
    const empty = files.find((file) => file.size === 0);
    if (empty) ctx.addIssue({ code: "custom", message: `Pièce jointe « ${empty.name} » refusée : le fichier est vide.` });
  });

export function attachmentTooBigMessage(name: string): string {
  return `Pièce jointe « ${name} » refusée : elle dépasse 10 Mo.`;
}

/** 'Répondre' in the back office: an e-mail's subject, its text, up to five files. */
export const ReplySchema = z.object({
  subject: z.preprocess(
    text,
    z.string().min(1, "Indiquez l'objet de la réponse.").max(CONVERSATION_LIMITS.subjectMax, `L'objet est trop long : ${CONVERSATION_LIMITS.subjectMax} caractères au plus.`),
  ),
  body,
  attachments,
});
export type ReplyInput = z.infer<typeof ReplySchema>;

/** The client's answer from their page: a text, up to five files; its messages in the page's language. */
function makeClientAnswerSchema(m: ContactMessages["request"], locale: Locale) {
  return z.object({
    body: z.preprocess(
      text,
      z.string().min(1, m.bodyEmpty).max(CONVERSATION_LIMITS.bodyMax, m.bodyTooLong(formatNumber(locale, CONVERSATION_LIMITS.bodyMax))),
    ),
    attachments: z
      .array(z.custom<File>(isFile, { error: m.attachments.unreadable }))
      .max(CONVERSATION_LIMITS.attachmentsMax, m.attachments.tooMany(CONVERSATION_LIMITS.attachmentsMax))
      .superRefine((files, ctx) => {
        const tooBig = files.find((file) => file.size > CONVERSATION_LIMITS.attachmentBytesMax);
        if (tooBig) ctx.addIssue({ code: "custom", message: m.attachments.tooBig(tooBig.name) });
        const empty = files.find((file) => file.size === 0);
        if (empty) ctx.addIssue({ code: "custom", message: m.attachments.empty(empty.name) });
      }),
  });
}

const clientAnswerSchemas = new Map<Locale, ReturnType<typeof makeClientAnswerSchema>>();

/** The client's answer's schema in a language (the catalogue's `contact.request`). */
export function clientAnswerSchema(m: ContactMessages["request"], locale: Locale): ReturnType<typeof makeClientAnswerSchema> {
  let schema = clientAnswerSchemas.get(locale);
  if (!schema) {
    schema = makeClientAnswerSchema(m, locale);
    clientAnswerSchemas.set(locale, schema);
  }
  return schema;
}
export type ClientAnswerInput = z.infer<ReturnType<typeof makeClientAnswerSchema>>;

/** The form's values for the schemas; a file input left empty posts one nameless empty file, which is no file. */
export function conversationFormInput(form: FormData) {
  return {
    subject: form.get(CONVERSATION_FIELDS.subject),
    body: form.get(CONVERSATION_FIELDS.body),
    attachments: form.getAll(CONVERSATION_FIELDS.attachments).filter((value) => isFile(value) && (value.size > 0 || value.name !== "")),
  };
}

/** What was typed, sent back with a refusal (files cannot be: the browser keeps them with JavaScript). */
export function typedValues(form: FormData): { subject: string; body: string } {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, CONVERSATION_LIMITS.bodyMax * 2) : "";
  };
  return { subject: field(CONVERSATION_FIELDS.subject).slice(0, 1000), body: field(CONVERSATION_FIELDS.body) };
}

/** "2,4 Mo", "830 Ko": a file's size as the French say it (or another language, with its units). */
export function formatFileSize(bytes: number, locale: Locale = "fr", units = { kilobytes: "Ko", megabytes: "Mo" }): string {
  if (bytes < 1024 * 1024) return `${formatNumber(locale, Math.max(1, Math.round(bytes / 1024)))}\u00a0${units.kilobytes}`;
  return `${formatNumber(locale, Math.round((bytes / (1024 * 1024)) * 10) / 10)}\u00a0${units.megabytes}`;
}
