// The scanner's routes on a real database: the admin role checked first; the typed number
// redirecting to the order's depot page, or answering the page with a French message (an unknown
// order, a text that is no number, another site's address); a pasted label address redirecting to
// the product's history; the label search; and the label sheet's PDF route.
import { describe, expect, it } from "vitest";
import { formatOrderNumber } from "~/orders/status";
import * as labelsRoute from "~/routes/admin/product-labels";
import * as scannerRoute from "~/routes/admin/scanner";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { FOREIGN_CODE } from "~/equipment/scan-target";
import type { ScannerPageData } from "./scanner-page.server";

const route = setUpAdminRoute("scanner", { seed: (database) => insertSiteSettings(database.db) });

const PATH = "/admin/shop/scanner";

/** `cookie` "" is a visitor. */
const page = (search = "", cookie: string = route.admin) => settle<ScannerPageData>(() => scannerRoute.loader(routeArgs(getRequest(`${PATH}${search}`, cookie))));
const labels = (search = "", cookie: string = route.admin) => settle<{ error: string }>(() => labelsRoute.loader(routeArgs(getRequest(`/admin/shop/etiquettes.pdf${search}`, cookie))));
const location = (result: { response?: Response }) => result.response?.headers.get("Location");

describe("the scanner page", () => {
  it("is for admins only, a typed number included", async () => {
    const visitor = await page("?commande=1", "");
    expect(visitor.status).toBe(302);
    expect(location(visitor)).toBe("/auth");
    expect(location(await page("?commande=1", route.member))).toBe("/auth?acces-admin=1");
    expect((await labels("", "")).status).toBe(401);
    expect((await labels("", route.member)).status).toBe(403);
  });

  it("gives the camera this back office's addresses", async () => {
    const { status, data } = await page();
    expect(status).toBe(200);
    expect(data).toMatchObject({ typed: "", error: null, article: null });
    expect(data!.origins).toContain("http://localhost:3000");
  });

  it("opens the depot page of an order typed as printed or bare, and of a packing list's address pasted", async () => {
    const product = await insertProduct(route.database.db, { name: "Lyre Beam", stock_quantity: 4 });
    const order = await insertPricedOrder(route.database.db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const number = formatOrderNumber(order.order_number);
    const depot = `/admin/shop/commandes/${number}/depot`;
    for (const typed of [number, number.toLowerCase(), ` ${order.order_number} `, `CMD ${order.order_number}`, `http://localhost:3000${depot}`]) {
      const result = await page(`?commande=${encodeURIComponent(typed)}`);
      expect(result.status, typed).toBe(302);
      expect(location(result), typed).toBe(depot);
    }
  });

  it("opens a product's history from a label's address pasted", async () => {
    const product = await insertProduct(route.database.db, { name: "Micro HF", stock_quantity: 2 });
    const result = await page(`?commande=${encodeURIComponent(`/admin/shop/maintenance?produit=${product.id}`)}`);
    expect(location(result)).toBe(`/admin/shop/maintenance?produit=${product.id}#historique`);
  });

  it("answers the page with a French message, and what was typed, for what it cannot open", async () => {
    const unknown = await page("?commande=CMD-987654");
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ typed: "CMD-987654", error: "Aucune commande CMD-987654 : vérifiez le numéro." });
    const text = await page("?commande=Lyre%20LED");
    expect(text.status).toBe(400);
    expect(text.data!.error).toBe("« Lyre LED » n'est pas un numéro de commande : indiquez par exemple CMD-000042 ou 42.");
    expect((await page("?commande=%20")).data!.error).toBe("Indiquez le numéro de commande, par exemple CMD-000042 ou 42.");
    for (const foreign of ["https://evil.example/admin/shop/commandes/CMD-000001/depot", "javascript:alert(1)", "//evil.example/admin/shop/commandes/CMD-000001/depot"]) {
      const result = await page(`?commande=${encodeURIComponent(foreign)}`);
      expect(result.status, foreign).toBe(400);
      expect(result.data!.error, foreign).toBe(FOREIGN_CODE);
    }
  });

  it("finds the products whose labels to print, accents and case aside", async () => {
    await insertProduct(route.database.db, { name: "Écran LED 4 × 3 m", category: "video" });
    const { data } = await page("?article=ecran%20led");
    expect(data!.article).toMatchObject({ q: "ecran led", more: false });
    expect(data!.article!.matches.map((match) => [match.name, match.category])).toEqual([["Écran LED 4 × 3 m", "Vidéo"]]);
    expect((await page("?article=%25")).data!.article!.matches).toEqual([]);
  });
});

describe("the label sheet's route", () => {
  it("answers a PDF, or a French message for a bad address", async () => {
    const product = await insertProduct(route.database.db, { name: "Console Yamaha CL5" });
    const sheet = await labels(`?produit=${product.id}&nombre=2`);
    expect(sheet.status).toBe(200);
    expect(sheet.response!.headers.get("Content-Type")).toBe("application/pdf");
    expect(sheet.response!.headers.get("Content-Disposition")).toBe(`inline; filename="etiquettes-article-${product.id.slice(0, 8)}.pdf"`);
    expect((await sheet.response!.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    expect(await labels(`?produit=${product.id}&nombre=0`)).toMatchObject({ status: 400, data: { error: "Indiquez un nombre d'étiquettes entre 1 et 140." } });
    expect(await labels("?produit=3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b")).toMatchObject({ status: 404 });
    expect(await labels("?categorie=stage")).toMatchObject({ status: 404, data: { error: "Aucun article dans « Scène & DJ » : pas d'étiquette à imprimer." } });
    expect((await labels("?categorie=audio")).response?.headers.get("Content-Disposition")).toBe('inline; filename="etiquettes-audio.pdf"');
  });
});
