// The event quote editor's loader data and action (/admin/contact/demandes/:id/devis, issue 24).
// The route checks the admin role first, then comes here. The quote is one plain form and nothing
// is kept between posts but what the form sends: each answer sends the typed lines back with the
// draft's state (app/requests/event-quotes/event-quote-draft.server.ts): the totals the server
// computed, the catalogue's matches and what each rental line has free. What is typed is also saved
// as the request's draft (issue 38): by the page's debounced autosave (intent 'draft' with
// `autosave`, answered with the draft's status only), by 'Enregistrer le brouillon', and by every
// other button, 'Émettre' refused included; the editor opens on the draft when there is one.

import { data } from "react-router";
import type { Db } from "~/db/client.server";
import { isIsoDate } from "~/lib/calendar-dates";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { redirectWithToast } from "~/lib/toast.server";
import { OverbookingError } from "~/orders/availability.server";
import { getTaxRates } from "~/orders/taxes.server";
import { adminRequestPath } from "~/requests/access.server";
import { stageLabel } from "~/requests/stages";
import { EVENT_QUOTE_TITLE } from "~/requests/event-quotes/event-quote-data";
import { editorState, getQuotableProduct, getQuoteRequest, loadPresets, type EditorState } from "~/requests/event-quotes/event-quote-draft.server";
import { eventQuoteEditorPath } from "~/requests/event-quotes/event-quote-paths";
import { deleteEventQuoteDraft, getEventQuoteDraft, saveEventQuoteDraft } from "~/requests/event-quotes/event-quote-drafts.server";
import {
  DraftActionSchema,
  draftFormValues,
  EditorIntentSchema,
  EVENT_QUOTE_LIMITS,
  EventQuoteDraftSchema,
  eventQuoteErrors,
  eventQuoteFormValues,
  EventQuoteSchema,
  eventQuoteSchemaInput,
  formLineOf,
  SendEventQuoteSchema,
  type EventQuoteFormLine,
  type EventQuoteFormValues,
} from "~/requests/event-quotes/event-quote-schema";
import { EventQuoteError, issueEventQuote, latestEventQuote, sendEventQuote } from "~/requests/event-quotes/event-quotes.server";
import { loadEventQuotes } from "./event-quotes.server";

const notFound = () => data({ error: "Demande introuvable." }, { status: 404 });

/** "4900.00" → "4900,00": what a French admin types back. */
const amountInput = (decimal: string) => decimal.replace(".", ",");

function emptyValues(eventDate: string | null): EventQuoteFormValues {
  return { based_on: "", title: "", notes: "", lines: [], preset: "", search: "", rental_quantity: "1", rental_from: eventDate ?? "", rental_to: eventDate ?? "" };
}

export async function loadEventQuoteEditor(db: Db, messageId: string) {
  const facts = await getQuoteRequest(db, messageId);
  if (!facts) throw notFound();
  const { request, message } = facts;
  const [latest, panel, presets, draft] = await Promise.all([latestEventQuote(db, messageId), loadEventQuotes(db, messageId), loadPresets(db), getEventQuoteDraft(db, messageId)]);
  const values = emptyValues(request.event_date);
  if (draft) {
    // The draft saved last time, as it was typed.
    Object.assign(values, draftFormValues(draft.values));
  } else if (latest) {
    // A new version starts from the latest one, as issued.
    values.based_on = latest.id;
    values.title = !latest.data.title || latest.data.title === EVENT_QUOTE_TITLE ? "" : latest.data.title;
    values.notes = latest.data.notes ?? "";
    values.lines = latest.lines.map(formLineOf);
  }
  return {
    messageId,
    requestPath: adminRequestPath(messageId),
    client: {
      name: `${message.first_name} ${message.last_name}`.trim(),
      email: message.email,
      phone: message.phone,
      eventType: message.event_type,
      eventDate: request.event_date,
      guests: request.guests,
    },
    stage: stageLabel(request.stage),
    latest: latest ? { number: latest.number, version: latest.version } : null,
    editorPath: eventQuoteEditorPath(messageId),
    /** The saved draft the page opened on. */
    draft: draft ? { savedAt: draft.updatedAt.toISOString(), savedBy: draft.updatedBy } : null,
    panel,
    presets,
    state: await editorState(db, values),
  };
}

export type EventQuoteEditorData = Awaited<ReturnType<typeof loadEventQuoteEditor>>;
/** Where the draft stands after a post: saved (`savedAt`; null when there was nothing to keep) or refused. */
export type DraftStatus = { ok: true; savedAt: string | null } | { ok: false; message: string; errors: Record<string, string> };

/** A post's answer: the form's state and the draft's status. */
export type EventQuoteEditorResult = { state: EditorState; draft?: DraftStatus };
/** The autosave's answer: the draft's status only. */
export type DraftAutosaveResult = { draft: DraftStatus };

const newLine = (line: Partial<EventQuoteFormLine> & Pick<EventQuoteFormLine, "kind" | "vat_rate">): EventQuoteFormLine => ({
  description: "",
  quantity: "1",
  unit_price: "",
  product_id: "",
  from: "",
  to: "",
  ...line,
});

export async function handleEventQuoteEditorAction(db: Db, messageId: string, request: Request, actor: string) {
  const form = await request.formData();
  if (form.get("intent") === "send") return sendAction(db, messageId, form, actor);
  if (form.get("intent") === "delete-draft") return deleteDraftAction(db, messageId, form, actor);

  const facts = await getQuoteRequest(db, messageId);
  if (!facts) throw notFound();
  const values = eventQuoteFormValues(form);
  const intent = EditorIntentSchema.safeParse(form.get("intent"));
  // Every answer keeps what was typed as the request's draft, when it reads as one: an issue refused
  // too (an issued quote answers with a redirect, and the issue deleted the draft).
  const answer = async (status: number, extra: AnswerExtra = {}) => respond(db, values, status, withDraft(await saveDraft(db, messageId, values, actor), extra));
  if (!intent.success) return respond(db, values, 400, { formError: "Action inconnue : rechargez la page." });

  const full = values.lines.length >= EVENT_QUOTE_LIMITS.linesMax;
  const refuseFull = () => answer(400, { formError: `Un devis compte ${EVENT_QUOTE_LIMITS.linesMax} lignes au plus.` });
  switch (intent.data.kind) {
    case "draft": {
      const draft = await saveDraft(db, messageId, values, actor);
      if (DraftActionSchema.parse(Object.fromEntries(form)).autosave) return data<DraftAutosaveResult>({ draft }, { status: draft.ok ? 200 : 400 });
      return respond(db, values, draft.ok ? 200 : 400, withDraft(draft));
    }
    case "recalculate": {
      const parsed = EventQuoteSchema.safeParse(eventQuoteSchemaInput(values));
      return answer(200, { errors: parsed.success ? {} : eventQuoteErrors(parsed.error) });
    }
    case "search":
      return answer(200);
    case "add-free":
      if (full) return refuseFull();
      values.lines.push(newLine({ kind: "free", vat_rate: (await getTaxRates(db)).vat_rate }));
      return answer(200);
    case "add-preset": {
      if (full) return refuseFull();
      const preset = (await loadPresets(db)).flatMap((group) => group.presets).find((p) => p.value === values.preset);
      if (!preset) return answer(400, { errors: { preset: "Choisissez une formule ou un service dans la liste." } });
      values.lines.push(
        newLine({ kind: preset.value.startsWith("package:") ? "package" : "service", description: preset.description, unit_price: amountInput(preset.price), vat_rate: preset.vatRate }),
      );
      return answer(200);
    }
    case "add-rental": {
      if (full) return refuseFull();
      const product = await getQuotableProduct(db, intent.data.productId);
      if (!product) return answer(400, { errors: { search: "Ce produit n'est plus proposé à la location." } });
      const eventDate = facts.request.event_date ?? "";
      const from = isIsoDate(values.rental_from) ? values.rental_from : eventDate;
      const to = isIsoDate(values.rental_to) ? values.rental_to : from;
      values.lines.push(
        newLine({
          kind: "rental",
          description: product.name,
          quantity: /^\d{1,3}$/.test(values.rental_quantity.trim()) && Number(values.rental_quantity) >= 1 ? values.rental_quantity.trim() : "1",
          unit_price: amountInput(centsToDecimal(decimalToCents(product.price) ?? 0n)),
          vat_rate: product.vat_rate,
          product_id: product.id,
          from,
          to,
        }),
      );
      return answer(200);
    }
    case "remove":
      values.lines.splice(intent.data.index, 1);
      return answer(200);
    case "issue":
      return issueAction(db, messageId, values, actor, answer);
  }
}

type AnswerExtra = { errors?: Record<string, string>; formError?: string | null; draft?: DraftStatus };

/** The form as typed, its totals and checks, with the answer's status (400 for a refusal). */
async function respond(db: Db, values: EventQuoteFormValues, status: number, { draft, ...extra }: AnswerExtra = {}) {
  return data<EventQuoteEditorResult>({ state: await editorState(db, values, extra), ...(draft ? { draft } : {}) }, { status });
}

const DRAFT_REFUSED = "Brouillon non enregistré : corrigez les champs signalés.";

/** A page's answer with the draft's status; a draft refused marks its fields, as a refused issue does. */
function withDraft(draft: DraftStatus, extra: AnswerExtra = {}): AnswerExtra {
  if (draft.ok) return { ...extra, draft };
  return { ...extra, errors: { ...draft.errors, ...extra.errors }, draft: { ...draft, message: DRAFT_REFUSED } };
}

/** Saves the typed values as the request's draft when they read as one (incomplete, never wrong). */
async function saveDraft(db: Db, messageId: string, values: EventQuoteFormValues, actor: string): Promise<DraftStatus> {
  const parsed = EventQuoteDraftSchema.safeParse(eventQuoteSchemaInput(values));
  if (!parsed.success) {
    const errors = eventQuoteErrors(parsed.error);
    // « Brouillon non enregistré, ligne 2 : la quantité ne peut pas être négative. »
    const [path, first] = Object.entries(errors)[0] ?? ["", "corrigez les champs signalés."];
    const line = /^lines\.(\d+)\./.exec(path);
    return { ok: false, message: `Brouillon non enregistré${line ? `, ligne ${Number(line[1]) + 1}` : ""} : ${first.charAt(0).toLowerCase()}${first.slice(1)}`, errors };
  }
  try {
    const saved = await saveEventQuoteDraft(db, messageId, parsed.data, actor);
    return { ok: true, savedAt: saved.kind === "saved" ? saved.draft.updatedAt.toISOString() : null };
  } catch (error) {
    if (error instanceof EventQuoteError && error.status === 404) throw notFound();
    throw error;
  }
}

/** 'Supprimer le brouillon', from the request's file or the editor (where to come back). */
async function deleteDraftAction(db: Db, messageId: string, form: FormData, actor: string) {
  const back = DraftActionSchema.parse(Object.fromEntries(form)).back === "editor" ? eventQuoteEditorPath(messageId) : adminRequestPath(messageId);
  const deleted = await deleteEventQuoteDraft(db, messageId, actor);
  return redirectWithToast(
    back,
    deleted
      ? { type: "success", title: "Brouillon supprimé", description: "Le devis repart du dernier devis émis, ou d'une page vide." }
      : { type: "info", title: "Aucun brouillon", description: "Ce brouillon n'existe plus." },
  );
}

async function issueAction(db: Db, messageId: string, values: EventQuoteFormValues, actor: string, answer: (status: number, extra?: AnswerExtra) => ReturnType<typeof respond>) {
  const parsed = EventQuoteSchema.safeParse(eventQuoteSchemaInput(values));
  if (!parsed.success) {
    const errors = eventQuoteErrors(parsed.error);
    return answer(400, { errors, formError: "Le devis n'est pas émis : corrigez les lignes signalées." });
  }
  try {
    const quote = await issueEventQuote(db, messageId, parsed.data, actor);
    return redirectWithToast(eventQuoteEditorPath(messageId), {
      type: "success",
      title: quote.version > 1 ? `Devis ${quote.number} version ${quote.version} émis` : `Devis ${quote.number} émis`,
      description: `${formatPrice(decimalToCents(quote.total_ttc) ?? 0n)} TTC. Téléchargez-le ou envoyez-le au client.`,
    });
  } catch (error) {
    if (error instanceof EventQuoteError) {
      if (error.status === 404) throw notFound();
      // A stale page: what was typed stays, now based on the latest quote, so that issuing again is a choice.
      if (error.latestId) values.based_on = error.latestId;
      return answer(error.status, { formError: error.message, errors: error.field && error.field !== "based_on" ? { [error.field]: error.message } : {} });
    }
    if (error instanceof OverbookingError) {
      const index = values.lines.findIndex((line) => line.kind === "rental" && line.product_id === error.productId);
      return answer(409, { formError: error.message, errors: index >= 0 ? { [`lines.${index}.quantity`]: error.message } : {} });
    }
    throw error;
  }
}

async function sendAction(db: Db, messageId: string, form: FormData, actor: string) {
  const parsed = SendEventQuoteSchema.safeParse(Object.fromEntries(form));
  const back = parsed.success && parsed.data.back === "editor" ? eventQuoteEditorPath(messageId) : adminRequestPath(messageId);
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Devis non envoyé", description: parsed.error.issues[0]!.message });
  try {
    const { quote, to } = await sendEventQuote(db, messageId, parsed.data.quote, actor);
    return redirectWithToast(back, { type: "success", title: "Devis envoyé", description: `Devis ${quote.number} version ${quote.version} envoyé à ${to}, et ajouté à la conversation.` });
  } catch (error) {
    if (error instanceof EventQuoteError) return redirectWithToast(back, { type: "error", title: "Devis non envoyé", description: error.message });
    throw error;
  }
}
