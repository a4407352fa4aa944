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
  const order = {
    order_number: 42,
    first_name: "Amel",
    email: "amel@example.tn",
    rental_date: "2030-03-10",
    return_date: "2030-03-12",
    items: [],
    delivery_fee: "0.00",
    delivery_fee_vat_rate: "19.00",
    discount_kind: "amount",
    discount_value: "0.00",
    deposit: "0.00",
    stamp_duty: "1.00",
  };

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

describe("the confirmation e-mail's money", () => {
  // 2 speakers × 100 DT × 3 days = 600 HT, a 10 % discount (60), delivery 150: 690 HT; VAT 19 %
  // 131,10; stamp duty 1: 822,10 TTC. A deposit of 500 DT, apart.
  const order = {
    order_number: 42,
    first_name: "Amel",
    email: "amel@example.tn",
    rental_date: "2030-03-10",
    return_date: "2030-03-12",
    items: [{ id: "p1", name: "Enceinte", category: "audio", image: "", price: "100.00", quantity: 2, totalDays: 3, vatRate: "19.00" }],
    delivery_fee: "150.00",
    delivery_fee_vat_rate: "19.00",
    discount_kind: "percent",
    discount_value: "10.00",
    deposit: "500.00",
    stamp_duty: "1.00",
    ...delivery,
  };
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  const cents = (value: string) => Math.round(Number(spaced(value).replace(/[ DT]/g, "").replace("−", "-").replace(",", ".")) * 100);

  it("lists the discount and the delivery fee, rows that add up to the total TTC", () => {
    const mail = orderStatusMail(order, "confirmed")!;
    expect(spaced(mail.text)).toContain(
      [
        "Total de la location HT : 600,00 DT",
        "Remise (10 %) : −60,00 DT",
        "Frais de livraison et d'installation : 150,00 DT",
        "Total HT : 690,00 DT",
        "TVA 19 % : 131,10 DT",
        "Timbre fiscal : 1,00 DT",
        "Total TTC : 822,10 DT",
      ].join("\n"),
    );
    const [rental, discount, fee, ht, vat, stamp, ttc] = mail.view.totals.map((total) => cents(total.value));
    expect(rental! + discount! + fee!).toBe(ht);
    expect(ht! + vat! + stamp!).toBe(ttc);
    expect(mail.view.totals.at(-1)).toMatchObject({ label: "Total TTC", strong: true });
  });

  it("says the deposit, apart from the total, and when it is asked: at the delivery, or at the depot", () => {
    const delivered = orderStatusMail(order, "confirmed")!;
    const notice = "Une caution de 500,00 DT, non comprise dans le total, vous sera demandée à la livraison du matériel ; elle vous sera restituée à son retour, complet et en bon état.";
    expect(spaced(delivered.text)).toContain(`Total TTC : 822,10 DT\n\n${notice}\n`);
    expect(spaced(delivered.view.deposit!)).toBe(notice);
    const taken = orderStatusMail({ ...order, ...pickup, delivery_fee: "0.00" }, "confirmed")!;
    expect(spaced(taken.text)).toContain("vous sera demandée au retrait du matériel au dépôt ;");
    expect(taken.text).not.toContain("Frais de livraison");
    // No deposit asked, none mentioned; a cancellation has no figures.
    expect(orderStatusMail({ ...order, deposit: "0.00" }, "confirmed")!.text).not.toContain("caution");
    const cancelled = orderStatusMail(order, "cancelled")!;
    expect(cancelled.view).toMatchObject({ totals: [], deposit: null });
    expect(cancelled.text).not.toMatch(/Total|caution/);
  });
});
