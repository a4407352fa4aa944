import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRequest, routeArgs, settle } from "~/test-support/admin.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import * as availabilityRoute from "~/routes/shop/availability";
import * as fullDaysRoute from "~/routes/shop/full-days";
import { insertOrder, insertProduct } from "~/test-support/rental-data.server";

// The rental dialog's two JSON answers, through their loaders: units free over dates, and the
// days of the visible months that are full for a quantity.

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database.dispose());

const fullDays = (query: string) => settle<{ full?: string[]; error?: string }>(() => fullDaysRoute.loader(routeArgs(getRequest(`/location-materiel/jours-complets?${query}`))));
const freeUnits = (query: string) => settle<{ free?: number | null; error?: string }>(() => availabilityRoute.loader(routeArgs(getRequest(`/location-materiel/disponibilite?${query}`))));

describe("the rental dialog's availability answers", () => {
  it("lists the full days of the two visible months for the chosen quantity", async () => {
    const product = await insertProduct(database.db, { name: "Sono complète", stock_quantity: 2, buffer_days_before: 0, buffer_days_after: 0 });
    await insertOrder(database.db, { status: "confirmed", from: "2031-03-10", to: "2031-03-11", items: [{ id: product.id, quantity: 1 }] });
    await insertOrder(database.db, { status: "confirmed", from: "2031-04-02", to: "2031-04-02", items: [{ id: product.id, quantity: 2 }] });
    const window = `produit=${product.id}&du=2031-03-01&au=2031-04-30`;

    const one = await fullDays(`${window}&quantite=1`);
    expect(one).toMatchObject({ status: 200, data: { full: ["2031-04-02"] } });
    const two = await fullDays(`${window}&quantite=2`);
    expect(two.data?.full).toEqual(["2031-03-10", "2031-03-11", "2031-04-02"]);
    // Never cached: the answer changes with every confirmation.
    const raw = (await fullDaysRoute.loader(routeArgs(getRequest(`/location-materiel/jours-complets?${window}&quantite=1`))))as unknown as { init?: ResponseInit };
    expect(new Headers(raw.init?.headers).get("Cache-Control")).toBe("no-store");
  });

  it("refuses unknown products, reversed or absurd windows and bad quantities in French", async () => {
    const product = await insertProduct(database.db, { name: "Sono refus", stock_quantity: 1 });
    expect(await fullDays(`produit=00000000-0000-4000-8000-000000000000&du=2031-03-01&au=2031-04-30&quantite=1`)).toMatchObject({
      status: 404,
      data: { error: "Produit introuvable." },
    });
    expect(await fullDays(`produit=${product.id}&du=2031-04-30&au=2031-03-01&quantite=1`)).toMatchObject({
      status: 400,
      data: { error: "La date de fin précède la date de début." },
    });
    expect(await fullDays(`produit=${product.id}&du=2031-01-01&au=2041-01-01&quantite=1`)).toMatchObject({
      status: 400,
      data: { error: "Période trop longue (93 jours au plus)." },
    });
    expect(await fullDays(`produit=${product.id}&du=2031-02-30&au=2031-03-05&quantite=1`)).toMatchObject({ status: 400 });
    expect(await fullDays(`produit=${product.id}&du=2031-03-01&au=2031-03-05&quantite=0`)).toMatchObject({ status: 400, data: { error: "Quantité invalide." } });
    expect(await fullDays(`produit=abc&du=2031-03-01&au=2031-03-05&quantite=1`)).toMatchObject({ status: 400, data: { error: "Produit inconnu." } });
  });

  it("answers the units free over dates with the buffers, and refuses a ten-year question", async () => {
    const product = await insertProduct(database.db, { name: "Sono tampon", stock_quantity: 1, buffer_days_before: 1, buffer_days_after: 1 });
    await insertOrder(database.db, { status: "confirmed", from: "2031-05-10", to: "2031-05-12", items: [{ id: product.id, quantity: 1 }] });
    // Held 9 → 13 May; a rental from the 15th is prepared on the 14th, one from the 14th on the 13th.
    expect((await freeUnits(`produit=${product.id}&du=2031-05-15&au=2031-05-16`)).data).toEqual({ free: 1 });
    expect((await freeUnits(`produit=${product.id}&du=2031-05-14&au=2031-05-16`)).data).toEqual({ free: 0 });
    expect(await freeUnits(`produit=${product.id}&du=2031-01-01&au=2041-01-01`)).toMatchObject({ status: 400 });
  });
});
