import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { getRequest, postRequest, readOutbox, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { rental_orders, rental_products, type RentalOrderItem } from "~/db/schema";
import { canTransition, formatOrderNumber, ORDER_STATUSES, TRANSITIONS, type OrderStatus } from "~/orders/status";
import * as csvRoute from "~/routes/admin/shop-csv";
import * as shopRoute from "~/routes/admin/shop";

type LoaderData = Awaited<ReturnType<typeof shopRoute.loader>>;
type Order = typeof rental_orders.$inferSelect;

const route = setUpAdminRoute("desk-shop");

const loader = (url: string, cookie?: string) => settle<LoaderData>(() => shopRoute.loader(routeArgs(getRequest(url, cookie))));
/** `cookie` "" posts as a visitor. */
const act = (fields: Record<string, string>, cookie: string = route.admin) =>
  settle<DeskActionResult>(() => shopRoute.action(routeArgs(postRequest("/admin/shop", fields, cookie))));
const setStatus = (order: { id: string }, to: string) => act({ intent: "set-status", id: order.id, to });
const csv = (url: string, cookie?: string) => settle(() => csvRoute.loader(routeArgs(getRequest(url, cookie))));

let sequence = 0;
async function insertOrder(values: Partial<typeof rental_orders.$inferInsert> = {}): Promise<Order> {
  sequence += 1;
  const item: RentalOrderItem = {
    id: "00000000-0000-4000-8000-00000000000a",
    name: "Enceinte active 1000 W",
    category: "audio",
    image: "/images/products/enceinte.svg",
    price: "120.50",
    quantity: 2,
    totalDays: 3,
    vatRate: "19.00",
  };
  const [row] = await route.database.db
    .insert(rental_orders)
    .values({
      first_name: "Amel",
      last_name: "Trabelsi",
      email: `client-${sequence}@example.tn`,
      phone: "+216 20 123 456",
      company: null,
      rental_date: "2026-12-05",
      return_date: "2026-12-07",
      delivery_address: "Les Berges du Lac, Tunis",
      items: [item],
      total_amount: "723.00",
      status: "new",
      created_at: new Date(Date.UTC(2026, 10, 1, 9, sequence)),
      ...values,
    })
    .returning();
  return row!;
}

async function statusOf(order: { id: string }) {
  const [row] = await route.database.db.select({ status: rental_orders.status }).from(rental_orders).where(eq(rental_orders.id, order.id));
  return row?.status;
}

beforeEach(async () => {
  await route.database.db.delete(rental_orders);
  await route.database.db.delete(rental_products);
});

describe("who may use the shop tab", () => {
  it("sends a visitor and a non-admin to /auth and refuses their actions and the export", async () => {
    const order = await insertOrder();
    for (const cookie of [undefined, route.member]) {
      const page = await loader("/admin/shop", cookie);
      expect(page.status).toBe(302);
      // A signed-in non-admin is told why on /auth (see ADMIN_REQUIRED_PARAM).
      expect(page.response?.headers.get("Location")).toBe(cookie ? "/auth?acces-admin=1" : "/auth");
      expect((await csv("/admin/shop.csv", cookie)).status).toBe(cookie ? 403 : 401);
    }
    expect((await act({ intent: "set-status", id: order.id, to: "confirmed" }, "")).status).toBe(401);
    expect((await act({ intent: "delete", id: order.id }, route.member)).status).toBe(403);
    expect(await statusOf(order)).toBe("new");
  });
});

describe("dashboard and list", () => {
  it("shows zeros and no order on an empty desk", async () => {
    const { data } = await loader("/admin/shop", route.admin);
    expect(data!.dashboard).toEqual({ total: 0, new: 0, inProgress: 0, revenue: "0.00" });
    expect(data!.orders).toEqual([]);
  });

  it("counts orders by status and sums the revenue HT of agreed orders exactly", async () => {
    await insertOrder({ total_ht: "0.10", status: "confirmed" });
    await insertOrder({ total_ht: "0.20", status: "completed" });
    const { data: small } = await loader("/admin/shop", route.admin);
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(small!.dashboard).toEqual({ total: 2, new: 0, inProgress: 0, revenue: "0.30" });

    await insertOrder({ total_ht: "99999999.99", total_ttc: "118999999.99", status: "in_progress" });
    await insertOrder({ total_ht: "1250.35", status: "confirmed" });
    // New orders are not sold yet, cancelled ones never were: not revenue.
    await insertOrder({ total_ht: "10.00", status: "cancelled" });
    await insertOrder({ total_ht: "7.00", status: "new" });
    await insertOrder({ total_ht: "5.05", status: "completed" });
    const { data } = await loader("/admin/shop", route.admin);
    expect(data!.dashboard).toEqual({ total: 7, new: 1, inProgress: 1, revenue: "100001255.69" });
  });

  it("lists orders newest first and filters by status and search on the server", async () => {
    const first = await insertOrder({ first_name: "Karim", company: "Pharma Sud" });
    const second = await insertOrder({ first_name: "Sonia", status: "confirmed" });
    const third = await insertOrder({ first_name: "Leïla", email: "leila@events.tn" });
    const ids = async (url: string) => (await loader(url, route.admin)).data!.orders.map((o) => o.id);
    expect(await ids("/admin/shop")).toEqual([third.id, second.id, first.id]);
    expect(await ids("/admin/shop?status=new")).toEqual([third.id, first.id]);
    expect(await ids("/admin/shop?status=confirmed")).toEqual([second.id]);
    expect(await ids("/admin/shop?q=pharma")).toEqual([first.id]);
    expect(await ids("/admin/shop?q=LEILA@")).toEqual([third.id]);
    expect(await ids(`/admin/shop?q=${formatOrderNumber(second.order_number)}`)).toEqual([second.id]);
    expect(await ids(`/admin/shop?q=${second.order_number}`)).toContain(second.id);
    expect(await ids("/admin/shop?q=enceinte&status=confirmed")).toEqual([second.id]);
    expect(await ids("/admin/shop?q=introuvable")).toEqual([]);
  });
});

describe("status workflow (SPEC §4)", () => {
  it.each(TRANSITIONS.map((t) => [t.from, t.label, t.to] as const))("allows %s → '%s' → %s", async (from, _label, to) => {
    const order = await insertOrder({ status: from });
    const result = await setStatus(order, to);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, toast: { title: "Statut mis à jour" } });
    expect(await statusOf(order)).toBe(to);
  });

  const forbidden = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !canTransition(from, to)).map((to) => [from, to] as [OrderStatus, OrderStatus]),
  );

  it("lists 21 forbidden jumps (every pair outside the 4 transitions)", () => {
    expect(forbidden).toHaveLength(ORDER_STATUSES.length ** 2 - TRANSITIONS.length);
  });

  it.each(forbidden)("refuses %s → %s with 400 and a French message", async (from, to) => {
    const order = await insertOrder({ status: from });
    const result = await setStatus(order, to);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, toast: { title: "Erreur lors de la mise à jour" } });
    expect(result.data!.ok ? "" : result.data!.error).toMatch(/^Impossible de passer une commande « .+ » à « .+ »\.$/);
    expect(await statusOf(order)).toBe(from);
  });

  it("refuses an unknown status, an unknown id (404) and a malformed id", async () => {
    const order = await insertOrder();
    expect(await setStatus(order, "shipped")).toMatchObject({ status: 400, data: { error: "Statut de commande inconnu." } });
    expect(await setStatus({ id: "00000000-0000-4000-8000-000000000000" }, "confirmed")).toMatchObject({
      status: 404,
      data: { toast: { title: "Erreur lors de la mise à jour", description: "Commande introuvable." } },
    });
    expect(await setStatus({ id: "abc" }, "confirmed")).toMatchObject({ status: 400, data: { error: "Identifiant de commande invalide." } });
    expect(await act({ intent: "archive", id: order.id })).toMatchObject({ status: 400, data: { error: "Action inconnue." } });
    expect(await statusOf(order)).toBe("new");
  });

  it("'Confirmer' refuses an overbooking with the shop's message and keeps the order new", async () => {
    const [product] = await route.database.db
      .insert(rental_products)
      // No buffer days: the later order starts the day after the confirmed one comes back.
      .values({ name: "Lyre LED", category: "light", description: "Lyre", image_url: "/x.svg", price: "80.00", stock_quantity: 3, buffer_days_before: 0, buffer_days_after: 0 })
      .returning();
    const item = (quantity: number): RentalOrderItem => ({
      id: product!.id,
      name: "Lyre LED",
      category: "light",
      image: "/x.svg",
      price: "80.00",
      quantity,
      totalDays: 3,
      vatRate: "19.00",
    });
    await insertOrder({ status: "confirmed", items: [item(2)], rental_date: "2026-12-06", return_date: "2026-12-08" });
    const tooMany = await insertOrder({ items: [item(2)] });
    const fits = await insertOrder({ items: [item(1)] });
    const later = await insertOrder({ items: [item(3)], rental_date: "2026-12-09", return_date: "2026-12-10" });

    const refused = await setStatus(tooMany, "confirmed");
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      ok: false,
      toast: {
        title: "Erreur lors de la mise à jour",
        description: "Stock insuffisant pour « Lyre LED » : 1 unité disponible du 5 décembre 2026 au 7 décembre 2026.",
      },
    });
    expect(await statusOf(tooMany)).toBe("new");
    expect((await setStatus(fits, "confirmed")).status).toBe(200);
    expect((await setStatus(later, "confirmed")).status).toBe(200);
    // Now every unit is held over the 5th–7th: the refused order still cannot be confirmed.
    expect((await setStatus(tooMany, "confirmed")).status).toBe(409);
  });
});

describe("e-mail to the client", () => {
  it("is sent when the order is confirmed or cancelled, with its number, and not for internal steps", async () => {
    const confirmed = await insertOrder({ email: "amel.confirm@example.tn", total_ttc: "861.37" });
    const cancelled = await insertOrder({ email: "karim.cancel@example.tn", first_name: "Karim" });
    const before = (await readOutbox(route.dataDir)).length;

    const result = await setStatus(confirmed, "confirmed");
    expect(result.data).toMatchObject({
      toast: { description: `${formatOrderNumber(confirmed.order_number)} : Confirmée. Le client sera prévenu par e-mail.` },
    });
    await setStatus(cancelled, "cancelled");
    await setStatus(confirmed, "in_progress");
    await setStatus(confirmed, "completed");

    const mails = (await readOutbox(route.dataDir)).slice(before);
    expect(mails).toHaveLength(2);
    const toAmel = mails.find((m) => m.to === "amel.confirm@example.tn")!;
    expect(toAmel.subject).toBe(`Votre commande ${formatOrderNumber(confirmed.order_number)} est confirmée`);
    expect(toAmel.subject).toMatch(/CMD-\d{6}/);
    expect(toAmel.text).toContain("Bonjour Amel,");
    expect(toAmel.text).toContain("du 5 décembre 2026 au 7 décembre 2026");
    expect(toAmel.text).toContain("Enceinte active 1000 W × 2 × 3 jours : 723,00\u00a0DT");
    expect(toAmel.text).toContain("Total TTC : 861,37\u00a0DT");
    const toKarim = mails.find((m) => m.to === "karim.cancel@example.tn")!;
    expect(toKarim.subject).toBe(`Votre commande ${formatOrderNumber(cancelled.order_number)} a été annulée`);
    expect(toKarim.text).toContain("Bonjour Karim,");
  });
});

describe("delete", () => {
  it("removes any order with 'Commande supprimée', and the undo brings it back with its number", async () => {
    // Its mode and slots come back too: its quotes show them, and a restore is not an edit. Its link
    // version too: the links revoked before the deletion stay revoked.
    const order = await insertOrder({ status: "completed", notes: "Livrer avant 8 h", fulfilment: "pickup", delivery_address: "", departure_slot: "morning", return_slot: "evening", link_version: 3 });
    const result = await act({ intent: "delete", id: order.id });
    expect(result).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Commande supprimée" } } });
    expect(await statusOf(order)).toBeUndefined();

    const restored = await act({ intent: "restore", token: result.data!.ok ? result.data!.undoToken! : "" });
    expect(restored).toMatchObject({ status: 200, data: { toast: { title: "Commande restaurée" } } });
    const [row] = await route.database.db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    expect(row).toEqual(order);
  });

  it("refuses to bring back a confirmed order whose units were confirmed to someone else meanwhile", async () => {
    const [product] = await route.database.db
      .insert(rental_products)
      .values({ name: "Pupitre", category: "stage", description: "Pupitre", image_url: "/x.svg", price: "40.00", stock_quantity: 1 })
      .returning();
    const items: RentalOrderItem[] = [
      { id: product!.id, name: "Pupitre", category: "stage", image: "/x.svg", price: "40.00", quantity: 1, totalDays: 3, vatRate: "19.00" },
    ];
    const confirmed = await insertOrder({ status: "confirmed", items });
    const waiting = await insertOrder({ items });
    const deleted = await act({ intent: "delete", id: confirmed.id });
    expect((await setStatus(waiting, "confirmed")).status).toBe(200);
    const restored = await act({ intent: "restore", token: deleted.data!.ok ? deleted.data!.undoToken! : "" });
    expect(restored).toMatchObject({ status: 409, data: { toast: { title: "Erreur lors de la mise à jour" } } });
    expect(restored.data!.ok ? "" : restored.data!.error).toMatch(/^Stock insuffisant pour « Pupitre »/);
    expect(await statusOf(confirmed)).toBeUndefined();
  });

  it("answers 404 'Erreur lors de la suppression' for an unknown order", async () => {
    expect(await act({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      status: 404,
      data: { toast: { title: "Erreur lors de la suppression", description: "Commande introuvable." } },
    });
  });
});

describe("CSV export", () => {
  it("lists the filtered orders for Excel with the order number and a decimal comma", async () => {
    const order = await insertOrder({
      company: "=cmd|' /C calc'!A0",
      total_amount: "1250.30",
      total_ht: "1250.30",
      vat_amount: "237.56",
      total_ttc: "1488.86",
      deposit: "300",
      status: "confirmed",
      departure_slot: "morning",
      return_slot: "evening",
    });
    await insertOrder({ first_name: "Autre" });
    const { status, response } = await csv("/admin/shop.csv?status=confirmed", route.admin);
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Disposition")).toMatch(/filename="commandes-location-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "N° de commande;Créée le;Statut;Prénom;Nom;Société;E-mail;Téléphone;Date de location;Créneau de départ;Date de retour;Créneau de retour;Mode de remise;Adresse de livraison;Articles;Sous-total HT (DT);Remise (DT);Frais de livraison (DT);Total HT (DT);TVA (DT);Timbre fiscal (DT);Total TTC (DT);Payé (DT);Reste à payer (DT);Paiement;Caution (DT);Facture;Notes",
    );
    expect(lines).toHaveLength(3); // header, one order, final line break
    expect(lines[1]).toBe(
      `${formatOrderNumber(order.order_number)};${lines[1]!.split(";")[1]};Confirmée;Amel;Trabelsi;'=cmd|' /C calc'!A0;${order.email};'+216 20 123 456;05/12/2026;Matin (8 h – 12 h);07/12/2026;Soir (18 h – 21 h);Livraison;"Les Berges du Lac, Tunis";Enceinte active 1000 W × 2 × 3 j;"1250,30";"0,00";"0,00";"1250,30";"237,56";"1,00";"1488,86";"0,00";"1488,86";Non payée;"300,00";;`,
    );
  });
});
