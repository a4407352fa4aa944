import { describe, expect, it } from "vitest";
import { shopFr } from "~/i18n/messages/shop/fr";
import {
  addItem,
  cartPeriod,
  cartPerDaySum,
  cartTotal,
  clearCart,
  itemCount,
  lineKey,
  parseStoredCart,
  removeItem,
  setQuantity,
  type CartToast,
  sharedPeriod,
  type CartItem,
  type NewCartItem,
} from "./cart";
import { centsToDecimal } from "~/lib/pricing";

const speaker: NewCartItem = {
  id: "p1",
  name: "Enceinte",
  category: "audio",
  image: "/a.svg",
  price: "1250.00 DT",
  period: "jour",
  dateRange: { from: "2030-06-10", to: "2030-06-12" },
};

/** The toast as a French visitor reads it. */
const toastText = (toast?: CartToast) => (toast ? shopFr.cart.toasts[toast.message] : undefined);

describe("cart rules (SPEC §4)", () => {
  it("adds a new line with quantity 1, its inclusive days and 'Ajouté au panier'", () => {
    const { items, toast } = addItem([], speaker);
    expect(items).toEqual([{ ...speaker, quantity: 1, totalDays: 3 }]);
    expect(toast).toEqual({ type: "success", message: "added" });
  });

  it("the same id with the identical range raises the quantity: 'Quantité mise à jour'", () => {
    const once = addItem([], speaker).items;
    const { items, toast } = addItem(once, speaker);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
    expect(toastText(toast)).toBe("Quantité mise à jour");
  });

  it("adds the quantity chosen in the dialog", () => {
    const { items } = addItem(addItem([], speaker, 3).items, speaker, 2);
    expect(items[0]!.quantity).toBe(5);
  });

  it("the same id with another range, or without a range, is a new line", () => {
    const once = addItem([], speaker).items;
    const other = addItem(once, { ...speaker, dateRange: { from: "2030-06-10", to: "2030-06-13" } });
    expect(other.items).toHaveLength(2);
    expect(toastText(other.toast)).toBe("Ajouté au panier");
    const noRange = addItem(once, { ...speaker, dateRange: undefined });
    expect(noRange.items).toHaveLength(2);
    expect(noRange.items[1]!.totalDays).toBe(1);
  });

  it("another id is a new line", () => {
    const { items } = addItem(addItem([], speaker).items, { ...speaker, id: "p2" });
    expect(items.map((i) => i.id)).toEqual(["p1", "p2"]);
  });

  it("removing a line says 'Retiré du panier'", () => {
    const items = addItem([], speaker).items;
    const change = removeItem(items, lineKey(items[0]!));
    expect(change.items).toEqual([]);
    expect(change.toast).toEqual({ type: "info", message: "removed" });
  });

  it("a quantity of 0 or less removes the line", () => {
    const items = addItem([], speaker).items;
    for (const q of [0, -3]) {
      const change = setQuantity(items, lineKey(items[0]!), q);
      expect(change.items).toEqual([]);
      expect(toastText(change.toast)).toBe("Retiré du panier");
    }
  });

  it("a positive quantity replaces the line's quantity without a toast", () => {
    const items = addItem([], speaker).items;
    const change = setQuantity(items, lineKey(items[0]!), 4);
    expect(change.items[0]!.quantity).toBe(4);
    expect(change.toast).toBeUndefined();
  });

  it("clearing empties the cart: 'Panier vidé'", () => {
    expect(clearCart()).toEqual({ items: [], toast: { type: "success", message: "cleared" } });
  });
});

describe("cart figures (SPEC §9)", () => {
  const items: CartItem[] = [
    { ...speaker, quantity: 2, totalDays: 3 },
    { ...speaker, id: "p2", price: "0.10 DT", dateRange: undefined, quantity: 3, totalDays: 1 },
  ];
  it("total = Σ unit × quantity × totalDays, exact", () => {
    expect(centsToDecimal(cartTotal(items))).toBe("7500.30");
  });
  it("per-day sum = Σ price × quantity", () => {
    expect(centsToDecimal(cartPerDaySum(items))).toBe("2500.30");
  });
  it("counts units for the badge", () => {
    expect(itemCount(items)).toBe(5);
  });
  it("proposes the earliest start and latest end as the order's period", () => {
    expect(cartPeriod([...items, { ...speaker, quantity: 1, totalDays: 1, dateRange: { from: "2030-06-08", to: "2030-06-09" } }])).toEqual({
      from: "2030-06-08",
      to: "2030-06-12",
    });
    expect(cartPeriod([])).toEqual({});
  });
  it("reads only valid stored carts", () => {
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ id: 1 }]))).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items }))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], quantity: 0 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], quantity: 1.5 }]))).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...items[0], dateRange: { from: "2030-06-10" } }]))).toEqual([]);
    // Unknown fields are dropped, as a stored line never carries more than the cart's own.
    expect(parseStoredCart(JSON.stringify([{ ...items[0], price: items[0]!.price, injected: "<b>" }]))).toEqual([items[0]]);
  });
});

describe("the cart's one rental period (issue 38)", () => {
  const today = "2030-06-01";
  const lines = (...ranges: ({ from: string; to: string } | undefined)[]) =>
    ranges.reduce<CartItem[]>((items, dateRange, i) => addItem(items, { ...speaker, id: `p${i}`, dateRange }).items, []);

  it("is the catalogue's chosen dates first, then the first line's dates", () => {
    const chosen = { from: "2030-07-01", to: "2030-07-03" };
    expect(sharedPeriod(chosen, lines({ from: "2030-06-10", to: "2030-06-12" }), today)).toEqual(chosen);
    expect(sharedPeriod(null, lines({ from: "2030-06-10", to: "2030-06-12" }, { from: "2030-06-20", to: "2030-06-21" }), today)).toEqual({ from: "2030-06-10", to: "2030-06-12" });
    expect(sharedPeriod(undefined, lines(undefined, { from: "2030-06-20", to: "2030-06-21" }), today)).toEqual({ from: "2030-06-20", to: "2030-06-21" });
  });

  it("is none for an empty cart without chosen dates, or once its first day has passed", () => {
    expect(sharedPeriod(null, [], today)).toBeNull();
    expect(sharedPeriod(null, lines({ from: "2030-05-30", to: "2030-06-02" }), today)).toBeNull();
    expect(sharedPeriod(null, lines({ from: "2030-06-01", to: "2030-06-02" }), today)).toEqual({ from: "2030-06-01", to: "2030-06-02" });
  });
});
