import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { order_charges, order_equipment } from "~/db/schema";
import { formatOrderNumber } from "~/orders/status";
import { formatPrice } from "~/lib/pricing";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import type { ChargePreviewResult, DepotFailure, DepotPageData } from "./depot-page.server";
import * as depotRoute from "~/routes/admin/order-depot";

// 'Facturer les dommages' at the depot through its route (issue 37): the units come from the
// return by kind, 'Aperçu' shows the invoice's line without JavaScript and saves nothing, a
// quantity above what came back is refused with what was typed, and a charge is edited before it
// is billed, then the order's page is back.

const route = setUpAdminRoute("depot-charges", { seed: (database) => insertSiteSettings(database.db) });

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;
const page = (number: string, search = "") => settle<DepotPageData>(() => depotRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}/depot${search}`, route.admin), { number })));
const post = <T,>(number: string, fields: Record<string, string>, cookie: string = route.admin) =>
  settle<T>(() => depotRoute.action(withParams(postRequest(`/admin/shop/commandes/${number}/depot`, fields, cookie), { number })));

/** An order back from its rental: two subwoofers missing, one of two lyres damaged. */
async function orderBack() {
  const db = route.database.db;
  const sub = await insertProduct(db, { name: "Caisson de basses 18 pouces", stock_quantity: 4 });
  const lyre = await insertProduct(db, { name: "Lyre spot LED 300 W", stock_quantity: 4 });
  const order = await insertPricedOrder(db, { status: "in_progress", lines: [{ product: sub, quantity: 2 }, { product: lyre, quantity: 2 }] });
  await db.insert(order_equipment).values([
    { order_id: order.id, product_id: sub.id, name: sub.name, out: 2, missing: 2 },
    { order_id: order.id, product_id: lyre.id, name: lyre.name, out: 2, returned: 1, damaged: 1 },
  ]);
  return { order, sub, lyre, number: formatOrderNumber(order.order_number) };
}

describe("the depot's charge form", () => {
  it("shows the return's units by kind, previews the invoice's line without saving, and refuses more units than came back", async () => {
    const { order, sub, lyre, number } = await orderBack();
    const loaded = (await page(number)).data!;
    expect(loaded.chargeable).toEqual([
      { productId: sub.id, name: "Caisson de basses 18 pouces", damaged: 0, missing: 2, late: 0 },
      { productId: lyre.id, name: "Lyre spot LED 300 W", damaged: 1, missing: 0, late: 0 },
    ]);
    expect(loaded.editing).toBeNull();

    const typed = { kind: "damage", shown_kind: "damage", amount: "150", reason: "Lentille fêlée", [`quantity_${sub.id}`]: "0", [`quantity_${lyre.id}`]: "1" };
    // 'Aperçu': the line the invoice will carry, what was typed, nothing written.
    const preview = await post<ChargePreviewResult>(number, { intent: "preview-charge", ...typed });
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ intent: "preview-charge", preview: { label: "Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée" }, values: typed });
    expect(preview.data!.preview.amount).toBe(`${formatPrice(15_000n)} HT`);
    // The kind changed without JavaScript: the preview takes that kind's units from the return.
    const loss = await post<ChargePreviewResult>(number, { intent: "preview-charge", ...typed, kind: "loss", reason: "Caissons non rendus" });
    expect(loss.data).toMatchObject({ preview: { label: "Pertes — Caisson de basses 18 pouces × 2 : Caissons non rendus" }, values: { shown_kind: "loss", [`quantity_${sub.id}`]: "2", [`quantity_${lyre.id}`]: "0" } });

    // Two lyres when one came back damaged: refused in French, the field named, what was typed kept.
    const refused = await post<DepotFailure>(number, { intent: "add-charge", ...typed, [`quantity_${lyre.id}`]: "2" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      intent: "add-charge",
      error: "Pour « Lyre spot LED 300 W », 1 unité est revenue endommagée : pas 2.",
      field: `quantity_${lyre.id}`,
      values: { ...typed, [`quantity_${lyre.id}`]: "2" },
    });
    // Saved with the kind changed since the units were drawn (no JavaScript): the units are redrawn, nothing saved.
    const redrawn = await post<DepotFailure>(number, { intent: "add-charge", ...typed, kind: "loss" });
    expect(redrawn.data).toMatchObject({ field: "kind", error: "La nature des frais a changé : les quantités sont reprises du retour pour « Pertes ». Vérifiez-les, puis enregistrez.", values: { amount: "150", shown_kind: "loss", [`quantity_${sub.id}`]: "2" } });
    // A member is refused before anything is read.
    expect((await post(number, { intent: "add-charge", ...typed }, route.member)).status).toBe(403);
    expect(await route.database.db.select().from(order_charges).where(eq(order_charges.order_id, order.id))).toEqual([]);

    const saved = await post(number, { intent: "add-charge", ...typed });
    expect(saved.data).toMatchObject({ ok: true, toast: { title: "Frais ajoutés" } });
    const [charge] = await route.database.db.select().from(order_charges).where(eq(order_charges.order_id, order.id));
    expect(charge).toMatchObject({ kind: "damage", amount: "150.00", lines: [{ product_id: lyre.id, name: "Lyre spot LED 300 W", quantity: 1 }] });
  });

  it("opens a charge not billed for editing, saves it and goes back to the order's page", async () => {
    const { order, sub, lyre, number } = await orderBack();
    const db = route.database.db;
    const [charge] = await db
      .insert(order_charges)
      .values({ order_id: order.id, kind: "damage", status: "confirmed", amount: "150.00", reason: "Lentille fêlée", lines: [{ product_id: lyre.id, name: lyre.name, quantity: 1 }], created_by: "depot@imagine-events.tn" })
      .returning();
    const opened = (await page(number, `?frais=${charge!.id}`)).data!;
    expect(opened.editing).toMatchObject({ id: charge!.id, kind: "damage", amount: "150,00", vatRate: "19.00", reason: "Lentille fêlée", quantities: { [lyre.id]: "1" }, proposed: false });
    expect((await page(number, "?frais=00000000-0000-4000-8000-000000000000")).data).toMatchObject({ editing: null, editNotice: "Ces frais n'existent pas sur cette commande : vous pouvez en ajouter de nouveaux." });

    const edited = await post(number, { intent: "add-charge", charge: charge!.id, kind: "loss", shown_kind: "loss", amount: "1800", vat_rate: "7", reason: "Caissons non rendus", [`quantity_${sub.id}`]: "2", [`quantity_${lyre.id}`]: "0" });
    expect(edited.status).toBe(302);
    expect(edited.response!.headers.get("Location")).toBe(`/admin/shop/commandes/${number}`);
    expect(edited.response!.headers.get("Set-Cookie")).toMatch(/toast/);
    const [after] = await db.select().from(order_charges).where(eq(order_charges.id, charge!.id));
    expect(after).toMatchObject({ kind: "loss", amount: "1800.00", vat_rate: "7.00", reason: "Caissons non rendus", lines: [{ product_id: sub.id, quantity: 2 }] });

    // Billed, it is no longer open: the page says why.
    await db.update(order_charges).set({ document_id: "00000000-0000-4000-8000-000000000001" }).where(eq(order_charges.id, charge!.id));
    expect((await page(number, `?frais=${charge!.id}`)).data).toMatchObject({ editing: null, editNotice: expect.stringMatching(/^Ces frais sont déjà facturés/) });
    const late = await post<DepotFailure>(number, { intent: "add-charge", charge: charge!.id, kind: "loss", shown_kind: "loss", amount: "10", reason: "Caissons", [`quantity_${sub.id}`]: "1" });
    expect(late.data).toMatchObject({ ok: false, error: expect.stringMatching(/^Ces frais sont déjà facturés/) });
  });
});
