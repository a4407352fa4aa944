import { z } from "zod";
import { CHECKOUT_LIMITS } from "./checkout-schema";
import { FULL_DAYS_WINDOW_MAX } from "./full-days";
import { dayNumber, isIsoDate } from "~/lib/calendar-dates";

/** The query of /location-materiel/jours-complets, checked by its loader. */
export const FullDaysQuerySchema = z
  .object({
    produit: z.uuid({ error: "Produit inconnu." }),
    du: z.string({ error: "Date de début manquante." }).refine(isIsoDate, "Date de début invalide (format attendu : AAAA-MM-JJ)."),
    au: z.string({ error: "Date de fin manquante." }).refine(isIsoDate, "Date de fin invalide (format attendu : AAAA-MM-JJ)."),
    quantite: z.coerce
      .number({ error: "Quantité invalide." })
      .int("Quantité invalide.")
      .min(1, "Quantité invalide.")
      .max(CHECKOUT_LIMITS.quantityMax, "Quantité invalide."),
  })
  .superRefine((query, ctx) => {
    const from = dayNumber(query.du);
    const to = dayNumber(query.au);
    if (from === null || to === null) return;
    if (to < from) ctx.addIssue({ code: "custom", path: ["au"], message: "La date de fin précède la date de début." });
    else if (to - from + 1 > FULL_DAYS_WINDOW_MAX) {
      ctx.addIssue({ code: "custom", path: ["au"], message: `Période trop longue (${FULL_DAYS_WINDOW_MAX} jours au plus).` });
    }
  });
