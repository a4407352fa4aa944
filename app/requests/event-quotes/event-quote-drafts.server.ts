// An event quote's saved draft (issue 38): what the agency typed in the editor and has not issued
// yet, kept on the server as it is typed (the editor's form posted with intent 'draft', debounced,
// or 'Enregistrer le brouillon' without JavaScript) and given back when the editor is opened again.
// One draft per request (event_quote_drafts, keyed by the request), the last save winning; issuing
// a quote deletes it in the same transaction (event-quotes.server.ts), and the request's file lists
// it with a link to continue and a way to delete it. A draft that says nothing more than the editor
// would start from (the latest quote as issued, or an empty page) is not kept.
//
// Not to be confused with event-quote-draft.server.ts: the editor's state between two posts.

import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { event_quote_drafts, event_requests, type EventQuoteDraftValues, type EventQuoteLine } from "~/db/schema";
import { DELETED_REQUEST_MESSAGE, ensureRequest, recordRequestEvent } from "../requests.server";
import { EVENT_QUOTE_TITLE, type EventQuoteData } from "./event-quote-data";
import { EventQuoteError, latestEventQuote } from "./event-quotes.server";

export type SavedEventQuoteDraft = {
  values: EventQuoteDraftValues;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The request's draft, or null. */
export async function getEventQuoteDraft(db: DbExecutor, messageId: string): Promise<SavedEventQuoteDraft | null> {
  const [row] = await db.select().from(event_quote_drafts).where(eq(event_quote_drafts.message_id, messageId));
  return row
    ? {
        values: row.values,
        updatedBy: row.updated_by,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }
    : null;
}

/** What the editor starts from without a draft: the latest quote as issued, or an empty page. */
export function startingDraft(latest: { id: string; lines: EventQuoteLine[]; data: EventQuoteData } | null): EventQuoteDraftValues {
  if (!latest) return { based_on: null, title: "", notes: "", lines: [] };
  return {
    based_on: latest.id,
    title: latest.data.title === EVENT_QUOTE_TITLE ? "" : latest.data.title,
    notes: latest.data.notes ?? "",
    lines: latest.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      product_id: line.product_id ?? null,
      from: line.from ?? null,
      to: line.to ?? null,
    })),
  };
}

/** The quote a draft holds, in one order of keys, to compare two of them. */
function content(values: EventQuoteDraftValues): string {
  return JSON.stringify([values.title, values.notes, values.lines.map((line) => [line.kind, line.description, line.quantity, line.unit_price, line.vat_rate, line.product_id, line.from, line.to])]);
}

export type DraftSave =
  /** Kept: the draft as stored. */
  | { kind: "saved"; draft: SavedEventQuoteDraft }
  /** The same as what the editor starts from: nothing kept (a draft there before is deleted). */
  | { kind: "unchanged" };

/**
 * Saves the request's draft from the editor's values, already checked by EventQuoteDraftSchema
 * (a draft may be incomplete, never hold a number the quote would refuse). Throws EventQuoteError
 * 404 when the request's message is gone.
 */
export async function saveEventQuoteDraft(db: Db, messageId: string, values: EventQuoteDraftValues, actor: string, now = new Date()): Promise<DraftSave> {
  return db.transaction(async (tx) => {
    if (!(await ensureRequest(tx, messageId))) throw new EventQuoteError(DELETED_REQUEST_MESSAGE, 404);
    // Under the request's lock, as the issue: an autosave sent just before 'Émettre' and answered
    // after it finds the quote issued, equal to it, and keeps nothing.
    await tx.select({ message_id: event_requests.message_id }).from(event_requests).where(eq(event_requests.message_id, messageId)).for("update");
    const latest = await latestEventQuote(tx, messageId);
    if (content(values) === content(startingDraft(latest))) {
      await tx.delete(event_quote_drafts).where(eq(event_quote_drafts.message_id, messageId));
      return { kind: "unchanged" };
    }
    const [row] = await tx
      .insert(event_quote_drafts)
      .values({
        message_id: messageId,
        values,
        updated_by: actor,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: event_quote_drafts.message_id,
        set: { values, updated_by: actor, updated_at: now },
      })
      .returning();
    return {
      kind: "saved",
      draft: {
        values: row!.values,
        updatedBy: row!.updated_by,
        createdAt: row!.created_at,
        updatedAt: row!.updated_at,
      },
    };
  });
}

/** Deletes the request's draft, with a line in its timeline; false when there was none. */
export async function deleteEventQuoteDraft(db: Db, messageId: string, actor: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(event_quote_drafts).where(eq(event_quote_drafts.message_id, messageId)).returning({ updated_at: event_quote_drafts.updated_at });
    if (!gone) return false;
    await recordRequestEvent(tx, {
      messageId,
      kind: "quote-draft-deleted",
      summary: "Brouillon de devis supprimé",
      actor,
      at: now,
    });
    return true;
  });
}
