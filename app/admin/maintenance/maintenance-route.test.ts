// The maintenance page's route on a real database: the admin role checked before anything is read
// or written; units out of service made through the real depot flow (a check-out, then a check-in
// with a damaged and a missing unit); 'Réparé' bringing a unit back to every rental, 'Hors service'
// lowering the stock; a refusal answered with its French message, its row and what was typed; a
// product's history, and a bad or unknown product in the address said in French, not a 500.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { media_assets, product_maintenance, rental_products } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { getAvailability } from "~/orders/availability.server";
import { CheckInSchema, CheckOutSchema } from "~/equipment/depot-schema";
import { checkIn, checkOut } from "~/equipment/depot.server";
import { formatOrderNumber } from "~/orders/status";
import * as maintenanceRoute from "~/routes/admin/maintenance";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import type { MaintenanceFailure, MaintenancePageData } from "./maintenance.server";

const route = setUpAdminRoute("maintenance", { seed: (database) => insertSiteSettings(database.db) });

const PATH = "/admin/shop/maintenance";
const DEPOT = "depot@imagine-events.tn";
const today = todayInTunis();
const later = { from: addDays(today, 30), to: addDays(today, 32) };

/** `cookie` "" is a visitor. */
const page = (cookie: string = route.admin, search = "") => settle<MaintenancePageData>(() => maintenanceRoute.loader(routeArgs(getRequest(`${PATH}${search}`, cookie))));
const act = (fields: Record<string, string>, cookie: string = route.admin) =>
  settle<DeskActionResult | MaintenanceFailure>(() => maintenanceRoute.action(routeArgs(postRequest(PATH, fields, cookie))));

/** An order that left and came back with one speaker damaged and one cable missing, as the depot page records it. */
async function damagedAndLost(photos: string[] = []) {
  const db = route.database.db;
  const tag = Math.random().toString(36).slice(2, 7);
  const speaker = await insertProduct(db, { name: `Enceinte ${tag}`, stock_quantity: 5 });
  const cable = await insertProduct(db, { name: `Câble XLR ${tag}`, stock_quantity: 4 });
  const order = await insertPricedOrder(db, { status: "confirmed", from: today, to: addDays(today, 2), lines: [{ product: speaker, quantity: 3 }, { product: cable, quantity: 2 }] });
  await checkOut(db, order.id, CheckOutSchema.parse({ revision: "0", note: "", lines: [{ product: speaker.id, out: "3" }, { product: cable.id, out: "2" }] }), DEPOT);
  await checkIn(
    db,
    order.id,
    CheckInSchema.parse({
      revision: "1",
      note: "Membrane d'une enceinte percée ; un câble manque.",
      lines: [
        { product: speaker.id, returned: "2", damaged: "1", missing: "0" },
        { product: cable.id, returned: "1", damaged: "0", missing: "1" },
      ],
    }),
    DEPOT,
    new Date(),
    photos,
  );
  const rows = (await page()).data!.rows;
  return {
    speaker,
    cable,
    number: formatOrderNumber(order.order_number),
    damaged: rows.find((row) => row.productId === speaker.id)!,
    lost: rows.find((row) => row.productId === cable.id)!,
  };
}

const free = async (productId: string) => (await getAvailability(route.database.db, [productId], later)).get(productId)!.free;

describe("who may open the maintenance page", () => {
  it("sends a visitor and a non-admin to /auth, and refuses them the action before it reads the form", async () => {
    const { damaged, speaker } = await damagedAndLost();
    const visitor = await page("");
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toBe("/auth");
    const member = await page(route.member);
    expect(member.status).toBe(302);
    expect(member.response?.headers.get("Location")).toBe("/auth?acces-admin=1");
    const fields = { maintenance: damaged.id, resolution: "repaired", quantity: "1", note: "" };
    expect((await act(fields, "")).status).toBe(401);
    expect((await act(fields, route.member)).status).toBe(403);
    const [row] = await route.database.db.select().from(product_maintenance).where(eq(product_maintenance.id, damaged.id));
    expect(row!.resolved_at).toBeNull();
    expect(await free(speaker.id)).toBe(4);
  });
});

describe("the units out of service", () => {
  it("lists each open row with its order, its reporter, its reason and the resolutions of its kind, and counts them", async () => {
    const before = (await page()).data!.totals;
    const { damaged, lost, number } = await damagedAndLost();
    expect(damaged).toMatchObject({
      kind: "damaged",
      kindLabel: "Endommagé",
      quantity: 1,
      orderNumber: number,
      reportedBy: DEPOT,
      reason: "Membrane d'une enceinte percée ; un câble manque.",
      days: 0,
      resolutions: [
        { value: "repaired", label: "Réparé" },
        { value: "written_off", label: "Hors service" },
      ],
    });
    expect(lost).toMatchObject({ kind: "lost", kindLabel: "Perdu", quantity: 1, resolutions: [{ value: "found", label: "Retrouvé" }, { value: "written_off", label: "Hors service" }] });
    const { status, data } = await page();
    expect(status).toBe(200);
    expect(data!.totals).toEqual({ rows: before.rows + 2, units: before.units + 2, damaged: before.damaged + 1, lost: before.lost + 1 });
    expect(data!.more).toBe(0);
    expect(data!.history).toBeNull();
  });

  it("shows a return photo by its narrowest WebP once its variants are recorded, by its original until then, and links the original", async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const ready = `/uploads/depot/${tag}a_4032x3024.jpg`;
    const waiting = `/uploads/depot/${tag}b_4032x3024.jpg`;
    const base = ready.replace(/\.jpg$/, "");
    await route.database.db.insert(media_assets).values([
      {
        filename: "retour.jpg",
        url: ready,
        mime_type: "image/jpeg",
        size_bytes: 1_500_000,
        variants: [
          { format: "avif", width: 480, height: 360, path: `${base}-480.avif` },
          { format: "webp", width: 960, height: 720, path: `${base}-960.webp` },
          { format: "webp", width: 480, height: 360, path: `${base}-480.webp` },
        ],
      },
      { filename: "retour.jpg", url: waiting, mime_type: "image/jpeg", size_bytes: 1_400_000 },
    ]);
    const { damaged, lost } = await damagedAndLost([ready, waiting]);
    const expected = [
      { url: ready, thumbnail: `${base}-480.webp` },
      { url: waiting, thumbnail: waiting },
    ];
    expect(damaged.photos).toEqual(expected);
    expect(lost.photos).toEqual(expected);
  });

  it("'Réparé' brings the damaged unit back to every rental; 'Hors service' lowers the stock for good", async () => {
    const { speaker, cable, damaged, lost } = await damagedAndLost();
    expect(await free(speaker.id)).toBe(4);
    expect(await free(cable.id)).toBe(3);

    const repaired = await act({ maintenance: damaged.id, resolution: "repaired", quantity: "1", note: "Membrane changée" });
    expect(repaired.status).toBe(200);
    expect(repaired.data).toEqual({ ok: true, toast: { title: "Unité réparée", description: `« ${speaker.name} » : 1 unité de nouveau disponible à la location.` } });
    expect(await free(speaker.id)).toBe(5);

    const writtenOff = await act({ maintenance: lost.id, resolution: "written_off", quantity: "1", note: "Jamais retrouvé après l'événement" });
    expect(writtenOff.status).toBe(200);
    expect(writtenOff.data).toEqual({ ok: true, toast: { title: "Unité mise hors service", description: `« ${cable.name} » : 1 unité retirée du stock, qui passe à 3.` } });
    const [cableRow] = await route.database.db.select().from(rental_products).where(eq(rental_products.id, cable.id));
    expect(cableRow!.stock_quantity).toBe(3);
    expect(await free(cable.id)).toBe(3);

    const rows = (await page()).data!.rows;
    expect(rows.some((row) => row.id === damaged.id || row.id === lost.id)).toBe(false);
  });

  it("'Retrouvé' for part of the units leaves the rest open", async () => {
    const db = route.database.db;
    const light = await insertProduct(db, { name: `Lyre ${Math.random().toString(36).slice(2, 7)}`, stock_quantity: 6 });
    const order = await insertPricedOrder(db, { status: "confirmed", from: today, to: addDays(today, 1), lines: [{ product: light, quantity: 3 }] });
    await checkOut(db, order.id, CheckOutSchema.parse({ revision: "0", note: "", lines: [{ product: light.id, out: "3" }] }), DEPOT);
    await checkIn(db, order.id, CheckInSchema.parse({ revision: "1", note: "Trois lyres manquent au retour.", lines: [{ product: light.id, returned: "0", damaged: "0", missing: "3" }] }), DEPOT);
    const row = (await page()).data!.rows.find((r) => r.productId === light.id)!;
    expect(await free(light.id)).toBe(3);
    const found = await act({ maintenance: row.id, resolution: "found", quantity: "2", note: "" });
    expect(found.data).toEqual({ ok: true, toast: { title: "2 unités retrouvées", description: `« ${light.name} » : 2 unités de nouveau disponibles à la location.` } });
    expect(await free(light.id)).toBe(5);
    expect((await page()).data!.rows.find((r) => r.productId === light.id)).toMatchObject({ id: row.id, quantity: 1 });
  });

  it("refuses with the French message, the row and what was typed: a write-off without its note, a resolution of the other kind, too many units, a row already resolved", async () => {
    const { damaged, lost, speaker } = await damagedAndLost();
    const noNote = await act({ maintenance: damaged.id, resolution: "written_off", quantity: "1", note: "   " });
    expect(noNote.status).toBe(400);
    expect(noNote.data).toEqual({
      ok: false,
      status: 400,
      error: "Indiquez pourquoi l'unité est mise hors service.",
      maintenance: damaged.id,
      field: "note",
      values: { quantity: "1", resolution: "written_off", note: "   " },
      toast: { title: "Maintenance non enregistrée", description: "Indiquez pourquoi l'unité est mise hors service." },
    });

    const otherKind = await act({ maintenance: damaged.id, resolution: "found", quantity: "1", note: "Au fond du camion" });
    expect(otherKind.status).toBe(400);
    expect(otherKind.data).toMatchObject({ field: "resolution", maintenance: damaged.id, values: { resolution: "found", note: "Au fond du camion" } });

    const tooMany = await act({ maintenance: damaged.id, resolution: "repaired", quantity: "3", note: "Réparées" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toMatchObject({ error: "Seulement 1 unité en maintenance ici : pas 3.", field: "quantity", values: { quantity: "3", resolution: "repaired", note: "Réparées" } });

    const noChoice = await act({ maintenance: damaged.id, quantity: "1", note: "" });
    expect(noChoice.status).toBe(400);
    expect(noChoice.data).toMatchObject({ error: "Choisissez ce qu'il advient de l'unité.", field: "resolution" });

    const unknown = await act({ maintenance: "pas-un-identifiant", resolution: "repaired", quantity: "1", note: "" });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ error: "Unité en maintenance inconnue.", field: "maintenance" });

    // Nothing changed by the refusals.
    expect(await free(speaker.id)).toBe(4);

    await act({ maintenance: lost.id, resolution: "found", quantity: "1", note: "" });
    const again = await act({ maintenance: lost.id, resolution: "written_off", quantity: "1", note: "Perdu finalement" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ error: "Ces unités sont déjà sorties de maintenance.", maintenance: lost.id });
  });
});

describe("a product's history", () => {
  it("shows its movements, the newest first, with their French labels, who, the order and the note", async () => {
    const { speaker, damaged, number } = await damagedAndLost();
    await act({ maintenance: damaged.id, resolution: "repaired", quantity: "1", note: "Membrane changée" });
    const { status, data } = await page(route.admin, `?produit=${speaker.id}`);
    expect(status).toBe(200);
    const history = data!.history;
    expect(history).toMatchObject({ ok: true, productId: speaker.id, name: speaker.name, stock: 5, truncated: false });
    if (!history?.ok) throw new Error("history expected");
    expect(history.movements.map((m) => [m.label, m.quantity, m.orderNumber, m.actor])).toEqual([
      ["Réparé", 1, number, expect.stringMatching(/^desk-.+@example\.test$/)],
      ["Endommagé", 1, number, DEPOT],
      ["Retour", 2, number, DEPOT],
      ["Départ", 3, number, DEPOT],
    ]);
    expect(history.movements[0]!.note).toBe("Membrane changée");
  });

  it.each([
    ["?produit=nonsense", 400, "Historique introuvable : l'adresse ne désigne aucun article."],
    ["?produit=0b9e3a6c-3f0e-4d7c-9a55-7d1f2a0c4e11", 404, "Article introuvable : il a peut-être été supprimé du catalogue."],
  ])("answers %s with the page and a French message, not a 500", async (search, expected, message) => {
    const { status, data } = await page(route.admin, search);
    expect(status).toBe(expected);
    expect(data!.history).toEqual({ ok: false, error: message });
    expect(Array.isArray(data!.rows)).toBe(true);
  });
});
