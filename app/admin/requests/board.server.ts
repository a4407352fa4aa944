// The board of the requests (/admin/contact/tableau, issue 24): a column per stage with its count
// and its latest requests (app/requests/board.server.ts), filtered by owner and event type like the
// list, and the arrows that move a card.

import { z } from "zod";
import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { BOARD_COLUMN_SIZE, BoardFilterSchema, getRequestsByStage, type BoardFilter } from "~/requests/board.server";
import { changeStage, RequestError } from "~/requests/requests.server";
import { StageChangeSchema } from "~/requests/request-schema";
import { neighbourStages, STAGE_LABELS, stageLabel, type RequestStage } from "~/requests/stages";

export function parseBoardFilter(url: URL): BoardFilter {
  return BoardFilterSchema.parse({ owner: url.searchParams.get("responsable") ?? undefined, type: url.searchParams.get("type") ?? undefined });
}

export async function loadBoard(filter: BoardFilter, viewerId: string) {
  const { admins, stages } = await getRequestsByStage(getDb(), filter, viewerId);
  const ownerName = (id: string | null) => (id ? (admins.find((admin) => admin.id === id)?.name ?? null) : null);
  return {
    filter,
    columnSize: BOARD_COLUMN_SIZE,
    owners: admins.map(({ id, name }) => ({ id, name })),
    columns: stages.map(({ stage, count, requests }) => ({
      stage,
      label: STAGE_LABELS[stage],
      count,
      cards: requests.map((row) => ({
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
