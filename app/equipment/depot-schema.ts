import { z } from "zod";

// The depot's forms (issue 23): the check-out ('Départ') and the check-in ('Retour') of an
// order, per product, as plain forms (`out_<product>`, `returned_<product>`…). One schema each for
// the form and the action; what the numbers may be against the order is the server's check.

export const DEPOT_LIMITS = { noteMax: 2000, quantityMax: 10_000, photosMax: 6 } as const;

const quantity = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ error: `Quantité invalide (${label}).` })
      .regex(/^\d{1,5}$/, `Quantité invalide (${label}) : un nombre entier, 0 ou plus.`)
      .transform(Number)
      .refine((n) => n <= DEPOT_LIMITS.quantityMax, `Quantité invalide (${label}).`),
  );

const note = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : ""),
  z.string().max(DEPOT_LIMITS.noteMax, `La note est trop longue (${DEPOT_LIMITS.noteMax} caractères au plus).`),
);

const revision = z.preprocess((value) => (typeof value === "string" ? value.trim() : value), z.string().regex(/^\d{1,9}$/, "Formulaire incomplet : rechargez la page.").transform(Number));

export const CheckOutSchema = z.object({
  revision,
  note,
  lines: z.array(z.object({ product: z.uuid({ error: "Article inconnu." }), out: quantity("départ") })).min(1, "Aucun article à faire partir."),
});
export type CheckOutInput = z.infer<typeof CheckOutSchema>;

export const CheckInSchema = z.object({
  revision,
  note,
  lines: z
    .array(
      z.object({
        product: z.uuid({ error: "Article inconnu." }),
        returned: quantity("rendu en bon état"),
        damaged: quantity("endommagé"),
        missing: quantity("manquant"),
      }),
    )
    .min(1, "Aucun article à rentrer."),
});
export type CheckInInput = z.infer<typeof CheckInSchema>;

/** The products named by the form's fields `<prefix>_<product id>`, in the form's order. */
function productsOf(form: FormData, prefix: string): string[] {
  const products: string[] = [];
  for (const key of form.keys()) {
    if (key.startsWith(`${prefix}_`)) {
      const product = key.slice(prefix.length + 1);
      if (!products.includes(product)) products.push(product);
    }
  }
  return products;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A posted check-out as the schema reads it. */
export function checkOutFormInput(form: FormData) {
  return {
    revision: text(form, "revision"),
    note: text(form, "note"),
    lines: productsOf(form, "out").map((product) => ({ product, out: text(form, `out_${product}`) })),
  };
}

/** A posted check-in as the schema reads it. */
export function checkInFormInput(form: FormData) {
  return {
    revision: text(form, "revision"),
    note: text(form, "note"),
    lines: productsOf(form, "returned").map((product) => ({
      product,
      returned: text(form, `returned_${product}`),
      damaged: text(form, `damaged_${product}`),
      missing: text(form, `missing_${product}`),
    })),
  };
}

/** What was typed, field by field, to give back with a refusal. */
export function depotFormValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "intent") values[key] = value;
  return values;
}

export const MaintenanceResolutionSchema = z
  .object({
    maintenance: z.uuid({ error: "Unité en maintenance inconnue." }),
    resolution: z.enum(["repaired", "written_off", "found"], { error: "Choisissez ce qu'il advient de l'unité." }),
    quantity: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z.string().regex(/^\d{1,5}$/, "Quantité invalide : un nombre entier d'unités.").transform(Number).refine((n) => n > 0, "Indiquez au moins une unité."),
    ),
    note,
  })
  .refine((value) => value.resolution !== "written_off" || value.note.length > 0, {
    message: "Indiquez pourquoi l'unité est mise hors service.",
    path: ["note"],
  });
export type MaintenanceResolutionInput = z.infer<typeof MaintenanceResolutionSchema>;
