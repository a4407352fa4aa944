import { describe, expect, it } from "vitest";
import { intoPages, labelOwner, productLabel, productSheet, shownUrl } from "./label-sheet";
import { LABELS_PER_PRODUCT_MAX, parseLabelsQuery } from "./labels-query";
import { qrPath, qrSide } from "./qr-path";

const ID = "3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b";

describe("qrPath", () => {
  it("draws each run of dark modules on a row as one rectangle, past the quiet zone", () => {
    // 1 1 0
    // 0 1 0
    // 1 0 1
    const dark = [
      [1, 1, 0],
      [0, 1, 0],
      [1, 0, 1],
    ];
    const modules = { size: 3, get: (row: number, column: number) => dark[row]![column]! };
    expect(qrPath(modules)).toBe("M2 2h2v1h-2zM3 3h1v1h-1zM2 4h1v1h-1zM4 4h1v1h-1z");
    expect(qrPath(modules, 0)).toBe("M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z");
    expect(qrSide(modules)).toBe(7);
  });
});

describe("the label sheet's data", () => {
  it("points a label at the product's history and writes the address without its scheme", () => {
    const label = productLabel({ id: ID, name: "Lyre Beam 230 W", category: "light" }, "https://imagine-events.tn/");
    expect(label).toEqual({
      productId: ID,
      name: "Lyre Beam 230 W",
      category: "Éclairage",
      url: `https://imagine-events.tn/admin/shop/maintenance?produit=${ID}#historique`,
      shownUrl: `imagine-events.tn/admin/shop/maintenance?produit=${ID}`,
    });
    expect(shownUrl("http://127.0.0.1:4310/a?b=c#d")).toBe("127.0.0.1:4310/a?b=c");
  });

  it("fills sheets of 14, the last one partly", () => {
    expect(intoPages([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    expect(intoPages([])).toEqual([]);
    const label = productLabel({ id: ID, name: "Micro HF", category: "audio" }, "https://imagine-events.tn");
    expect(productSheet(label, 29, labelOwner(null)).pages.map((page) => page.length)).toEqual([14, 14, 1]);
  });

  it("says whose case it is, with French elision", () => {
    expect(labelOwner({ brandName: "Imagine", phone: "+216 71 960 500" }).line).toBe("Propriété d'Imagine · +216 71 960 500");
    expect(labelOwner({ brandName: "Lumière & Son", phone: " " }).line).toBe("Propriété de Lumière & Son");
    expect(labelOwner(null)).toEqual({ brand: "Imagine", line: "Propriété d'Imagine" });
  });
});

describe("parseLabelsQuery", () => {
  const parse = (query: string) => {
    const result = parseLabelsQuery(new URLSearchParams(query));
    return result.success ? result.data : result.error.issues[0]!.message;
  };

  it("reads a product's sheet (one full sheet by default), the catalogue, or a category", () => {
    expect(parse(`produit=${ID}&nombre=3`)).toEqual({ scope: "product", product: ID, count: 3 });
    expect(parse(`produit=${ID}`)).toEqual({ scope: "product", product: ID, count: 14 });
    expect(parse(`produit=${ID}&nombre=`)).toEqual({ scope: "product", product: ID, count: 14 });
    expect(parse("")).toEqual({ scope: "catalogue" });
    expect(parse("categorie=")).toEqual({ scope: "catalogue" });
    expect(parse("categorie=audio")).toEqual({ scope: "catalogue", category: "audio" });
  });

  it("refuses a bad product, count or category in French", () => {
    expect(parse("produit=42")).toBe("Article introuvable : l'adresse ne désigne aucun article.");
    for (const count of ["0", "-1", "2.5", "beaucoup", String(LABELS_PER_PRODUCT_MAX + 1)]) {
      expect(parse(`produit=${ID}&nombre=${count}`), count).toBe(`Indiquez un nombre d'étiquettes entre 1 et ${LABELS_PER_PRODUCT_MAX}.`);
    }
    expect(parse("categorie=cuisine")).toBe("Catégorie inconnue.");
  });
});
