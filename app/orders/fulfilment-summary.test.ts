import { describe, expect, it } from "vitest";
import { orderStatusMail } from "./status-emails";
import { depotAddress } from "~/lib/depot-address";
import { fulfilmentLines } from "./fulfilment-summary";

const delivery = { fulfilment: "delivery", delivery_address: "Hôtel Laico, Tunis", departure_slot: "morning", return_slot: "evening" };
const pickup = { fulfilment: "pickup", delivery_address: "", departure_slot: "afternoon", return_slot: null };

describe("fulfilmentLines", () => {
  it("says the mode, the address and the two slots of a delivery", () => {
    expect(fulfilmentLines(delivery, "Rue du Lac, 1053 Tunis")).toEqual([
      "Mode de remise : Livraison",
      "Adresse de livraison : Hôtel Laico, Tunis",
      "Créneau de départ : Matin (8 h – 12 h)",
      "Créneau de retour : Soir (18 h – 21 h)",
    ]);
  });

  it("gives the depot's address for a pickup, and « Non précisé » for a missing slot", () => {
    expect(fulfilmentLines(pickup, "Rue du Lac, 1053 Tunis")).toEqual([
      "Mode de remise : Retrait au dépôt (Rue du Lac, 1053 Tunis)",
      "Créneau de départ : Après-midi (14 h – 18 h)",
      "Créneau de retour : Non précisé",
    ]);
    expect(fulfilmentLines(pickup)[0]).toBe("Mode de remise : Retrait au dépôt");
  });

  it("formats the depot's address from the settings", () => {
    expect(depotAddress({ street_address: "Rue du Lac Windermere", postal_code: "1053", city: "Tunis" })).toBe("Rue du Lac Windermere, 1053 Tunis");
    expect(depotAddress(undefined)).toBeNull();
  });
});

describe("the status-change e-mails", () => {
  const order = { order_number: 42, first_name: "Amel", email: "amel@example.tn", rental_date: "2030-03-10", return_date: "2030-03-12", items: [], total_ttc: "100.00" };

  it("a confirmed pickup says the depot and the slots, not an address", () => {
    const mail = orderStatusMail({ ...order, ...pickup }, "confirmed")!;
    expect(mail.text).toContain("Mode de remise : Retrait au dépôt");
    expect(mail.text).toContain("Créneau de départ : Après-midi (14 h – 18 h)");
    expect(mail.text).toContain("convenir du retrait au dépôt");
    expect(mail.text).not.toContain("Adresse de livraison");
  });

  it("a confirmed pickup gives the depot's address when the agency has one", () => {
    const mail = orderStatusMail({ ...order, ...pickup }, "confirmed", undefined, "Rue du Lac Windermere, 1053 Tunis")!;
    expect(mail.text).toContain("Mode de remise : Retrait au dépôt (Rue du Lac Windermere, 1053 Tunis)");
    expect(mail.view.fulfilment).toContain("Mode de remise : Retrait au dépôt (Rue du Lac Windermere, 1053 Tunis)");
  });

  it("a confirmed or cancelled delivery gives the address and the slots", () => {
    for (const status of ["confirmed", "cancelled"]) {
      const text = orderStatusMail({ ...order, ...delivery }, status)!.text;
      expect(text).toContain("Mode de remise : Livraison\nAdresse de livraison : Hôtel Laico, Tunis\nCréneau de départ : Matin (8 h – 12 h)\nCréneau de retour : Soir (18 h – 21 h)");
    }
  });
});
