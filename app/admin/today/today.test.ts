import { describe, expect, it } from "vitest";
import { excerptOf } from "~/requests/unread-replies.server";
import {
  confirmAction,
  countBadge,
  departureAction,
  departureState,
  moreText,
  nothingToDoText,
  reminderAction,
  returnAction,
  returnState,
  wonAction,
} from "./today";

const order = { path: "/admin/shop/commandes/CMD-000042", depotPath: "/admin/shop/commandes/CMD-000042/depot" };

describe("'Aujourd'hui': what a row at the depot says and leads to", () => {
  it("says how much of a departure has left, and opens the depot until all of it has", () => {
    expect(departureState({ ordered: 6, out: 0 })).toEqual({ text: "À préparer : 6 unités", tone: "todo" });
    expect(departureState({ ordered: 6, out: 4 })).toEqual({ text: "Parti en partie : 4 sur 6 unités", tone: "partial" });
    expect(departureState({ ordered: 1, out: 1 })).toEqual({ text: "Parti : 1 unité", tone: "done" });
    expect(departureAction({ ...order, ordered: 6, out: 4 })).toEqual({ kind: "link", label: "Ouvrir le dépôt", to: order.depotPath });
    expect(departureAction({ ...order, ordered: 6, out: 6 })).toEqual({ kind: "link", label: "Voir la commande", to: order.path });
  });

  it("says what of a return is still out, never « tout est rentré » with a unit missing, and closes the order once all is back", () => {
    const back = { out: 6, returned: 6, damaged: 0, missing: 0, outstanding: 0 };
    expect(returnState({ out: 0, returned: 0, damaged: 0, missing: 0, outstanding: 0 })).toEqual({ text: "Rien n'est sorti du dépôt", tone: "warning" });
    expect(returnState({ out: 6, returned: 0, damaged: 0, missing: 0, outstanding: 6 })).toEqual({ text: "Encore dehors : 6 unités", tone: "todo" });
    expect(returnState({ out: 6, returned: 2, damaged: 1, missing: 0, outstanding: 3 })).toEqual({ text: "Encore dehors : 3 unités sur 6", tone: "partial" });
    expect(returnState(back)).toEqual({ text: "Tout est rentré : 6 unités", tone: "done" });
    expect(returnState({ out: 6, returned: 4, damaged: 1, missing: 1, outstanding: 0 })).toEqual({ text: "Rentré : 4 unités en bon état, 1 endommagée, 1 manquante", tone: "warning" });
    expect(returnAction({ ...order, ...back, outstanding: 2, status: "in_progress" })).toEqual({ kind: "link", label: "Ouvrir le dépôt", to: order.depotPath });
    expect(returnAction({ ...order, ...back, status: "in_progress" })).toEqual({ kind: "status", label: "Marquer comme terminée", action: `${order.path}/statut`, to: "completed" });
    expect(returnAction({ ...order, ...back, out: 0, status: "confirmed" })).toEqual({ kind: "link", label: "Ouvrir le dépôt", to: order.depotPath });
  });

  it("posts 'Confirmer' and 'Envoyer une relance' to the order's own resources, and leads 'Marquer gagnée' to the stage form", () => {
    expect(confirmAction(order)).toEqual({ kind: "status", label: "Confirmer", action: `${order.path}/statut`, to: "confirmed" });
    expect(reminderAction(order)).toEqual({ kind: "reminder", label: "Envoyer une relance", action: `${order.path}/relances` });
    expect(wonAction({ href: "/admin/contact/demandes/abc" })).toEqual({ kind: "link", label: "Marquer gagnée", to: "/admin/contact/demandes/abc#request-stage-title" });
  });
});

describe("'Aujourd'hui': counts and empty sections", () => {
  it("says the count, what the list leaves out, and gathers the empty sections in one line", () => {
    expect(countBadge(3)).toBe("3");
    expect(countBadge({ n: 99, more: true })).toBe("99+");
    expect(moreText(5, 5)).toBeNull();
    expect(moreText(8, 5)).toBe("… et 3 de plus.");
    expect(moreText({ n: 12, more: false }, 5)).toBe("… et 7 de plus.");
    expect(moreText({ n: 99, more: true }, 5)).toBe("… et d'autres encore.");
    expect(nothingToDoText([])).toBeNull();
    expect(nothingToDoText(["late", "overdue"])).toBe("aucun retour en retard, aucune facture en retard.");
  });

  it("shows a client's answer as its first words on one line, cut at a word", () => {
    expect(excerptOf("Bonjour,\n\n  merci ! ")).toBe("Bonjour, merci !");
    const long = `${"Nous aimerions ajouter une estrade ".repeat(6)}et deux micros.`;
    const excerpt = excerptOf(long);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(141);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1)).not.toMatch(/\s$/);
  });
});
