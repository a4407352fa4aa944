// The 'Maintenance' page of the shop tab (/admin/shop/maintenance, issue 23): the units out of
// service (damaged at a return, or lost), each with its form to bring it back or write it off, and
// a product's movements (?produit=<id>). The route checks the admin role first, then comes here.

import { data } from "react-router";
import { z } from "zod";
import { deskSuccess, type DeskActionResult } from "~/admin/desk-result";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import type { MaintenanceKind, MaintenanceResolution } from "~/db/schema";
import { dayNumber, todayInTunis } from "~/lib/calendar-dates";
import { DepotError } from "~/equipment/depot-error";
import { MaintenanceResolutionSchema } from "~/equipment/depot-schema";
import {
  countOpenMaintenance,
  getOpenMaintenance,
  getProductRecord,
  MOVEMENT_LABELS,
  RESOLUTIONS_BY_KIND,
  resolveMaintenance,
  type MaintenanceTotals,
} from "~/equipment/maintenance.server";
import { HISTORY_LIMIT, HISTORY_PARAM, MAINTENANCE_LIST_LIMIT } from "~/equipment/paths";
import { thumbnailsOf } from "~/media/thumbnails.server";

export type MaintenanceRowView = {
  id: string;
  productId: string;
  productName: string;
  kind: MaintenanceKind;
  kindLabel: string;
  quantity: number;
  reason: string;
  /** ISO moment the units were reported. */
  since: string;
  /** Calendar days since then, in Tunis (0 the same day). */
  days: number;
  reportedBy: string;
  orderNumber: string | null;
  /** The return's photos: the original to open, a small image to show (thumbnails.server.ts). */
  photos: { url: string; thumbnail: string }[];
  resolutions: { value: MaintenanceResolution; label: string }[];
};

export type ProductHistory =
  | {
      ok: true;
      productId: string;
      name: string;
      /** The product's stock now (null: not counted). */
      stock: number | null;
      movements: { id: string; kind: string; label: string; quantity: number; at: string; actor: string; orderNumber: string | null; note: string | null }[];
      /** The list stops at HISTORY_LIMIT: older movements exist. */
      truncated: boolean;
    }
  | { ok: false; error: string };

export type MaintenancePageData = {
  rows: MaintenanceRowView[];
  totals: MaintenanceTotals;
  /** Open rows not listed (past MAINTENANCE_LIST_LIMIT). */
  more: number;
  history: ProductHistory | null;
};

const calendarDaysBetween = (from: Date, to: Date) => Math.max(0, (dayNumber(todayInTunis(to)) ?? 0) - (dayNumber(todayInTunis(from)) ?? 0));

/** A product's history, or the French reason it cannot be shown (a malformed or unknown id). */
export async function getProductHistory(db: DbExecutor, param: string): Promise<{ history: ProductHistory; status: number }> {
  const id = z.uuid().safeParse(param.trim());
  if (!id.success) return { status: 400, history: { ok: false, error: "Historique introuvable : l'adresse ne désigne aucun article." } };
  const record = await getProductRecord(db, id.data, HISTORY_LIMIT);
  if (!record) return { status: 404, history: { ok: false, error: "Article introuvable : il a peut-être été supprimé du catalogue." } };
  return {
    status: 200,
    history: {
      ok: true,
      productId: id.data,
      name: record.name,
      stock: record.stock,
      movements: record.movements.map((m) => ({
        id: m.id,
        kind: m.kind,
        label: MOVEMENT_LABELS[m.kind] ?? m.kind,
        quantity: m.quantity,
        at: m.at.toISOString(),
        actor: m.actor,
        orderNumber: m.orderNumber,
        note: m.note,
      })),
      truncated: record.movements.length === HISTORY_LIMIT,
    },
  };
}

/** The page's loader data (the caller has run requireAdmin). A bad ?produit= answers 400 or 404 with the page and its French message. */
export async function loadMaintenancePage(db: DbExecutor, url: URL, now: Date = new Date()) {
  const param = url.searchParams.get(HISTORY_PARAM);
  const [open, totals, history] = await Promise.all([
    getOpenMaintenance(db, MAINTENANCE_LIST_LIMIT),
    countOpenMaintenance(db),
    param === null || param.trim() === "" ? Promise.resolve(null) : getProductHistory(db, param),
  ]);
  const thumbnails = await thumbnailsOf(db, open.flatMap((row) => row.photos));
  const rows: MaintenanceRowView[] = open.map((row) => ({
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    kind: row.kind,
    kindLabel: MOVEMENT_LABELS[row.kind],
    quantity: row.quantity,
    reason: row.reason,
    since: row.since.toISOString(),
    days: calendarDaysBetween(row.since, now),
    reportedBy: row.reportedBy,
    orderNumber: row.orderNumber,
    photos: row.photos.map((url) => ({ url, thumbnail: thumbnails.get(url) ?? url })),
    resolutions: RESOLUTIONS_BY_KIND[row.kind].map((value) => ({ value, label: MOVEMENT_LABELS[value] })),
  }));
  return data<MaintenancePageData>(
    { rows, totals, more: Math.max(0, totals.rows - rows.length), history: history?.history ?? null },
    { status: history?.status ?? 200 },
  );
}

/** What was typed in a row's form, given back with a refusal. */
export type MaintenanceFormValues = { quantity: string; resolution: string; note: string };

/** A refused resolution: the message, the row and field it is about, and what was typed. */
export type MaintenanceFailure = Extract<DeskActionResult, { ok: false }> & { maintenance: string; field?: string; values: MaintenanceFormValues };

export const MAINTENANCE_REFUSED = "Maintenance non enregistrée";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const units = (n: number) => `${n} unité${n > 1 ? "s" : ""}`;

/** The success toast of each resolution: 'Unité réparée', '2 unités retrouvées', 'Unité mise hors service'. */
export function resolutionToast(resolution: MaintenanceResolution, result: { name: string; quantity: number; stock: number | null }) {
  const n = result.quantity;
  const plural = n > 1;
  const subject = plural ? `${n} unités` : "Unité";
  if (resolution === "written_off") {
    return {
      title: `${subject} mise${plural ? "s" : ""} hors service`,
      description: `« ${result.name} » : ${units(n)} retirée${plural ? "s" : ""} du stock${result.stock === null ? "" : `, qui passe à ${result.stock}`}.`,
    };
  }
  const done = resolution === "repaired" ? "réparée" : "retrouvée";
  return {
    title: `${subject} ${done}${plural ? "s" : ""}`,
    description: `« ${result.name} » : ${units(n)} de nouveau disponible${plural ? "s" : ""} à la location.`,
  };
}

/** 'Réparé', 'Retrouvé' or 'Hors service' for part or all of a row's units. */
export async function handleMaintenanceAction(db: Db, request: Request, actor: string) {
  const form = await request.formData();
  const maintenance = text(form, "maintenance");
  const values: MaintenanceFormValues = { quantity: text(form, "quantity"), resolution: text(form, "resolution"), note: text(form, "note") };
  const fail = (status: number, message: string, field?: string) =>
    data<MaintenanceFailure>(
      { ok: false, status, error: message, maintenance, ...(field ? { field } : {}), values, toast: { title: MAINTENANCE_REFUSED, description: message } },
      { status },
    );
  const parsed = MaintenanceResolutionSchema.safeParse({ maintenance, ...values });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(400, issue.message, typeof issue.path[0] === "string" ? issue.path[0] : undefined);
  }
  try {
    const result = await resolveMaintenance(db, parsed.data, actor);
    const toast = resolutionToast(parsed.data.resolution, result);
    return deskSuccess(toast.title, { description: toast.description });
  } catch (error) {
    if (error instanceof DepotError) return fail(error.status, error.message, error.field);
    throw error;
  }
}
