// The order page's charges after the rental (issue 23): what the 'Frais après location' panel
// shows, and its two actions, 'Confirmer' or 'Abandonner' a charge and 'Facturer les frais'. The
// route has checked the admin role first.

import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { billCharges, ChargeError, chargeLabel, chargesToBill, decideCharge, type OrderCharge } from "~/money/charges.server";
import { CHARGE_KIND_LABELS, ChargeDecisionSchema } from "~/money/charge-schema";

/**
 * The order's charges after the rental (issue 23), as the 'Frais après location' panel lists
 * them, with what billing those not yet billed would ask (HT, then TTC with the VAT and the stamp
 * duty of their invoice) and what the client still owes on those billed.
 */
export function orderChargesView(charges: OrderCharge[], documents: { id: string; number: string }[], order: { stamp_duty: string; charges_due_ttc: string }) {
  const toBill = chargesToBill(charges, order);
  return {
    list: charges.map((charge) => ({
      id: charge.id,
      kind: charge.kind,
      kindLabel: CHARGE_KIND_LABELS[charge.kind],
      status: charge.status,
      amount: charge.amount,
      vatRate: charge.vat_rate,
      label: chargeLabel(charge),
      createdBy: charge.created_by,
      createdAt: charge.created_at,
      billedBy: documents.find((doc) => doc.id === charge.document_id)?.number ?? null,
    })),
    toBillHt: centsToDecimal(toBill.ht),
    toBillTtc: centsToDecimal(toBill.ttc),
    dueTtc: order.charges_due_ttc,
  };
}

export async function handleChargeAction(intent: "decide-charge" | "bill-charges", form: FormData, orderId: string, number: string, actor: string) {
  if (intent === "decide-charge") {
    const parsed = ChargeDecisionSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return deskFailure(400, "Frais non modifiés", parsed.error.issues[0]!.message);
    try {
      const charge = await decideCharge(getDb(), orderId, parsed.data, actor);
      const amount = formatPrice(decimalToCents(charge.amount) ?? 0n);
      return charge.status === "confirmed"
        ? deskSuccess("Frais confirmés", { description: `${amount} HT à facturer sur ${number}.` })
        : deskSuccess("Frais abandonnés", { description: `${amount} HT ne seront pas facturés (${number}).` });
    } catch (error) {
      if (error instanceof ChargeError) return deskFailure(error.status, "Frais non modifiés", error.message);
      throw error;
    }
  }
  try {
    const document = await billCharges(getDb(), orderId, actor);
    return deskSuccess("Frais facturés", {
      description: `Facture complémentaire ${document.number} : ${formatPrice(decimalToCents(document.total_ttc) ?? 0n)} TTC, ajoutés au reste à payer de ${number}.`,
    });
  } catch (error) {
    if (error instanceof ChargeError) return deskFailure(error.status, "Frais non facturés", error.message);
    throw error;
  }
}
