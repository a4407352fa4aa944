// The board of the requests (/admin/contact/tableau, issue 24): a column per stage with its count
// and its latest requests, filtered by owner and event type like the list. Bounded: one count by
// stage, and at most BOARD_COLUMN_SIZE requests a column through the (stage, created_at) index.

import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { z } from "zod";
import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { contact_messages, event_requests } from "~/db/schema";
import { EVENT_TYPES } from "~/contact/contact-options";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { changeStage, listAdmins, RequestError } from "~/requests/requests.server";
import { StageChangeSchema } from "~/requests/request-schema";
import { neighbourStages, REQUEST_STAGES, STAGE_LABELS, stageLabel, type RequestStage } from "~/requests/stages";

export const BOARD_COLUMN_SIZE = 20;

export const BoardFilterSchema = z.object({
  owner: z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/).catch("all").transform((v) => v || "all"),
  type: z.enum(["all", ...EVENT_TYPES]).catch("all"),
});
export type BoardFilter = z.infer<typeof BoardFilterSchema>;

export function parseBoardFilter(url: URL): BoardFilter {
  return BoardFilterSchema.parse({ owner: url.searchParams.get("responsable") ?? undefined, type: url.searchParams.get("type") ?? undefined });
}

function conditions(filter: BoardFilter, viewerId: string): SQL[] {
  const owner = filter.owner === "moi" ? viewerId : filter.owner;
  return [
    ...(owner === "all" ? [] : [owner === "aucun" ? isNull(event_requests.owner_id) : eq(event_requests.owner_id, owner)]),
    ...(filter.type === "all" ? [] : [eq(contact_messages.event_type, filter.type)]),
  ];
}

export async function loadBoard(filter: BoardFilter, viewerId: string) {
  const db = getDb();
  const where = conditions(filter, viewerId);
  const [admins, counts, ...columns] = await Promise.all([
    listAdmins(db),
    db
      .select({ stage: event_requests.stage, n: count() })
      .from(event_requests)
      .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
      .where(where.length ? and(...where) : undefined)
      .groupBy(event_requests.stage),
    ...REQUEST_STAGES.map((stage) =>
      db
        .select({
          id: event_requests.message_id,
          version: event_requests.version,
          stage: event_requests.stage,
          owner_id: event_requests.owner_id,
          follow_up_on: event_requests.follow_up_on,
          budget: event_requests.budget,
          won_value: event_requests.won_value,
          unread: event_requests.unread,
          event_date: event_requests.event_date,
          first_name: contact_messages.first_name,
          last_name: contact_messages.last_name,
          event_type: contact_messages.event_type,
          created_at: event_requests.created_at,
        })
        .from(event_requests)
        .innerJoin(contact_messages, eq(contact_messages.id, event_requests.message_id))
        .where(and(eq(event_requests.stage, stage), ...where))
        .orderBy(desc(event_requests.created_at), desc(event_requests.message_id))
        .limit(BOARD_COLUMN_SIZE),
    ),
  ]);
  const total = new Map(counts.map((row) => [row.stage, Number(row.n)]));
  const ownerName = (id: string | null) => (id ? (admins.find((admin) => admin.id === id)?.name ?? null) : null);
  return {
    filter,
    columnSize: BOARD_COLUMN_SIZE,
    owners: admins.map(({ id, name }) => ({ id, name })),
    columns: REQUEST_STAGES.map((stage, index) => ({
      stage,
      label: STAGE_LABELS[stage],
      count: total.get(stage) ?? 0,
      cards: columns[index]!.map((row) => ({
        ...row,
        name: `${row.first_name} ${row.last_name}`.trim(),
        ownerName: ownerName(row.owner_id),
        amount: row.stage === "won" && row.won_value ? formatPrice(decimalToCents(row.won_value) ?? 0n) : row.budget ? formatPrice(decimalToCents(row.budget) ?? 0n) : null,
        moves: boardMoves(row.stage),
      })),
    })),
  };
}

/**
 * The board's arrows: to the column before or after among the open stages, and back to
 * 'Qualifiée' from a decided one. Won and lost are decided in the file, with their value or reason.
 */
export function boardMoves(stage: RequestStage): { previous: { stage: RequestStage; label: string } | null; next: { stage: RequestStage; label: string } | null } {
  if (stage === "won" || stage === "lost") return { previous: { stage: "qualified", label: stageLabel("qualified") }, next: null };
  const { previous, next } = neighbourStages(stage);
  const open = (value: RequestStage | null) => (value && value !== "won" && value !== "lost" ? { stage: value, label: stageLabel(value) } : null);
  return { previous: open(previous), next: open(next) };
}

export type BoardData = Awaited<ReturnType<typeof loadBoard>>;

const MoveSchema = z.object({ id: z.uuid({ error: "Demande inconnue." }) });

/** 'move': a card to another column, with the stage rules and the version check of the file. */
export async function handleBoardAction(request: Request, actor: string) {
  const form = await request.formData();
  const id = MoveSchema.safeParse({ id: form.get("id") });
  if (!id.success || form.get("intent") !== "move") return deskFailure(400, "Demande non déplacée", id.success ? "Action inconnue." : id.error.issues[0]!.message);
  const parsed = StageChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return deskFailure(400, "Demande non déplacée", `${parsed.error.issues[0]!.message} Ouvrez le dossier pour décider.`);
  try {
    const moved = await changeStage(getDb(), id.data.id, parsed.data, actor);
    return deskSuccess("Demande déplacée", { description: `Étape : ${stageLabel(moved.stage)}.` });
  } catch (error) {
    if (error instanceof RequestError) return deskFailure(error.status, "Demande non déplacée", error.message);
    throw error;
  }
}
