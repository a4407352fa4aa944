// A request's file (issue 24): the contact message and what the agency knows and decides about it
// (stage, owner, follow-up, budget, event), its internal notes and its timeline. Each change locks
// the request, checks the form's version against the stored one and writes the timeline in the
// same transaction. A message without its request row (older data, a test's insert) gets one the
// first time it is read.

import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, request_events, request_notes, request_thread, user, user_roles } from "~/db/schema";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { LOST_REASON_LABELS, nextStages, stageLabel, type RequestStage } from "./stages";
import type { RequestDetailsInput, StageChangeInput } from "./request-schema";
import { OverbookingError } from "~/orders/availability.server";
import { createRentalOrderFromRequest, WonOrderError } from "./event-quotes/won-order.server";
import type { Locale } from "~/i18n/locale";

export type EventRequest = typeof event_requests.$inferSelect;
export type ContactMessage = typeof contact_messages.$inferSelect;
export type RequestEvent = typeof request_events.$inferSelect;
export type RequestNote = typeof request_notes.$inferSelect;

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

export const STALE_REQUEST_MESSAGE =
  "Cette demande a été modifiée depuis l'ouverture de la page (par vous ailleurs ou par un autre administrateur) : vérifiez-la puis enregistrez à nouveau.";
export const DELETED_REQUEST_MESSAGE = "Cette demande n'existe plus : son message a été supprimé.";

/** The request of a message, made from the message when it has none yet. Null when the message does not exist. */
export async function ensureRequest(db: DbExecutor, messageId: string): Promise<EventRequest | null> {
  const [message] = await db
    .select({
      id: contact_messages.id,
      event_date: contact_messages.event_date,
      guests: contact_messages.guest_count,
      created_at: contact_messages.created_at,
      locale: contact_messages.locale,
    })
    .from(contact_messages)
    .where(eq(contact_messages.id, messageId));
  if (!message) return null;
  const [existing] = await db.select().from(event_requests).where(eq(event_requests.message_id, messageId));
  if (existing) return existing;
  await db
    .insert(event_requests)
    .values({ message_id: messageId, event_date: message.event_date, guests: message.guests, locale: message.locale, created_at: message.created_at, updated_at: message.created_at })
    .onConflictDoNothing();
  const [made] = await db.select().from(event_requests).where(eq(event_requests.message_id, messageId));
  return made ?? null;
}

/** Inside the contact form's transaction: the new message is a new request, in the message's language. */
export async function createRequestFor(
  tx: DbExecutor,
  message: { id: string; event_date: string | null; guest_count: number | null; locale: Locale },
): Promise<void> {
  await tx
    .insert(event_requests)
    .values({ message_id: message.id, event_date: message.event_date, guests: message.guest_count, locale: message.locale })
    .onConflictDoNothing();
}

/** Writes one line of the request's timeline, inside the caller's transaction. */
export async function recordRequestEvent(tx: DbExecutor, event: { messageId: string; kind: string; summary: string; details?: string[]; actor: string; at?: Date }): Promise<void> {
  await tx.insert(request_events).values({
    message_id: event.messageId,
    kind: event.kind,
    summary: event.summary,
    details: event.details ?? [],
    actor: event.actor,
    ...(event.at ? { created_at: event.at } : {}),
  });
}

/** The administrators who may own a request: id, name and e-mail, by name. */
export function listAdmins(db: DbExecutor): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(user_roles, and(eq(user_roles.user_id, user.id), eq(user_roles.role, "admin")))
    .orderBy(asc(user.name), asc(user.email))
    .limit(200);
}

/** The message and its request, locked for a change, with the version check. */
async function lockRequest(tx: DbExecutor, messageId: string, version: number): Promise<EventRequest> {
  const request = await ensureRequest(tx, messageId);
  if (!request) throw new RequestError(DELETED_REQUEST_MESSAGE, 404);
  const [locked] = await tx.select().from(event_requests).where(eq(event_requests.message_id, messageId)).for("update");
  if (!locked) throw new RequestError(DELETED_REQUEST_MESSAGE, 404);
  if (locked.version !== version) throw new RequestError(STALE_REQUEST_MESSAGE, 409);
  return locked;
}

const amountText = (decimal: string | null) => (decimal === null ? "—" : formatPrice(decimalToCents(decimal) ?? 0n));

/** Saves the file's details: owner (an administrator), follow-up, budget, event date and guests. */
export async function updateRequestDetails(db: Db, messageId: string, input: RequestDetailsInput, actor: string): Promise<{ request: EventRequest; changes: string[] }> {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, messageId, input.version);
    const admins = await listAdmins(tx);
    const owner = input.owner ? admins.find((admin) => admin.id === input.owner) : null;
    if (input.owner && !owner) throw new RequestError("Le responsable doit être un administrateur.", 400, "owner");
    const after = {
      owner_id: owner?.id ?? null,
      follow_up_on: input.follow_up_on ?? null,
      budget: input.budget ? centsToDecimal(decimalToCents(input.budget) ?? 0n) : null,
      event_date: input.event_date ?? null,
      guests: input.guests ?? null,
    };
    const name = (id: string | null) => (id ? (admins.find((admin) => admin.id === id)?.name ?? "Ancien administrateur") : "personne");
    const changes: string[] = [];
    if (before.owner_id !== after.owner_id) changes.push(`Responsable : ${name(before.owner_id)} → ${name(after.owner_id)}`);
    if (before.follow_up_on !== after.follow_up_on) changes.push(`Relance : ${before.follow_up_on ? formatDate(before.follow_up_on) : "aucune"} → ${after.follow_up_on ? formatDate(after.follow_up_on) : "aucune"}`);
    if (before.budget !== after.budget) changes.push(`Budget estimé : ${amountText(before.budget)} → ${amountText(after.budget)}`);
    if (before.event_date !== after.event_date) changes.push(`Date de l'événement : ${before.event_date ? formatDate(before.event_date) : "—"} → ${after.event_date ? formatDate(after.event_date) : "—"}`);
    if (before.guests !== after.guests) changes.push(`Invités : ${before.guests ?? "—"} → ${after.guests ?? "—"}`);
    if (changes.length === 0) return { request: before, changes };
    const [request] = await tx
      .update(event_requests)
      .set({ ...after, version: before.version + 1, updated_at: new Date() })
      .where(eq(event_requests.message_id, messageId))
      .returning();
    await recordRequestEvent(tx, { messageId, kind: "details", summary: changes.length === 1 ? changes[0]! : "Dossier mis à jour", details: changes.length === 1 ? [] : changes, actor });
    return { request: request!, changes };
  });
}

/**
 * Moves the request to another stage, by the rules of stages.ts: won with its value, lost with its
 * reason; a decided request reopens to 'Qualifiée', its decision cleared.
 */
export async function changeStage(db: Db, messageId: string, input: StageChangeInput, actor: string, now = new Date()): Promise<EventRequest> {
  return db.transaction(async (tx) => {
    const before = await lockRequest(tx, messageId, input.version);
    if (!nextStages(before.stage).includes(input.stage)) {
      throw new RequestError(
        before.stage === input.stage
          ? `La demande est déjà « ${stageLabel(input.stage)} ».`
          : `Une demande « ${stageLabel(before.stage)} » ne passe pas à « ${stageLabel(input.stage)} » : rouvrez-la d'abord.`,
        409,
        "stage",
      );
    }
    const decided = input.stage === "won" || input.stage === "lost";
    const [request] = await tx
      .update(event_requests)
      .set({
        stage: input.stage,
        won_value: input.stage === "won" ? centsToDecimal(decimalToCents(input.won_value!) ?? 0n) : null,
        lost_reason: input.stage === "lost" ? input.lost_reason! : null,
        lost_note: input.stage === "lost" ? (input.lost_note ?? null) : null,
        decided_at: decided ? now : null,
        // A decided request has nothing left to follow up.
        ...(decided ? { follow_up_on: null } : {}),
        version: before.version + 1,
        updated_at: now,
      })
      .where(eq(event_requests.message_id, messageId))
      .returning();
    const details =
      input.stage === "won"
        ? [`Valeur : ${formatPrice(decimalToCents(input.won_value!) ?? 0n)} HT`]
        : input.stage === "lost"
          ? [`Raison : ${LOST_REASON_LABELS[input.lost_reason!]}${input.lost_note ? ` — ${input.lost_note}` : ""}`]
          : [];
    await recordRequestEvent(tx, { messageId, kind: "stage", summary: `Étape : ${stageLabel(before.stage)} → ${stageLabel(input.stage)}`, details, actor, at: now });
    if (input.stage === "won") {
      // The won quote's rental lines become a confirmed order in this transaction: an overbooked
      // product refuses the whole stage change, so a request is never won on units that are taken.
      const order = await createRentalOrderFromRequest(tx, messageId, actor).catch((error: unknown) => {
        if (error instanceof OverbookingError || error instanceof WonOrderError) throw new RequestError(error.message, 409, "stage");
        throw error;
      });
      if (order) return { ...request!, rental_order_id: order.id };
    }
    return request!;
  });
}

/** An internal note, dated and signed. */
export async function addRequestNote(db: Db, messageId: string, body: string, actor: string): Promise<RequestNote> {
  return db.transaction(async (tx) => {
    const request = await ensureRequest(tx, messageId);
    if (!request) throw new RequestError(DELETED_REQUEST_MESSAGE, 404);
    const [note] = await tx.insert(request_notes).values({ message_id: messageId, body, author: actor }).returning();
    await recordRequestEvent(tx, { messageId, kind: "note", summary: "Note interne ajoutée", actor });
    return note!;
  });
}

/** Everything the file's page shows of a request: the message, the request, notes, timeline (newest first, bounded). */
export async function getRequestFile(db: DbExecutor, messageId: string) {
  const request = await ensureRequest(db, messageId);
  if (!request) return null;
  const [[message], notes, events, admins] = await Promise.all([
    db.select().from(contact_messages).where(eq(contact_messages.id, messageId)),
    db.select().from(request_notes).where(eq(request_notes.message_id, messageId)).orderBy(desc(request_notes.created_at)).limit(200),
    db.select().from(request_events).where(eq(request_events.message_id, messageId)).orderBy(desc(request_events.created_at), desc(request_events.id)).limit(200),
    listAdmins(db),
  ]);
  if (!message) return null;
  return { message, request, notes, events, admins, owner: admins.find((admin) => admin.id === request.owner_id) ?? null };
}

/**
 * Adds a message to the request's thread inside the caller's transaction: the agency's reply (the
 * first one dates the first answer) or the client's answer (unread until the back office opens it).
 */
export async function addThreadMessage(
  tx: DbExecutor,
  entry: { messageId: string; direction: "agency" | "client"; subject: string | null; body: string; author: string; at?: Date },
): Promise<typeof request_thread.$inferSelect> {
  const at = entry.at ?? new Date();
  const [row] = await tx
    .insert(request_thread)
    .values({ message_id: entry.messageId, direction: entry.direction, subject: entry.subject, body: entry.body, author: entry.author, created_at: at })
    .returning();
  await tx
    .update(event_requests)
    .set(
      entry.direction === "agency"
        ? { first_answer_at: sql`coalesce(${event_requests.first_answer_at}, ${at})`, updated_at: at }
        : { unread: sql`${event_requests.unread} + 1`, updated_at: at },
    )
    .where(eq(event_requests.message_id, entry.messageId));
  return row!;
}

export type RequestStageCounts = Record<RequestStage, number>;
