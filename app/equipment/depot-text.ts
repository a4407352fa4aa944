// What the depot says about an order's equipment (issue 38): what is still out, what came back
// damaged, what is missing. A unit declared missing at a return is no longer awaited, but it did
// not come back: no sentence here says « tout est rentré » while one is missing. Pure, so that the
// depot page, its toasts and its refusals say the same, and tested without a database.

import { formatDate, type IsoDate } from "~/lib/calendar-dates";
import { dayWithSlot } from "~/orders/fulfilment";

/** What the depot counted of one product (depot.server.ts's DepotLine). */
export type CountedLine = { name: string; out: number; returned: number; damaged: number; missing: number; outstanding: number };

const units = (n: number) => `${n} unité${n > 1 ? "s" : ""}`;
const agreed = (n: number, word: string) => `${word}${n > 1 ? "s" : ""}`;

/** "Lyre LED Beam 230 × 2, Enceinte active 15 pouces × 1": the products with a count above zero. */
function perProduct(lines: CountedLine[], count: (line: CountedLine) => number): string {
  return lines
    .filter((line) => count(line) > 0)
    .map((line) => `${line.name} × ${count(line)}`)
    .join(", ");
}

const total = (lines: CountedLine[], count: (line: CountedLine) => number) => lines.reduce((sum, line) => sum + count(line), 0);

/**
 * Where the order's equipment stands at the depot:
 * - `none`: nothing has left yet;
 * - `out`: units are still out (and which), with those already declared missing;
 * - `back`: nothing is awaited any more; every unit came back, or is said missing or damaged.
 */
export type DepotStanding = { kind: "none" } | { kind: "out" | "back"; text: string; missing: number };

export function depotStanding(lines: CountedLine[]): DepotStanding {
  if (total(lines, (line) => line.out) === 0) return { kind: "none" };
  const out = total(lines, (line) => line.outstanding);
  const missing = total(lines, (line) => line.missing);
  const damaged = total(lines, (line) => line.damaged);
  const missingText = `${units(missing)} ${agreed(missing, "manquante")} (${perProduct(lines, (line) => line.missing)})`;
  const damagedList = `(${perProduct(lines, (line) => line.damaged)}), en maintenance`;
  if (out > 0) {
    const text = `Encore dehors : ${units(out)} (${perProduct(lines, (line) => line.outstanding)})`;
    return { kind: "out", text: missing > 0 ? `${text} ; déjà ${missingText}` : text, missing };
  }
  if (missing > 0) {
    const damagedText = damaged > 0 ? ` ; ${units(damaged)} ${agreed(damaged, "rentrée")} ${agreed(damaged, "endommagée")} ${damagedList}` : "";
    return { kind: "back", text: `Plus rien n'est attendu, mais tout n'est pas rentré : ${missingText}${damagedText}`, missing };
  }
  const damagedText = damaged > 0 ? `, dont ${units(damaged)} ${agreed(damaged, "endommagée")} ${damagedList}` : "";
  return { kind: "back", text: `Tout le matériel sorti est rentré${damagedText}`, missing };
}

/**
 * The toast of a return: "CMD-000042 : 2 unités rentrées, dont 1 endommagée, et 1 manquante, en
 * maintenance ; encore dehors : 1 unité (…)." What came back is counted apart from what is
 * missing, and the end says where the order stands after it.
 */
export function checkInSummary(number: string, result: { returned: number; damaged: number; missing: number }, photos: number, after: DepotStanding): string {
  const back = result.returned + result.damaged;
  const parts: string[] = [];
  if (back > 0) parts.push(`${units(back)} ${agreed(back, "rentrée")}${result.damaged > 0 ? `, dont ${result.damaged} ${agreed(result.damaged, "endommagée")}` : ""}`);
  if (result.missing > 0) parts.push(`${units(result.missing)} ${agreed(result.missing, "manquante")}`);
  const counted = parts.join(", et ") + (result.damaged + result.missing > 0 ? ", en maintenance" : "");
  const withPhotos = photos > 0 ? ` (${photos} photo${photos > 1 ? "s" : ""})` : "";
  const standing = after.kind === "none" ? "" : ` ; ${after.text.charAt(0).toLowerCase()}${after.text.slice(1)}`;
  return `${number} : ${counted}${withPhotos}${standing}.`;
}

/**
 * Why a return of a product is refused when nothing of it is awaited: « Tout « X » est déjà
 * rentré. » only when nothing of it is missing.
 */
export function nothingAwaitedMessage(line: Pick<CountedLine, "name" | "missing">): string {
  return line.missing > 0
    ? `Plus rien de « ${line.name} » n'est attendu : ${units(line.missing)} ${line.missing > 1 ? "sont déclarées manquantes" : "est déclarée manquante"}, le reste est rentré.`
    : `Tout « ${line.name} » est déjà rentré.`;
}

/** "Départ le 12 novembre 2026, matin (8 h – 12 h) · retour le 14 novembre 2026, après-midi (14 h – 18 h)". */
export function depotScheduleText(order: { rentalDate: IsoDate; departureSlot: string | null; returnDate: IsoDate; returnSlot: string | null }): string {
  return `Départ le ${dayWithSlot(formatDate(order.rentalDate), order.departureSlot)} · retour le ${dayWithSlot(formatDate(order.returnDate), order.returnSlot)}`;
}
