// One cell of the product timeline: units held that day against the stock (from getDailyHeld,
// buffer days included), and whether a confirmed order leaves the product short.

export type TimelineCell = {
  /** What the cell shows: "3/5", "0/5", "2/∞", "—" (nothing held, no stock limit). */
  text: string;
  /** The same for a screen reader: "3 sur 5". */
  spoken: string;
  held: number;
  /** More units held than owned: an order was confirmed into an overbooking, or the stock was lowered. */
  short: boolean;
};

export function timelineCell(held: number, stock: number | null): TimelineCell {
  if (stock === null) {
    return held === 0
      ? { text: "—", spoken: "aucune unité réservée, stock non limité", held, short: false }
      : { text: `${held}/∞`, spoken: `${held} réservée${held > 1 ? "s" : ""}, stock non limité`, held, short: false };
  }
  return { text: `${held}/${stock}`, spoken: `${held} sur ${stock}`, held, short: held > stock };
}

/** Days of a product's row where it is short (for the row's summary). */
export function shortDays(held: number[], stock: number | null): number {
  return stock === null ? 0 : held.filter((units) => units > stock).length;
}
