import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_events, rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertOrder, insertPricedOrder, insertProduct } from "~/test-support/rental-data.server";
import { editOrder, OrderEditError, STALE_ORDER_MESSAGE } from "./edit.server";
import { OrderEditSchema, type OrderEditInput } from "./edit-schema";

type Order = typeof rental_orders.$inferSelect;
const ADMIN = "admin@imagine-events.tn";

/** The edit form as the page would post it for `order`, with `changes` on top. */
function formFor(order: Order, changes: Record<string, unknown> = {}): OrderEditInput {
  return OrderEditSchema.parse({
    version: order.version,
    first_name: order.first_name,
    last_name: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.company ?? "",
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address,
    // Orders made by the test helpers predate the slots: the form asks for them.
    departure_slot: order.departure_slot ?? "morning",
    return_slot: order.return_slot ?? "evening",
    notes: order.notes ?? "",
    rental_date: order.rental_date,
    return_date: order.return_date,
    lines: order.items.map((item) => ({ quantity: String(item.quantity), from: item.from ?? order.rental_date, to: item.to ?? order.return_date })),
    delivery_fee: order.delivery_fee,
    discount_kind: order.discount_kind,
    discount_value: order.discount_value,
    deposit: order.deposit,
    ...changes,
  });
}

async function reload(db: TestDatabase["db"], id: string): Promise<Order> {
  const [row] = await db.select().from(rental_orders).where(eq(rental_orders.id, id));
  return row!;
}

describe.each(testDatabaseTargets())("editing an order on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.dispose());

  it("changes a quantity, adds a product, moves the dates, and writes what changed to the timeline", async () => {
    const db = database.db;
    const speaker = await insertProduct(db, { name: "Enceinte 1000 W", price: "120.00", stock_quantity: 10 });
    const light = await insertProduct(db, { name: "Lyre LED", price: "80.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product: speaker, quantity: 2 }] });
    const { order: edited, changes } = await editOrder(
      db,
      order.id,
      formFor(order, {
        rental_date: "2030-03-11",
        return_date: "2030-03-14",
        lines: [{ quantity: "3", from: order.rental_date, to: order.return_date }],
        add: light.id,
      }),
      ADMIN,
    );
    // The line on the old period follows the new one (4 days); the added product takes it too.
    expect(edited.items.map((i) => [i.name, i.quantity, i.totalDays, i.from])).toEqual([
      ["Enceinte 1000 W", 3, 4, undefined],
      ["Lyre LED", 1, 4, undefined],
    ]);
    expect(edited.total_amount).toBe("1760.00"); // 120 × 3 × 4 + 80 × 1 × 4
    expect(changes).toEqual(
      expect.arrayContaining([
        "« Enceinte 1000 W » : quantité 2 → 3",
        "Ajout : « Lyre LED » × 1",
        expect.stringMatching(/^Période : du 10 mars 2030 au 12 mars 2030 → du 11 mars 2030 au 14 mars 2030$/),
      ]),
    );
    const [event] = await db.select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(event).toMatchObject({ kind: "edited", actor: ADMIN, details: changes });
  });

  it("switches a delivery to a pickup and moves a slot: stored, and said in French in the timeline", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Mange-debout", price: "12.50", stock_quantity: 30 });
    const placed = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 4 }] });
    await db.update(rental_orders).set({ departure_slot: "morning", return_slot: "afternoon" }).where(eq(rental_orders.id, placed.id));
    const order = await reload(db, placed.id);

    // A pickup keeping the old address is refused by the form's schema, on the address.
    const refused = OrderEditSchema.safeParse({ ...formFor(order), fulfilment: "pickup" });
    expect(refused.success).toBe(false);

    const { order: edited, changes } = await editOrder(
      db,
      order.id,
      formFor(order, { fulfilment: "pickup", delivery_address: "", departure_slot: "evening" }),
      ADMIN,
    );
    expect(edited).toMatchObject({ fulfilment: "pickup", delivery_address: "", departure_slot: "evening", return_slot: "afternoon", version: 2 });
    expect(await reload(db, order.id)).toMatchObject({ fulfilment: "pickup", delivery_address: "", departure_slot: "evening" });
    expect(changes).toEqual([
      "Mode de remise : Livraison → Retrait au dépôt",
      "Adresse de livraison : Les Berges du Lac, Tunis → (vide)",
      "Créneau de départ : Matin → Soir",
    ]);
    const events = await db.select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.find((e) => e.kind === "edited")).toMatchObject({ summary: "Commande modifiée", actor: ADMIN, details: changes });

    // Back to a delivery: the address is asked for again.
    expect(() => formFor(edited, { fulfilment: "delivery" })).toThrow("Veuillez indiquer l'adresse de livraison.");
    const back = await editOrder(db, order.id, formFor(edited, { fulfilment: "delivery", delivery_address: "Hôtel Laico, Tunis", return_slot: "morning" }), ADMIN);
    expect(back.changes).toEqual([
      "Mode de remise : Retrait au dépôt → Livraison",
      "Adresse de livraison : (vide) → Hôtel Laico, Tunis",
      "Créneau de retour : Après-midi → Matin",
    ]);
  });

  it("an order placed before the slots gets them at its first save, « Non précisé » in the timeline", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Nappe", price: "5.00", stock_quantity: 30 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 2 }] });
    expect(order).toMatchObject({ departure_slot: null, return_slot: null, fulfilment: "delivery" });
    const { changes } = await editOrder(db, order.id, formFor(order, { departure_slot: "afternoon", return_slot: "evening" }), ADMIN);
    expect(changes).toEqual(["Créneau de départ : Non précisé → Après-midi", "Créneau de retour : Non précisé → Soir"]);
  });

  it("keeps a line's own dates inside the order's period, and removes a line", async () => {
    const db = database.db;
    const speaker = await insertProduct(db, { name: "Caisson", price: "100.00", stock_quantity: 10 });
    const mic = await insertProduct(db, { name: "Micro", price: "10.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product: speaker, quantity: 1 }, { product: mic, quantity: 1 }] });
    const outside = formFor(order, {
      lines: [
        { quantity: "1", from: "2030-03-09", to: "2030-03-12" },
        { quantity: "1", from: order.rental_date, to: order.return_date },
      ],
    });
    await expect(editOrder(db, order.id, outside, ADMIN)).rejects.toThrow("Les dates de « Caisson » doivent être comprises dans la période de la commande.");
    const { order: edited } = await editOrder(
      db,
      order.id,
      formFor(order, {
        lines: [
          { quantity: "1", from: "2030-03-11", to: "2030-03-11" },
          { quantity: "1", from: order.rental_date, to: order.return_date },
        ],
        remove: "1",
      }),
      ADMIN,
    );
    expect(edited.items).toHaveLength(1);
    expect(edited.items[0]).toMatchObject({ name: "Caisson", from: "2030-03-11", to: "2030-03-11", totalDays: 1 });
    expect(edited.total_amount).toBe("100.00");
  });

  it("sets each line's VAT rate and the fee's from the settings' list, breaks the VAT down per rate, and refuses a rate out of it", async () => {
    const db = database.db;
    const speaker = await insertProduct(db, { name: "Enceinte 300 W", price: "100.00", stock_quantity: 10 });
    const shuttle = await insertProduct(db, { name: "Navette des intervenants", price: "200.00", stock_quantity: 5, vat_rate: "7" });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product: speaker, quantity: 1 }, { product: shuttle, quantity: 1 }] });
    // Each line takes its product's rate.
    expect(order.items.map((item) => item.vatRate)).toEqual(["19.00", "7.00"]);
    const lines = (speakerRate: string, shuttleRate: string) => [
      { quantity: "1", from: order.rental_date, to: order.return_date, vat_rate: speakerRate },
      { quantity: "1", from: order.rental_date, to: order.return_date, vat_rate: shuttleRate },
    ];

    const before = await reload(db, order.id);
    const refused = await editOrder(db, order.id, formFor(order, { lines: lines("5,5", "7"), delivery_fee: "50" }), ADMIN).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OrderEditError);
    expect(refused).toMatchObject({
      status: 400,
      field: "lines.0.vat_rate",
      message: "Taux de TVA inconnu : choisissez l'un des taux des paramètres de la boutique (19\u00a0%, 13\u00a0%, 7\u00a0% ou 0\u00a0%).",
    });
    await expect(editOrder(db, order.id, formFor(order, { delivery_fee_vat_rate: "20" }), ADMIN)).rejects.toMatchObject({ field: "delivery_fee_vat_rate" });
    expect(await reload(db, order.id)).toEqual(before);

    const { order: edited, changes } = await editOrder(db, order.id, formFor(order, { lines: lines("13", "7"), delivery_fee: "50", delivery_fee_vat_rate: "7" }), ADMIN);
    // 300 at 13 % (39.00); 600 + 50 delivery at 7 % (45.50); + 1 stamp.
    expect(edited).toMatchObject({ delivery_fee_vat_rate: "7.00", total_ht: "950.00", vat_amount: "84.50", total_ttc: "1035.50" });
    expect(edited.items.map((item) => item.vatRate)).toEqual(["13.00", "7.00"]);
    expect(changes).toEqual(expect.arrayContaining(["« Enceinte 300 W » : TVA 19\u00a0% → 13\u00a0%", "TVA des frais de livraison : 19\u00a0% → 7\u00a0%"]));

    // A rate taken out of the list since stays on the line that has it, and on no other.
    await db.update(rental_orders).set({ items: edited.items.map((item, index) => (index === 0 ? { ...item, vatRate: "18.00" } : item)) }).where(eq(rental_orders.id, order.id));
    const old = await reload(db, order.id);
    const kept = await editOrder(db, order.id, formFor(old, { lines: lines("18", "7"), deposit: "100" }), ADMIN);
    expect(kept.order.items[0]!.vatRate).toBe("18.00");
    await expect(editOrder(db, order.id, formFor(kept.order, { lines: lines("18", "18") }), ADMIN)).rejects.toMatchObject({ field: "lines.1.vat_rate" });
  });

  it("refuses a save made from a stale copy, and changes nothing", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Pupitre", price: "50.00", stock_quantity: 5 });
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const first = formFor(order, { delivery_fee: "100" });
    const second = formFor(order, { delivery_fee: "200" });
    await editOrder(db, order.id, first, "premier@imagine-events.tn");
    const stale = editOrder(db, order.id, second, "second@imagine-events.tn");
    await expect(stale).rejects.toBeInstanceOf(OrderEditError);
    await expect(stale).rejects.toThrow(STALE_ORDER_MESSAGE);
    expect(await reload(db, order.id)).toMatchObject({ delivery_fee: "100.00", version: 2 });
  });

  it("lets only one of two concurrent saves of the same version through", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Table cocktail", price: "20.00", stock_quantity: 50 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const results = await Promise.allSettled([
      editOrder(db, order.id, formFor(order, { deposit: "10" }), ADMIN),
      editOrder(db, order.id, formFor(order, { deposit: "20" }), ADMIN),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await reload(db, order.id)).version).toBe(2);
  });

  it("refuses an edit that would overbook a confirmed order, under the same lock as 'Confirmer'", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Mur LED", price: "900.00", stock_quantity: 4 });
    await insertOrder(db, { status: "confirmed", from: "2030-03-10", to: "2030-03-12", items: [{ id: product.id, quantity: 2 }] });
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 2 }] });
    const overbooking = formFor(order, { lines: [{ quantity: "3", from: order.rental_date, to: order.return_date }] });
    await expect(editOrder(db, order.id, overbooking, ADMIN)).rejects.toThrow("Stock insuffisant pour « Mur LED » : 2 unités disponibles");
    expect((await reload(db, order.id)).items[0]!.quantity).toBe(2);
    // A new order holds nothing yet: the same quantity is accepted (checked again at 'Confirmer').
    const pending = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 2 }] });
    await expect(editOrder(db, pending.id, formFor(pending, { lines: [{ quantity: "3", from: pending.rental_date, to: pending.return_date }] }), ADMIN)).resolves.toBeDefined();
  });

  it("refuses to edit an order in progress, completed or cancelled", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Projecteur", price: "60.00", stock_quantity: 5 });
    for (const status of ["in_progress", "completed", "cancelled"] as const) {
      const order = await insertPricedOrder(db, { status, lines: [{ product, quantity: 1 }] });
      await expect(editOrder(db, order.id, formFor(order, { deposit: "50" }), ADMIN)).rejects.toThrow("ne se modifie plus");
      expect((await reload(db, order.id)).deposit).toBe("0.00");
    }
  });

  it("refuses a discount above the subtotal and a product that no longer exists", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Fauteuil", price: "10.00", stock_quantity: 5 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    await expect(editOrder(db, order.id, formFor(order, { discount_value: "30.01" }), ADMIN)).rejects.toThrow("La remise ne peut pas dépasser le sous-total");
    await expect(editOrder(db, order.id, formFor(order, { add: randomUUID() }), ADMIN)).rejects.toThrow("Ce produit n'existe plus dans le catalogue.");
    expect((await reload(db, order.id)).version).toBe(1);
  });
});

describe("the edit form's schema", () => {
  const order = {
    version: 1,
    first_name: "Amel",
    last_name: "Trabelsi",
    email: "amel@example.tn",
    phone: "+216 20 123 456",
    company: "",
    fulfilment: "delivery",
    delivery_address: "Tunis",
    departure_slot: "morning",
    return_slot: "evening",
    notes: "",
    rental_date: "2030-03-10",
    return_date: "2030-03-12",
    lines: [{ quantity: "1", from: "2030-03-10", to: "2030-03-12" }],
    delivery_fee: "0",
    discount_kind: "amount",
    discount_value: "0",
    deposit: "0",
  };
  const messages = (changes: Record<string, unknown>) => {
    const result = OrderEditSchema.safeParse({ ...order, ...changes });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts French amounts", () => {
    const parsed = OrderEditSchema.parse({ ...order, delivery_fee: "1 250,5", deposit: "300 DT", discount_kind: "percent", discount_value: "12,5" });
    expect(parsed).toMatchObject({ delivery_fee: "1250.5", deposit: "300", discount_value: "12.5" });
  });

  it("answers bad values in French", () => {
    expect(messages({ lines: [{ quantity: "0", from: "2030-03-10", to: "2030-03-12" }] })).toContain("La quantité doit être d'au moins 1.");
    expect(messages({ lines: [{ quantity: "100000", from: "2030-03-10", to: "2030-03-12" }] })).toContain("La quantité ne peut pas dépasser 999 unités.");
    expect(messages({ delivery_fee: "-5" })).toContain("Les frais de livraison ne peuvent pas être négatifs.");
    expect(messages({ deposit: "-0,01" })).toContain("La caution ne peut pas être négative.");
    expect(messages({ deposit: "abc" })).toContain("Caution : montant invalide (exemple : 150 ou 150,50).");
    expect(messages({ delivery_fee: "1000000.01" })).toContain("Frais de livraison : 1 000 000 DT au plus.");
    expect(messages({ discount_kind: "percent", discount_value: "101" })).toContain("Une remise ne peut pas dépasser 100 %.");
    expect(messages({ return_date: "2030-03-09" })).toContain("La date de retour doit être postérieure ou égale à la date de location.");
    expect(messages({ return_date: "2031-03-12" })).toContain("La location ne peut pas dépasser 365 jours.");
    expect(messages({ rental_date: "1999-03-12" })).toContain("Date hors limites : vérifiez l'année.");
    expect(messages({ discount_kind: "cadeau" })).toContain("Type de remise inconnu.");
  });
});
