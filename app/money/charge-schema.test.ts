import { describe, expect, it } from "vitest";
import {
  chargeableSummary,
  chargeFormInput,
  chargeFormValues,
  chargeLabel,
  chargeLines,
  chargePreview,
  chargeQuantityError,
  ChargeSchema,
  defaultChargeQuantities,
  type ChargeableProduct,
} from "./charge-schema";
import { formatPrice } from "~/lib/pricing";

// The charge's form and action share this module (issue 37): the schema, what the return lets a
// charge of each kind bill, the line the invoice will carry and its preview from what is typed.

const SUB = "11111111-1111-4111-8111-111111111111";
const LYRE = "22222222-2222-4222-8222-222222222222";
const products: ChargeableProduct[] = [
  { productId: SUB, name: "Caisson de basses 18 pouces", damaged: 0, missing: 2, late: 0 },
  { productId: LYRE, name: "Lyre spot LED 300 W", damaged: 1, missing: 0, late: 1 },
];
const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of fields) data.append(key, value);
  return data;
};

describe("the charge's units by kind", () => {
  it("starts each kind at the return's units of that kind", () => {
    expect(defaultChargeQuantities(products, "damage")).toEqual({ [SUB]: "0", [LYRE]: "1" });
    expect(defaultChargeQuantities(products, "loss")).toEqual({ [SUB]: "2", [LYRE]: "0" });
    expect(defaultChargeQuantities(products, "late")).toEqual({ [SUB]: "0", [LYRE]: "1" });
    expect(products.map(chargeableSummary)).toEqual(["2 manquantes", "1 endommagée, 1 en retard"]);
  });

  it("refuses more units than came back of the kind, none for damage or loss, and a product that did not leave", () => {
    const refuse = (kind: "damage" | "loss" | "late", lines: [string, number][]) => chargeQuantityError(products, { kind, lines: lines.map(([product, quantity]) => ({ product, quantity })) });
    expect(refuse("damage", [[SUB, 2], [LYRE, 1]])).toEqual({
      field: `quantity_${SUB}`,
      message: "Aucune unité de « Caisson de basses 18 pouces » n'est revenue endommagée : pas de dommages à facturer pour cet article.",
    });
    expect(refuse("loss", [[SUB, 3]])).toEqual({ field: `quantity_${SUB}`, message: "Pour « Caisson de basses 18 pouces », 2 unités manquent : pas 3." });
    expect(refuse("late", [[LYRE, 2]])).toEqual({ field: `quantity_${LYRE}`, message: "Pour « Lyre spot LED 300 W », 1 unité est en retard : pas 2." });
    expect(refuse("damage", [[SUB, 0], [LYRE, 0]])).toEqual({ field: `quantity_${SUB}`, message: "Indiquez au moins une unité endommagée à facturer." });
    expect(refuse("loss", [])).toEqual({ field: `quantity_${SUB}`, message: "Indiquez au moins une unité manquante à facturer." });
    expect(refuse("damage", [["33333333-3333-4333-8333-333333333333", 1]])).toMatchObject({ message: "Cet article n'est pas sorti avec cette commande." });
    // What the return allows, and a late fee naming no product.
    expect(refuse("damage", [[SUB, 0], [LYRE, 1]])).toBeNull();
    expect(refuse("loss", [[SUB, 2]])).toBeNull();
    expect(refuse("late", [])).toBeNull();
  });

  it("stores the products billed, with their names, and drops those at 0", () => {
    expect(chargeLines(products, [{ product: SUB, quantity: 0 }, { product: LYRE, quantity: 1 }])).toEqual([{ product_id: LYRE, name: "Lyre spot LED 300 W", quantity: 1 }]);
  });
});

describe("the charge's form", () => {
  it("reads the posted fields, one quantity per product, through the schema", () => {
    const values = chargeFormValues(form([["charge", ""], ["kind", "damage"], ["amount", "1 250,50"], ["vat_rate", "7"], ["reason", "  Lentille fêlée \r\n"], [`quantity_${SUB}`, "0"], [`quantity_${LYRE}`, " 1 "]]));
    expect(values).toEqual({ charge: "", kind: "damage", amount: "1 250,50", vat_rate: "7", reason: "  Lentille fêlée \r\n", quantities: { [SUB]: "0", [LYRE]: " 1 " } });
    expect(ChargeSchema.parse(chargeFormInput(values))).toEqual({
      kind: "damage",
      amount: "1250.50",
      vat_rate: "7.00",
      reason: "Lentille fêlée",
      lines: [{ product: SUB, quantity: 0 }, { product: LYRE, quantity: 1 }],
    });
  });

  it("refuses a quantity that is not a whole number of units, and an unknown charge", () => {
    const parse = (fields: Record<string, unknown>) => ChargeSchema.safeParse({ kind: "damage", amount: "10", reason: "Grille", lines: [], ...fields });
    for (const quantity of ["-1", "1,5", "deux", ""]) {
      const parsed = parse({ lines: [{ product: LYRE, quantity }] });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ["lines", 0, "quantity"], message: "Quantité invalide : un nombre entier d'unités, 0 ou plus." });
    }
    expect(parse({ charge: "pas-un-id" }).error?.issues[0]?.message).toBe("Frais inconnus.");
    expect(parse({ charge: LYRE }).data?.charge).toBe(LYRE);
  });
});

describe("the line the invoice will carry", () => {
  it("names the kind, the days of a late fee, the products and their units, then the reason", () => {
    expect(chargeLabel({ kind: "damage", reason: "Lentille fêlée", lines: [{ product_id: LYRE, name: "Lyre spot LED 300 W", quantity: 1 }], days: null })).toBe(
      "Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée",
    );
    expect(chargeLabel({ kind: "late", reason: "Rendue tard", lines: [], days: 3 })).toBe("Retard (3 jours) : Rendue tard");
  });

  it("is previewed from what is typed, even incomplete", () => {
    const values = { charge: "", kind: "loss", amount: "1800", vat_rate: "19.00", reason: "Caissons non rendus", quantities: { [SUB]: "2", [LYRE]: "0" } };
    expect(chargePreview(values, products)).toEqual({ label: "Pertes — Caisson de basses 18 pouces × 2 : Caissons non rendus", amount: `${formatPrice(180_000n)} HT` });
    expect(chargePreview({ ...values, kind: "late", amount: "vingt", reason: " ", quantities: { [LYRE]: "1" } }, products, 2)).toEqual({
      label: "Retard (2 jours) — Lyre spot LED 300 W × 1 : …",
      amount: null,
    });
  });
});
