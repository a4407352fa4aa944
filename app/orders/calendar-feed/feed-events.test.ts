import { describe, expect, it } from "vitest";
import { orderLogistics, type LogisticsRow } from "~/orders/logistics";
import { orderFeedEvents, tunisTimeToUtc } from "./feed-events";

const row: LogisticsRow = {
  id: "0b6f7a36-6a57-4d2c-9d0f-4a1c9a1f0c42",
  order_number: 42,
  first_name: "Amel",
  last_name: "Trabelsi",
  company: "Clinique du Lac",
  phone: "+216 20 123 456",
  fulfilment: "delivery",
  delivery_address: "Les Berges du Lac\nTunis",
  departure_slot: "morning",
  return_slot: null,
  rental_date: "2030-06-10",
  return_date: "2030-06-30",
  notes: "Sonnette en panne",
  items: [
    { id: "p1", name: "Enceinte JBL", category: "audio", image: "", price: "100.00", quantity: 2, totalDays: 21, vatRate: "19.00" },
    { id: "p2", name: "Micro HF", category: "audio", image: "", price: "20.00", quantity: 4, totalDays: 21, vatRate: "19.00" },
  ],
  status: "confirmed",
  version: 3,
  updated_at: new Date("2030-05-01T10:00:00Z"),
};

const options = { publicUrl: "https://imagine-events.tn", lastModified: row.updated_at, version: row.version };

describe("an order's calendar events", () => {
  it("turns Tunis hours (UTC+1 all year, also in summer) into UTC instants", () => {
    expect(tunisTimeToUtc("2030-06-10", "08:00").toISOString()).toBe("2030-06-10T07:00:00.000Z");
    expect(tunisTimeToUtc("2030-01-10", "18:00").toISOString()).toBe("2030-01-10T17:00:00.000Z");
    expect(tunisTimeToUtc("2030-03-31", "00:30").toISOString()).toBe("2030-03-30T23:30:00.000Z");
  });

  it("gives a timed departure at the slot's hours and an all-day return when there is no slot", () => {
    const [departure, back] = orderFeedEvents(orderLogistics(row), options);
    expect(departure).toMatchObject({
      uid: `${row.id}-depart@imagine-events.tn`,
      summary: "Départ CMD-000042 · Amel Trabelsi",
      location: "Les Berges du Lac, Tunis",
      url: "https://imagine-events.tn/admin/shop/commandes/CMD-000042",
      allDay: false,
      sequence: 3,
    });
    expect(departure!.start.toISOString()).toBe("2030-06-10T07:00:00.000Z");
    expect(departure!.end.toISOString()).toBe("2030-06-10T11:00:00.000Z");
    expect(departure!.description.split("\n")).toEqual([
      "Client : Amel Trabelsi",
      "Société : Clinique du Lac",
      "Téléphone : +216 20 123 456",
      "Mode : Livraison — Les Berges du Lac, Tunis",
      "Créneau : Matin (8 h – 12 h)",
      "Location : du 10 juin 2030 au 30 juin 2030",
      "Articles :",
      "- 2 × Enceinte JBL",
      "- 4 × Micro HF",
      "Notes : Sonnette en panne",
      "Commande : https://imagine-events.tn/admin/shop/commandes/CMD-000042",
    ]);
    expect(back).toMatchObject({ uid: `${row.id}-retour@imagine-events.tn`, summary: "Retour CMD-000042 · Amel Trabelsi", allDay: true });
    expect(back!.start.toISOString()).toBe("2030-06-30T00:00:00.000Z");
    expect(back!.end.toISOString()).toBe("2030-07-01T00:00:00.000Z");
    expect(back!.description).toContain("Créneau : Non précisé");
  });

  it("says « Retrait au dépôt » as the place of a pickup, without a company line when there is none", () => {
    const [departure] = orderFeedEvents(orderLogistics({ ...row, fulfilment: "pickup", delivery_address: "", company: null, departure_slot: "evening" }), options);
    expect(departure!.location).toBe("Retrait au dépôt");
    expect(departure!.description).toContain("Mode : Retrait au dépôt\n");
    expect(departure!.description).not.toContain("Société");
    expect(departure!.end.toISOString()).toBe("2030-06-10T20:00:00.000Z");
  });
});
