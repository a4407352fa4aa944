// 'Aujourd'hui' (issue 38), where the staff land: what needs them today, a few rows per kind with
// the one thing to do next. Pure: the words, where each row's action leads and what is said of an
// empty section, tested without rendering.

import type { DepotDayOrder } from "~/equipment/depot-day.server";
import type { CappedCount } from "~/lib/search.server";
import type { OrderStatus } from "~/orders/status";

/** Where the staff land: the back office's address. */
export const TODAY_PATH = "/admin";
/** The coloured lines' link here, on every other back-office page. */
export const TODAY_LINK_TEXT = "Tout voir dans « Aujourd'hui »";
/** Rows each section lists; its link leads to the whole list. */
export const TODAY_LIMIT = 5;

/** The sections of the page, in the order they are shown, with their anchors. */
export const TODAY_SECTIONS = {
  depot: { id: "departs-retours", title: "Départs et retours", none: "aucun départ ni retour aujourd'hui et demain" },
  late: { id: "retours-en-retard", title: "Retours en retard", none: "aucun retour en retard" },
  accepted: { id: "devis-acceptes", title: "Devis acceptés", none: "aucun devis accepté en attente" },
  confirm: { id: "a-confirmer", title: "Commandes à confirmer", none: "aucune commande à confirmer" },
  replies: { id: "reponses", title: "Réponses des clients", none: "aucune réponse de client à lire" },
  followUps: { id: "a-relancer", title: "À relancer", none: "aucune relance due" },
  overdue: { id: "factures-en-retard", title: "Factures en retard", none: "aucune facture en retard" },
  holds: { id: "cautions-en-ligne", title: "Cautions en ligne à échéance", none: "aucune caution en ligne près d'expirer" },
} as const;

export type TodaySectionKey = keyof typeof TODAY_SECTIONS;

/**
 * A row's one next step: a link, or a form posted to the order's own resource (…/statut,
 * …/relances), which works as a plain form without JavaScript.
 */
export type NextAction =
  | { kind: "link"; label: string; to: string }
  | { kind: "status"; label: string; action: string; to: OrderStatus }
  | { kind: "reminder"; label: string; action: string };

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** "1 unité", "3 unités". */
export const unitsText = (count: number) => `${count} ${plural(count, "unité", "unités")}`;

/** A section's count as its badge says it: "12", or "99+" past the cap. */
export function countBadge(count: CappedCount | number): string {
  if (typeof count === "number") return String(count);
  return count.more ? `${count.n}+` : String(count.n);
}

export const countValue = (count: CappedCount | number) => (typeof count === "number" ? count : count.n);

/** What the list leaves out: "… et 3 de plus.", "… et d'autres encore." past a capped count. */
export function moreText(count: CappedCount | number, listed: number): string | null {
  const n = countValue(count);
  if (typeof count !== "number" && count.more) return "… et d'autres encore.";
  return n > listed ? `… et ${n - listed} de plus.` : null;
}

/** The line that gathers the empty sections: "Rien à faire : aucun retour en retard, aucune relance due." */
export function nothingToDoText(empty: TodaySectionKey[]): string | null {
  if (empty.length === 0) return null;
  return `${empty.map((key) => TODAY_SECTIONS[key].none).join(", ")}.`;
}

export type DepotState = { text: string; tone: "todo" | "partial" | "done" | "warning" };

/** A departure at the depot: nothing out yet, part of it, or all of it. */
export function departureState(order: Pick<DepotDayOrder, "ordered" | "out">): DepotState {
  if (order.out === 0) return { text: `À préparer : ${unitsText(order.ordered)}`, tone: "todo" };
  if (order.out < order.ordered) return { text: `Parti en partie : ${order.out} sur ${unitsText(order.ordered)}`, tone: "partial" };
  return { text: `Parti : ${unitsText(order.out)}`, tone: "done" };
}

/**
 * A return at the depot: nothing went out, units still out, or every unit accounted for — said as
 * it is, so that a missing or damaged unit is never hidden behind « tout est rentré ».
 */
export function returnState(order: Pick<DepotDayOrder, "out" | "returned" | "damaged" | "missing" | "outstanding">): DepotState {
  if (order.out === 0) return { text: "Rien n'est sorti du dépôt", tone: "warning" };
  if (order.outstanding > 0) {
    const back = order.out - order.outstanding;
    return { text: `Encore dehors : ${unitsText(order.outstanding)}${back > 0 ? ` sur ${order.out}` : ""}`, tone: back > 0 ? "partial" : "todo" };
  }
  const problems = [
    order.damaged > 0 ? `${order.damaged} ${plural(order.damaged, "endommagée", "endommagées")}` : null,
    order.missing > 0 ? `${order.missing} ${plural(order.missing, "manquante", "manquantes")}` : null,
  ].filter(Boolean);
  if (problems.length > 0) return { text: `Rentré : ${unitsText(order.returned)} en bon état, ${problems.join(", ")}`, tone: "warning" };
  return { text: `Tout est rentré : ${unitsText(order.returned)}`, tone: "done" };
}

const statusAction = (order: { path: string }) => `${order.path}/statut`;

/** A departure's next step: the depot until everything has left, then the order itself. */
export function departureAction(order: Pick<DepotDayOrder, "ordered" | "out" | "path" | "depotPath">): NextAction {
  if (order.out < order.ordered) return { kind: "link", label: "Ouvrir le dépôt", to: order.depotPath };
  return { kind: "link", label: "Voir la commande", to: order.path };
}

/** A return's next step: the depot until every unit is accounted for, then the order's close. */
export function returnAction(order: Pick<DepotDayOrder, "out" | "outstanding" | "status" | "path" | "depotPath">): NextAction {
  if (order.out === 0 || order.outstanding > 0) return { kind: "link", label: "Ouvrir le dépôt", to: order.depotPath };
  if (order.status === "in_progress") return { kind: "status", label: "Marquer comme terminée", action: statusAction(order), to: "completed" };
  return { kind: "link", label: "Voir la commande", to: order.path };
}

/** A new order's step, its quote accepted or not: 'Confirmer'. */
export const confirmAction = (order: { path: string }): NextAction => ({ kind: "status", label: "Confirmer", action: statusAction(order), to: "confirmed" });

/** An overdue invoice's step: the order page's 'Envoyer une relance', posted from here. */
export const reminderAction = (order: { path: string }): NextAction => ({ kind: "reminder", label: "Envoyer une relance", action: `${order.path}/relances` });

/** A caution held online about to expire: the order's deposit panel, where it is given back or kept. */
export const holdAction = (hold: { path: string }): NextAction => ({ kind: "link", label: "Restituer ou retenir", to: `${hold.path}#order-deposit-title` });

/** The stage form of a request's file, where 'Gagnée' is chosen with the project's value. */
export const wonAction = (request: { href: string }): NextAction => ({ kind: "link", label: "Marquer gagnée", to: `${request.href}#request-stage-title` });

