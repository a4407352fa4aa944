import { z } from "zod";
import { CHARGE_KINDS, type ChargeKind, type ChargeLine } from "~/db/schema/payments";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { normaliseAmount } from "~/orders/edit-schema";
import { vatRateField } from "~/lib/vat-rates";
import { amountField } from "./payment-schema";

// A charge after the rental (issues 23 and 37): its kind, amount HT and reason, and how many units
// of each product it bills — taken from the return by kind: the units that came back damaged for
// 'Dommages', those missing for 'Pertes', those late for 'Retard'. One schema for the form (the
// browser's check before posting) and the action; what the numbers may be against the return is
// chargeQuantityError's, which both call too; the server reads the return itself. The wording the
// invoice will carry (chargeLabel) is shown in the form before saving. And the agency's answer to a
// proposed late fee.

export { CHARGE_KINDS, type ChargeKind };

export const isChargeKind = (value: string | undefined): value is ChargeKind => (CHARGE_KINDS as readonly string[]).includes(value ?? "");

export const CHARGE_LIMITS = { reasonMin: 3, reasonMax: 500, productsMax: 100, quantityMax: 10_000 } as const;

export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  damage: "Dommages",
  loss: "Pertes",
  late: "Retard",
};

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

const quantity = z.preprocess(
  trimmed,
  z
    .string({ error: "Quantité invalide : un nombre entier d'unités, 0 ou plus." })
    .regex(/^\d{1,5}$/, "Quantité invalide : un nombre entier d'unités, 0 ou plus.")
    .transform(Number)
    .refine((n) => n <= CHARGE_LIMITS.quantityMax, "Quantité invalide : un nombre entier d'unités, 0 ou plus."),
);

export const ChargeSchema = z.object({
  /** Empty: a new charge; a charge's id: that charge, edited before it is billed. */
  charge: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.uuid({ error: "Frais inconnus." }).optional()),
  kind: z.enum(CHARGE_KINDS, { error: "Choisissez la nature des frais : dommages, pertes ou retard." }),
  amount: amountField({ empty: "Indiquez le montant HT des frais." }),
  /** "19.00": one of the settings' rates, checked by the server (issue 37); empty: the default rate. */
  vat_rate: z.preprocess((v) => (v === "" ? undefined : v), vatRateField("Choisissez le taux de TVA des frais.").optional()),
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : ""),
    z
      .string()
      .min(CHARGE_LIMITS.reasonMin, "Décrivez les frais (ce qui est endommagé, perdu ou en retard).")
      .max(CHARGE_LIMITS.reasonMax, `Le motif est trop long (${CHARGE_LIMITS.reasonMax} caractères au plus).`),
  ),
  /** The units of each product the charge bills (0: not this product). */
  lines: z.array(z.object({ product: z.uuid({ error: "Article inconnu." }), quantity })).max(CHARGE_LIMITS.productsMax, "Trop d'articles."),
});
export type ChargeInput = z.infer<typeof ChargeSchema>;

/** The form's field of a product's quantity. */
export const chargeQuantityField = (productId: string) => `quantity_${productId}`;

/** What the form posts, field by field, as text: what is given back with a refusal or a preview. */
export type ChargeFormValues = { charge: string; kind: string; amount: string; vat_rate: string; reason: string; quantities: Record<string, string> };

/** A posted charge as the schema reads it, and as typed. */
export function chargeFormValues(form: FormData): ChargeFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const quantities: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith("quantity_") && typeof value === "string") quantities[key.slice("quantity_".length)] = value;
  }
  return { charge: text("charge"), kind: text("kind"), amount: text("amount"), vat_rate: text("vat_rate"), reason: text("reason"), quantities };
}

export function chargeFormInput(values: ChargeFormValues) {
  return {
    charge: values.charge,
    kind: values.kind,
    amount: values.amount,
    vat_rate: values.vat_rate,
    reason: values.reason,
    lines: Object.entries(values.quantities).map(([product, quantity]) => ({ product, quantity })),
  };
}

// ---- What the return says a charge of each kind may bill ------------------------------------

/** A product that left with the order, and what came back of it that a charge may bill. */
export type ChargeableProduct = {
  productId: string;
  name: string;
  /** Units that came back damaged. */
  damaged: number;
  /** Units that did not come back. */
  missing: number;
  /** Units that came back after the return date and slot, or are still out past them. */
  late: number;
};

/** How many units of a product a charge of `kind` may bill: the damaged, the missing or the late ones. */
export function chargeableQuantity(product: ChargeableProduct, kind: ChargeKind): number {
  return kind === "damage" ? product.damaged : kind === "loss" ? product.missing : product.late;
}

/** The quantities a new charge of `kind` starts with: everything the return says of that kind. */
export function defaultChargeQuantities(products: ChargeableProduct[], kind: ChargeKind): Record<string, string> {
  return Object.fromEntries(products.map((product) => [product.productId, String(chargeableQuantity(product, kind))]));
}

const units = (n: number) => `${n} unité${n > 1 ? "s" : ""}`;

/** « 1 endommagée, 2 manquantes, 1 en retard »: what came back of a product, as the form says it. */
export function chargeableSummary(product: ChargeableProduct): string {
  return [
    product.damaged ? `${product.damaged} endommagée${product.damaged > 1 ? "s" : ""}` : null,
    product.missing ? `${product.missing} manquante${product.missing > 1 ? "s" : ""}` : null,
    product.late ? `${product.late} en retard` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function tooMany(product: ChargeableProduct, kind: ChargeKind, asked: number): string {
  const n = chargeableQuantity(product, kind);
  const name = `« ${product.name} »`;
  if (kind === "damage") {
    return n === 0 ? `Aucune unité de ${name} n'est revenue endommagée : pas de dommages à facturer pour cet article.` : `Pour ${name}, ${units(n)} ${n > 1 ? "sont revenues endommagées" : "est revenue endommagée"} : pas ${asked}.`;
  }
  if (kind === "loss") {
    return n === 0 ? `Aucune unité de ${name} ne manque : pas de perte à facturer pour cet article.` : `Pour ${name}, ${units(n)} ${n > 1 ? "manquent" : "manque"} : pas ${asked}.`;
  }
  return n === 0 ? `Aucune unité de ${name} n'est rentrée en retard : pas de retard à facturer pour cet article.` : `Pour ${name}, ${units(n)} ${n > 1 ? "sont" : "est"} en retard : pas ${asked}.`;
}

const NONE_GIVEN: Record<ChargeKind, string | null> = {
  damage: "Indiquez au moins une unité endommagée à facturer.",
  loss: "Indiquez au moins une unité manquante à facturer.",
  late: null,
};

/**
 * What the return refuses in a charge's quantities, with the field it is about: a product that did
 * not leave with the order, more units than came back damaged (missing, late) for the kind, or none
 * at all for damage or loss (a late fee may name no product). Null: the quantities hold.
 */
export function chargeQuantityError(products: ChargeableProduct[], input: Pick<ChargeInput, "kind" | "lines">): { field: string; message: string } | null {
  const byId = new Map(products.map((product) => [product.productId, product]));
  for (const line of input.lines) {
    const product = byId.get(line.product);
    if (!product) return line.quantity > 0 ? { field: chargeQuantityField(line.product), message: "Cet article n'est pas sorti avec cette commande." } : null;
    if (line.quantity > chargeableQuantity(product, input.kind)) return { field: chargeQuantityField(line.product), message: tooMany(product, input.kind, line.quantity) };
  }
  const none = NONE_GIVEN[input.kind];
  if (none && !input.lines.some((line) => line.quantity > 0)) return { field: products[0] ? chargeQuantityField(products[0].productId) : "lines", message: none };
  return null;
}

/** The lines a charge stores: the products it bills (quantity above 0), with their names at the time. */
export function chargeLines(products: ChargeableProduct[], lines: ChargeInput["lines"]): ChargeLine[] {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.product, (quantities.get(line.product) ?? 0) + line.quantity);
  return [...quantities].flatMap(([productId, quantity]) => {
    const product = byId.get(productId);
    return product && quantity > 0 ? [{ product_id: productId, name: product.name, quantity }] : [];
  });
}

// ---- The wording the invoice carries -----------------------------------------------------------

/** What a charge reads as on the invoice: 'Dommages — Enceinte JBL × 1 : grille enfoncée'. */
export function chargeLabel(charge: { kind: ChargeKind; reason: string; lines: ChargeLine[]; days: number | null }): string {
  const products = charge.lines.map((line) => (line.quantity > 0 ? `${line.name} × ${line.quantity}` : line.name)).join(", ");
  const days = charge.kind === "late" && charge.days ? ` (${charge.days} jour${charge.days > 1 ? "s" : ""})` : "";
  return `${CHARGE_KIND_LABELS[charge.kind]}${days}${products ? ` — ${products}` : ""} : ${charge.reason}`;
}

/**
 * The form's preview of what it will save, from what is typed even when incomplete: the invoice's
 * line and the amount HT (null while the amount is not a valid one). The form draws it as the
 * fields change, and the action answers it to a post without JavaScript ('Aperçu').
 */
export function chargePreview(values: ChargeFormValues, products: ChargeableProduct[], days: number | null = null): { label: string; amount: string | null } {
  const kind = isChargeKind(values.kind) ? values.kind : "damage";
  const lines = chargeLines(
    products,
    Object.entries(values.quantities).flatMap(([product, typed]) => (/^\s*\d{1,5}\s*$/.test(typed) ? [{ product, quantity: Number(typed) }] : [])),
  );
  const reason = values.reason.replace(/\r\n?/g, "\n").trim() || "…";
  const amount = values.amount.trim() ? String(normaliseAmount(values.amount)) : "";
  const cents = /^\d+(\.\d{1,2})?$/.test(amount) ? decimalToCents(amount) : null;
  return { label: chargeLabel({ kind, reason, lines, days: kind === "late" ? days : null }), amount: cents && cents > 0n ? `${formatPrice(cents)} HT` : null };
}

export const ChargeDecisionSchema = z.object({
  charge: z.uuid({ error: "Frais inconnus." }),
  decision: z.enum(["confirm", "drop"], { error: "Confirmez ou abandonnez les frais." }),
});
export type ChargeDecision = z.infer<typeof ChargeDecisionSchema>;
