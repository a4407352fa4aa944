import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OrderEditSchema } from "./edit-schema";
import { CheckoutSchema } from "~/rental/checkout-schema";
import { DELIVERY_WITHOUT_ADDRESS_MESSAGE, FULFILMENT_MESSAGE, PICKUP_WITH_ADDRESS_MESSAGE, SLOT_MESSAGE } from "./fulfilment";
import { fulfilmentAddressIssue } from "./fulfilment-schema";

// « Mode de remise », address and slots: one set of rules for the checkout and the order page.

const checkout = {
  idempotency_key: randomUUID(),
  first_name: "Amel",
  last_name: "Ben Salah",
  email: "amel@example.tn",
  phone: "+216 20 123 456",
  rental_date: "2099-05-10",
  return_date: "2099-05-12",
  fulfilment: "delivery",
  delivery_address: "12 rue du Lac, Tunis",
  departure_slot: "morning",
  return_slot: "evening",
  items: [{ id: randomUUID(), quantity: 1 }],
};

const edit = {
  version: 1,
  first_name: "Amel",
  last_name: "Trabelsi",
  email: "amel@example.tn",
  phone: "+216 20 123 456",
  fulfilment: "delivery",
  delivery_address: "Tunis",
  departure_slot: "afternoon",
  return_slot: "morning",
  rental_date: "2030-03-10",
  return_date: "2030-03-12",
  lines: [{ quantity: "1", from: "2030-03-10", to: "2030-03-12" }],
  delivery_fee: "0",
  discount_kind: "amount",
  discount_value: "0",
  deposit: "0",
};

/** Each form's schema, so that both are held to the same rules. */
const forms = [
  { label: "checkout", schema: CheckoutSchema, base: checkout as Record<string, unknown> },
  { label: "order edit", schema: OrderEditSchema, base: edit as Record<string, unknown> },
];

describe.each(forms)("the $label schema: mode, address and slots", ({ schema, base }) => {
  const issues = (changes: Record<string, unknown>) => {
    const result = schema.safeParse({ ...base, ...changes });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("accepts a delivery with its address and a pickup without one (stored as an empty address)", () => {
    expect(issues({})).toEqual([]);
    const pickup = schema.parse({ ...base, fulfilment: "pickup", delivery_address: "   " });
    expect(pickup).toMatchObject({ fulfilment: "pickup", delivery_address: "" });
    // The address field is disabled, so not sent, when the client chooses the depot.
    const { delivery_address: _address, ...withoutAddress } = base;
    void _address;
    expect(schema.parse({ ...withoutAddress, fulfilment: "pickup" })).toMatchObject({ fulfilment: "pickup", delivery_address: "" });
  });

  it("refuses a pickup with an address, on the address field", () => {
    expect(issues({ fulfilment: "pickup", delivery_address: "Avenue Habib Bourguiba" })).toEqual([["delivery_address", PICKUP_WITH_ADDRESS_MESSAGE]]);
  });

  it("refuses a delivery without an address, on the address field", () => {
    expect(issues({ delivery_address: "" })).toEqual([["delivery_address", DELIVERY_WITHOUT_ADDRESS_MESSAGE]]);
    expect(issues({ delivery_address: undefined })).toEqual([["delivery_address", DELIVERY_WITHOUT_ADDRESS_MESSAGE]]);
  });

  it("refuses a slot outside the list, or none", () => {
    expect(issues({ departure_slot: "night" })).toEqual([["departure_slot", SLOT_MESSAGE]]);
    expect(issues({ return_slot: "" })).toEqual([["return_slot", SLOT_MESSAGE]]);
    expect(issues({ departure_slot: undefined, return_slot: "Matin" })).toEqual([
      ["departure_slot", SLOT_MESSAGE],
      ["return_slot", SLOT_MESSAGE],
    ]);
  });

  it("refuses a mode outside the list", () => {
    expect(issues({ fulfilment: "drone" })).toEqual([["fulfilment", FULFILMENT_MESSAGE]]);
    expect(issues({ fulfilment: undefined })).toEqual([["fulfilment", FULFILMENT_MESSAGE]]);
  });

  it("checks the address rule even when another field is wrong, so one answer lists every problem", () => {
    const found = issues({ email: "amel@", fulfilment: "pickup" });
    expect(found).toContainEqual(["delivery_address", PICKUP_WITH_ADDRESS_MESSAGE]);
    expect(found.some(([path]) => path === "email")).toBe(true);
  });
});

describe.each(forms)("the $label schema: one answer lists every problem", ({ schema, base }) => {
  it("a missing slot does not hide the dates' own check", () => {
    const dayBefore = `${String(base.rental_date).slice(0, 8)}09`;
    const result = schema.safeParse({ ...base, departure_slot: "", return_date: dayBefore });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain(SLOT_MESSAGE);
    expect(messages).toContain("La date de retour doit être postérieure ou égale à la date de location.");
  });
});

describe("fulfilmentAddressIssue", () => {
  it("names the one problem of a mode and an address", () => {
    expect(fulfilmentAddressIssue({ fulfilment: "delivery", delivery_address: "Sfax" })).toBeNull();
    expect(fulfilmentAddressIssue({ fulfilment: "pickup", delivery_address: "" })).toBeNull();
    expect(fulfilmentAddressIssue({ fulfilment: "pickup", delivery_address: "Sfax" })).toBe(PICKUP_WITH_ADDRESS_MESSAGE);
    expect(fulfilmentAddressIssue({ fulfilment: "delivery", delivery_address: "" })).toBe(DELIVERY_WITHOUT_ADDRESS_MESSAGE);
  });
});
