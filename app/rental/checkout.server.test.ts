import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mail_queue, order_events, rental_orders } from "~/db/schema";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { drainOnce } from "~/lib/mail-queue.server";
import { handleCheckoutPost } from "./checkout-action.server";
import { DELIVERY_WITHOUT_ADDRESS_MESSAGE, FULFILMENT_MESSAGE, PICKUP_WITH_ADDRESS_MESSAGE, SLOT_MESSAGE } from "~/orders/fulfilment";
import type { CheckoutActionData } from "./checkout-result";
import { newOrderPath } from "~/orders/access.server";
import { findOrderByLink } from "~/orders/client-links.server";
import { formatOrderNumber } from "~/orders/status";
import { dayNumber, todayInTunis } from "~/lib/calendar-dates";
import { insertOrder, insertProduct } from "~/test-support/rental-data.server";

let database: TestDatabase;
let dataDir: string;
let speaker: Awaited<ReturnType<typeof insertProduct>>;
let chair: Awaited<ReturnType<typeof insertProduct>>;

function isoInDays(days: number): string {
  const ms = (dayNumber(todayInTunis())! + days) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

type Line = { id: string; quantity: string | number; from?: string; to?: string };
type Order = { lines?: Line[]; [field: string]: string | undefined | Line[] };

function validOrder(overrides: Order = {}): Order {
  return {
    idempotency_key: randomUUID(),
    first_name: "Amel",
    last_name: "Ben Salah",
    email: "amel@example.tn",
    phone: "+216 20 123 456",
    company: "",
    rental_date: isoInDays(10),
    return_date: isoInDays(12),
    departure_slot: "morning",
    return_slot: "evening",
    fulfilment: "delivery",
    delivery_address: "12 rue du Lac, Les Berges du Lac, Tunis",
    notes: "",
    _enhanced: "1",
    lines: [{ id: speaker.id, quantity: 2 }],
    ...overrides,
  };
}

let ipCounter = 0;
function post(order: Order, extra: Record<string, string> = {}, ip = `10.0.0.${++ipCounter % 250}`, page = "/panier") {
  const form = new FormData();
  for (const [key, value] of Object.entries(order)) if (typeof value === "string") form.append(key, value);
  for (const line of order.lines ?? []) {
    form.append("line_id", line.id);
    form.append("line_quantity", String(line.quantity));
    form.append("line_from", line.from ?? "");
    form.append("line_to", line.to ?? "");
  }
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return handleCheckoutPost(
    new Request(`http://localhost${page}`, { method: "POST", body: form, headers: { "x-imagine-client-ip": ip } }),
  );
}

async function answer(order: Order, extra?: Record<string, string>, ip?: string) {
  const response = await post(order, extra, ip);
  if (response instanceof Response) return { status: response.status, body: undefined as unknown as CheckoutActionData, response };
  return { status: response.init?.status ?? 200, body: response.data, response: undefined };
}

/** An .eml's text as read by a person: quoted-printable soft breaks and escapes undone. */
function decodeMail(raw: string): string {
  const text = raw.replace(/=\r?\n/g, "");
  return Buffer.from(text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}

async function orderCount(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(rental_orders);
  return Number(row!.n);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-checkout-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
  database = await useTestDatabase();
  await database.db.execute(sql`insert into site_settings (id, brand_name, tagline, phone, email, notification_email, street_address, postal_code, city)
    values (1, 'Imagine', 'excellence événementielle', '+216 71 000 000', 'contact@imagine.tn', 'commandes@imagine.tn', '1 rue', '1000', 'Tunis')
    on conflict (id) do update set notification_email = excluded.notification_email`);
  speaker = await insertProduct(database.db, { name: "Enceinte Line Array", price: "1250.00", stock_quantity: 4, category: "audio" });
  chair = await insertProduct(database.db, { name: "Chaise Napoléon", price: "0.10", stock_quantity: null, category: "furniture" });
});
afterAll(async () => {
  await database.dispose();
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

describe("checkout: the server prices and stores the order", () => {
  it("stores the order at the database's price, ignoring any price, total, status or date sent by the client", async () => {
    const key = randomUUID();
    const result = await answer(
      validOrder({ idempotency_key: key, lines: [{ id: speaker.id, quantity: 2 }, { id: chair.id, quantity: 3, from: isoInDays(10), to: isoInDays(10) }] }),
      { price: "1", line_price: "0.01", total_amount: "1", status: "completed", created_at: "2001-01-01T00:00:00Z", "items[0][price]": "1", "items[0][vatRate]": "0", vat_rate: "0" },
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: "success", orderNumber: expect.stringMatching(/^CMD-\d{6}$/) });
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, key));
    expect(order!.status).toBe("new");
    expect(order!.created_at.getFullYear()).toBeGreaterThan(2020);
    // 1250 × 2 × 3 days + 0.10 × 3 × 1 day
    expect(order!.total_amount).toBe("7500.30");
    // HT, then the settings' taxes (19 % VAT: 1425.057 → 1425.06; 1 DT stamp duty).
    expect(order).toMatchObject({ total_ht: "7500.30", vat_amount: "1425.06", total_ttc: "8926.36", vat_rate: "19.00", stamp_duty: "1.00" });
    expect(order!.items).toEqual([
      // Each line at its product's VAT rate, whatever the client sent.
      { id: speaker.id, name: "Enceinte Line Array", category: "audio", image: speaker.image_url, price: "1250.00", quantity: 2, totalDays: 3, vatRate: "19.00" },
      // A line with its own dates keeps them.
      { id: chair.id, name: "Chaise Napoléon", category: "furniture", image: chair.image_url, price: "0.10", quantity: 3, totalDays: 1, vatRate: "19.00", from: isoInDays(10), to: isoInDays(10) },
    ]);
    expect(order!.company).toBeNull();
    expect(order!.notes).toBeNull();
    // Made on the French page: the client's e-mails and pages are French (ADR 021).
    expect(order!.locale).toBe("fr");
    expect(order).toMatchObject({ fulfilment: "delivery", delivery_address: "12 rue du Lac, Les Berges du Lac, Tunis", departure_slot: "morning", return_slot: "evening" });
  });

  it("stores the language of the page the order was made on", async () => {
    for (const [page, locale] of [["/ar/panier", "ar"], ["/en/panier", "en"]] as const) {
      const key = randomUUID();
      const response = await post(validOrder({ idempotency_key: key }), {}, undefined, page);
      expect(response instanceof Response ? response.status : (response.init?.status ?? 200)).toBe(200);
      const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, key));
      expect(order!.locale).toBe(locale);
    }
  });

  it("acknowledges an order made in Arabic in Arabic, right to left, with the Arabic page's link; the agency's e-mail stays French", async () => {
    const key = randomUUID();
    await post(validOrder({ idempotency_key: key, email: "arabe@example.tn" }), {}, undefined, "/ar/panier");
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, key));
    const queued = await database.db.select().from(mail_queue).where(eq(mail_queue.order_id, order!.id));
    const toClient = queued.find((m) => m.kind === "order-acknowledgement")!;
    const toAgency = queued.find((m) => m.kind === "order-notification")!;
    expect(toClient.to).toBe("arabe@example.tn");
    expect(toClient.subject).toMatch(/^Imagine: وصلنا طلبكم CMD-\d{6}$/);
    expect(toClient.text).toContain("شكرًا على طلب الكراء.");
    expect(toClient.text).toContain("تابعوا طلبكم");
    expect(toClient.text).toMatch(/\/ar\/commande\/[\w-]+/);
    expect(toClient.text).toContain("المجموع باحتساب الأداءات: ");
    expect(toClient.text).not.toMatch(/Commande :|Période :|Total TTC|Bonjour/);
    expect(toClient.html).toContain('<html dir="rtl" lang="ar">');
    // Amounts sit at the end of the line: the left, right to left.
    expect(toClient.html).toContain("text-align:left");
    expect(toClient.html).not.toContain("text-align:right");
    expect(toAgency.subject).toMatch(/^Nouvelle commande de location CMD-\d{6}/);
    expect(toAgency.text).toContain("Total TTC : ");
    expect(toAgency.html).toContain('<html dir="ltr" lang="fr">');
  });

  it("acknowledges an order made in English in English, with French typography left out", async () => {
    const key = randomUUID();
    await post(validOrder({ idempotency_key: key, email: "english@example.tn", first_name: "John" }), {}, undefined, "/en/panier");
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, key));
    const [toClient] = await database.db.select().from(mail_queue).where(and(eq(mail_queue.order_id, order!.id), eq(mail_queue.kind, "order-acknowledgement")));
    expect(toClient!.subject).toMatch(/^Imagine: we have received your order CMD-\d{6}$/);
    expect(toClient!.text).toContain("Hello John,");
    expect(toClient!.text).toContain("Delivery address: 12 rue du Lac");
    expect(toClient!.text).toContain("Departure slot: Morning (08:00–12:00)");
    expect(toClient!.text).toMatch(/Total incl\. tax: TND\s[\d,]+\.\d{2}/);
    expect(toClient!.text).toMatch(/\/en\/commande\/[\w-]+/);
    expect(toClient!.text).not.toContain("\u00a0:");
    expect(toClient!.html).toContain('<html dir="ltr" lang="en">');
  });

  it("stores a pickup without an address, and the e-mails say so with the depot and the slots", async () => {
    const result = await answer(
      validOrder({ email: "retrait@example.tn", fulfilment: "pickup", delivery_address: "", departure_slot: "afternoon", return_slot: "morning" }),
    );
    expect(result.status).toBe(200);
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.email, "retrait@example.tn"));
    expect(order).toMatchObject({ fulfilment: "pickup", delivery_address: "", departure_slot: "afternoon", return_slot: "morning" });
    const orderNumber = (result.body as { orderNumber: string }).orderNumber;
    await drainOnce();
    const mails = await Promise.all((await readdir(path.join(dataDir, "outbox"))).map((f) => readFile(path.join(dataDir, "outbox", f), "utf8")));
    const mine = mails.filter((m) => m.includes(orderNumber)).map(decodeMail);
    expect(mine).toHaveLength(2);
    for (const mail of mine) {
      expect(mail).toContain("Mode de remise : Retrait au dépôt (1 rue, 1000 Tunis)");
      expect(mail).toContain("Créneau de départ : Après-midi (14 h – 18 h)");
      expect(mail).toContain("Créneau de retour : Matin (8 h – 12 h)");
      expect(mail).not.toContain("Adresse de livraison");
    }
  });

  it("acknowledges three orders an hour to one address at most: the 4th is stored, the agency told, its timeline says why", async () => {
    const email = "rafale@example.tn";
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const result = await answer(validOrder({ email: i === 3 ? "Rafale@Example.TN" : email }));
      expect(result.status).toBe(200);
      numbers.push((result.body as { orderNumber: string }).orderNumber);
    }
    await drainOnce();
    const mails = await Promise.all((await readdir(path.join(dataDir, "outbox"))).map((f) => readFile(path.join(dataDir, "outbox", f), "utf8")));
    const about = (number: string) => mails.filter((m) => m.includes(number));
    for (const number of numbers.slice(0, 3)) expect(about(number).some((m) => /^To: rafale@example\.tn/im.test(m))).toBe(true);
    const last = numbers[3]!;
    expect(about(last).filter((m) => /^To: rafale@example\.tn/im.test(m))).toEqual([]);
    expect(about(last).some((m) => m.includes("To: commandes@imagine.tn"))).toBe(true);
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.order_number, Number(last.slice(4))));
    const events = await database.db.select().from(order_events).where(eq(order_events.order_id, order!.id)).orderBy(asc(order_events.created_at));
    expect(events.map((e) => e.summary)).toContain(
      "Accusé de réception non envoyé à Rafale@Example.TN : trois accusés de réception sont déjà partis vers cette adresse dans l'heure",
    );
  });

  it("repeats 200 characters of the notes and the address to the client, all of them to the agency", async () => {
    const notes = `${"Livrer par l'entrée de service, deuxième porte à gauche. ".repeat(6)}FIN-DES-NOTES`;
    const address = `${"Résidence les Jasmins, bloc B, ".repeat(12)}FIN-ADRESSE`;
    const result = await answer(validOrder({ email: "longues-notes@example.tn", notes, delivery_address: address }));
    expect(result.status).toBe(200);
    const orderNumber = (result.body as { orderNumber: string }).orderNumber;
    await drainOnce();
    const mails = (await Promise.all((await readdir(path.join(dataDir, "outbox"))).map((f) => readFile(path.join(dataDir, "outbox", f), "utf8"))))
      .filter((m) => m.includes(orderNumber))
      .map(decodeMail);
    const toClient = mails.find((m) => /^To: longues-notes@example\.tn/m.test(m))!;
    const toAgency = mails.find((m) => /^To: commandes@imagine\.tn/m.test(m))!;
    expect(toAgency).toContain("FIN-DES-NOTES");
    expect(toAgency).toContain("FIN-ADRESSE");
    expect(toClient).not.toContain("FIN-DES-NOTES");
    expect(toClient).not.toContain("FIN-ADRESSE");
    expect(toClient).toContain("Livrer par l'entrée de service");
    expect(toClient).toMatch(/Adresse de livraison : Résidence les Jasmins[^\n]*…/);
  });

  it("sends the client's acknowledgement with the order number and the agency's notification", async () => {
    const result = await answer(validOrder({ first_name: "Karim", email: "karim@example.tn" }));
    const orderNumber = (result.body as { orderNumber: string }).orderNumber;
    await drainOnce();
    const files = await readdir(path.join(dataDir, "outbox"));
    const mails = await Promise.all(files.map((f) => readFile(path.join(dataDir, "outbox", f), "utf8")));
    const mine = mails.filter((m) => m.includes(orderNumber));
    expect(mine.some((m) => m.includes("To: karim@example.tn"))).toBe(true);
    expect(mine.some((m) => m.includes("To: commandes@imagine.tn"))).toBe(true);
    // The order's timeline starts with it being placed, then the two e-mails.
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.email, "karim@example.tn"));
    const events = await database.db.select().from(order_events).where(eq(order_events.order_id, order!.id)).orderBy(asc(order_events.created_at));
    expect(events.map((e) => [e.kind, e.actor])).toEqual([
      ["placed", "Karim Ben Salah"],
      ["email-sent", "Système"],
      ["email-sent", "Système"],
    ]);
    // The agency's notification is queued with the order, the client's acknowledgement right after.
    expect(events.slice(1).map((e) => e.summary)).toEqual([
      "E-mail envoyé à commandes@imagine.tn : nouvelle commande pour l'agence",
      "E-mail envoyé à karim@example.tn : accusé de réception de la commande",
    ]);
  });

  it("a plain form post (no JavaScript) ends on the order's own page with its confirmation: a 303 and a toast", async () => {
    const sent = validOrder({ _enhanced: undefined, email: "sans-js@example.tn" });
    const result = await answer(sent);
    expect(result.response?.status).toBe(303);
    const location = result.response!.headers.get("Location")!;
    expect(location).toMatch(/^\/commande\/[\w-]{43}\?nouvelle=1$/);
    expect(result.response?.headers.get("Set-Cookie")).toContain("imagine_toast");
    // The page of the order just stored, the same as the e-mail's link.
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, sent.idempotency_key as string));
    expect(location).toBe(newOrderPath(order!));
    const token = /^\/commande\/([\w-]{43})/.exec(location)![1]!;
    const link = await findOrderByLink(database.db, token);
    expect(link.status === "current" && link.row.id).toBe(order!.id);
  });

  it("with JavaScript the dialog gets the same page's path back, to go there once the cart is emptied", async () => {
    const sent = validOrder();
    const result = await answer(sent);
    const [order] = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, sent.idempotency_key as string));
    expect(result.body).toEqual({ status: "success", orderNumber: formatOrderNumber(order!.order_number), totalAmount: order!.total_amount, orderPath: newOrderPath(order!) });
  });
});

describe("checkout: bad input is refused with a French message and nothing stored", () => {
  const cases: [string, () => Order, string][] = [
    ["a missing first name", () => validOrder({ first_name: "" }), "Veuillez indiquer votre prénom."],
    ["a missing address", () => validOrder({ delivery_address: "   " }), "Veuillez indiquer l'adresse de livraison."],
    ["a delivery without the address field", () => validOrder({ delivery_address: undefined }), DELIVERY_WITHOUT_ADDRESS_MESSAGE],
    ["a pickup with an address", () => validOrder({ fulfilment: "pickup" }), PICKUP_WITH_ADDRESS_MESSAGE],
    ["an unknown mode", () => validOrder({ fulfilment: "drone" }), FULFILMENT_MESSAGE],
    ["no mode", () => validOrder({ fulfilment: undefined }), FULFILMENT_MESSAGE],
    ["no departure slot", () => validOrder({ departure_slot: "" }), SLOT_MESSAGE],
    ["a return slot not in the list", () => validOrder({ return_slot: "night" }), SLOT_MESSAGE],
    ["a missing phone", () => validOrder({ phone: "" }), "Veuillez indiquer votre numéro de téléphone."],
    ["missing dates", () => validOrder({ rental_date: "", return_date: "" }), "Veuillez sélectionner les dates de location"],
    ["a missing return date", () => validOrder({ return_date: undefined }), "Veuillez sélectionner les dates de location"],
    ["an invalid e-mail", () => validOrder({ email: "amel@" }), "Adresse e-mail invalide (exemple : nom@domaine.tn)."],
    ["a return date before the rental date", () => validOrder({ return_date: isoInDays(9) }), "La date de retour doit être postérieure ou égale à la date de location."],
    ["a rental date in the past", () => validOrder({ rental_date: isoInDays(-1) }), "La date de location ne peut pas être dans le passé."],
    ["an impossible date", () => validOrder({ rental_date: "2030-02-30" }), "Date invalide (format attendu : AAAA-MM-JJ)."],
    ["a quantity of 0", () => validOrder({ lines: [{ id: speaker.id, quantity: 0 }] }), "La quantité doit être d'au moins 1."],
    ["a negative quantity", () => validOrder({ lines: [{ id: speaker.id, quantity: -2 }] }), "La quantité doit être d'au moins 1."],
    ["a fractional quantity", () => validOrder({ lines: [{ id: speaker.id, quantity: 1.5 }] }), "La quantité doit être un nombre entier."],
    ["an absurd quantity", () => validOrder({ lines: [{ id: chair.id, quantity: 1e9 }] }), "La quantité ne peut pas dépasser 500 unités."],
    ["a quantity that is not a number", () => validOrder({ lines: [{ id: chair.id, quantity: "beaucoup" }] }), "Quantité invalide."],
    ["a malformed product id", () => validOrder({ lines: [{ id: "1 or 1=1", quantity: 1 }] }), "Produit inconnu."],
    ["an empty cart", () => validOrder({ lines: [] }), "Votre panier est vide."],
    ["hundreds of lines", () => validOrder({ lines: Array.from({ length: 300 }, () => ({ id: chair.id, quantity: 1 })) }), "Votre panier contient trop d'articles (50 lignes au plus)."],
    ["an oversized name", () => validOrder({ last_name: "x".repeat(101) }), "Le nom est trop long (100 caractères au plus)."],
    ["oversized notes", () => validOrder({ notes: "x".repeat(2001) }), "Les notes sont trop longues (2000 caractères au plus)."],
    ["an oversized address", () => validOrder({ delivery_address: "x".repeat(501) }), "L'adresse de livraison est trop longue (500 caractères au plus)."],
    ["a rental longer than a year", () => validOrder({ return_date: isoInDays(400) }), "La location ne peut pas dépasser 365 jours."],
    ["a line outside the order's dates", () => validOrder({ lines: [{ id: chair.id, quantity: 1, from: isoInDays(11), to: isoInDays(20) }] }), "Les dates d'un article sortent de la période de location"],
    ["a missing idempotency key", () => validOrder({ idempotency_key: "" }), "Formulaire expiré"],
  ];

  it.each(cases)("refuses %s", async (_label, order, message) => {
    const before = await orderCount();
    const sent = order();
    const result = await answer(sent);
    expect(result.status).toBe(400);
    expect(result.body.status).toBe("error");
    const body = result.body as Extract<CheckoutActionData, { status: "error" }>;
    expect([body.message, ...Object.values(body.fieldErrors).flat()].join(" | ")).toContain(message);
    // What was typed comes back, the mode, the address and the slots included.
    for (const field of ["first_name", "fulfilment", "delivery_address", "departure_slot", "return_slot"] as const) {
      expect(body.values[field]).toBe(sent[field]);
    }
    expect(await orderCount()).toBe(before);
  });

  it("refuses an unknown or unavailable product id", async () => {
    const hidden = await insertProduct(database.db, { name: "Ancien projecteur", is_available: false });
    for (const id of [randomUUID(), hidden.id]) {
      const before = await orderCount();
      const result = await answer(validOrder({ lines: [{ id, quantity: 1 }] }));
      expect(result.status).toBe(409);
      expect((result.body as { message: string }).message).toContain("n'est plus proposé à la location");
      expect(await orderCount()).toBe(before);
    }
  });

  it("refuses more units than are free over the dates, naming the product and what is free", async () => {
    const product = await insertProduct(database.db, { name: "Lyre Beam 230", stock_quantity: 3 });
    await insertOrder(database.db, { status: "confirmed", from: isoInDays(11), to: isoInDays(30), items: [{ id: product.id, quantity: 2 }] });
    const before = await orderCount();
    const result = await answer(validOrder({ lines: [{ id: product.id, quantity: 2 }] }));
    expect(result.status).toBe(409);
    expect((result.body as { message: string }).message).toMatch(/^Stock insuffisant pour « Lyre Beam 230 » : 1 unité disponible du /);
    expect(await orderCount()).toBe(before);
    expect((await answer(validOrder({ lines: [{ id: product.id, quantity: 1 }] }))).status).toBe(200);
  });

  it("refuses a product 'Complet' on the dates, with or without JavaScript, and stores nothing", async () => {
    // The catalogue shows it 'Complet' (no unit free over the dates): the checkout refuses it too.
    const product = await insertProduct(database.db, { name: "Machine à fumée", stock_quantity: 2 });
    await insertOrder(database.db, { status: "confirmed", from: isoInDays(9), to: isoInDays(13), items: [{ id: product.id, quantity: 2 }] });
    for (const enhanced of ["1", undefined]) {
      const before = await orderCount();
      const result = await answer(validOrder({ _enhanced: enhanced, lines: [{ id: product.id, quantity: 1 }] }));
      expect(result.status).toBe(409);
      expect((result.body as { message: string }).message).toMatch(/^Stock insuffisant pour « Machine à fumée » : aucune unité disponible du /);
      expect(result.response).toBeUndefined();
      expect(await orderCount()).toBe(before);
    }
  });

  it("limits order submissions per address", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await answer(validOrder({ lines: [{ id: chair.id, quantity: 1 }] }), {}, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("checkout: one submission, one order", () => {
  beforeEach(() => {
    ipCounter = 0;
  });

  it("a resent form returns the same order", async () => {
    const order = validOrder();
    const first = await answer(order);
    const second = await answer(order);
    expect(second.body).toEqual(first.body);
    const rows = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, order.idempotency_key as string));
    expect(rows).toHaveLength(1);
  });

  it("40 resubmissions of one order from one address all get the stored order, before the rate limit", async () => {
    const ip = "192.0.2.88";
    const order = validOrder({ lines: [{ id: chair.id, quantity: 1 }] });
    const first = await answer(order, {}, ip);
    for (let i = 0; i < 40; i++) {
      const again = await answer(order, {}, ip);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    // The address still has 9 new orders left of its 10.
    for (let i = 0; i < 9; i++) expect((await answer(validOrder({ lines: [{ id: chair.id, quantity: 1 }] }), {}, ip)).status).toBe(200);
    expect((await answer(validOrder({ lines: [{ id: chair.id, quantity: 1 }] }), {}, ip)).status).toBe(429);
  });

  it("40 posts of one key at once from one address: one order, 40 redirects to it, one hit of the limit", async () => {
    const ip = "192.0.2.99";
    const order = validOrder({ lines: [{ id: chair.id, quantity: 1 }] });
    delete order._enhanced; // plain form posts: Post/Redirect/Get
    const results = await Promise.all(Array.from({ length: 40 }, () => answer(order, {}, ip)));
    const rows = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, order.idempotency_key as string));
    expect(rows).toHaveLength(1);
    const number = formatOrderNumber(rows[0]!.order_number);
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 303));
    for (const result of results) expect(result.response!.headers.get("Location")).toBe(newOrderPath(rows[0]!));
    expect(number).toMatch(/^CMD-\d{6}$/);
    // The address has 9 new orders left of its 10.
    for (let i = 0; i < 9; i++) expect((await answer(validOrder({ lines: [{ id: chair.id, quantity: 1 }] }), {}, ip)).status).toBe(200);
    const refused = validOrder({ lines: [{ id: chair.id, quantity: 1 }] });
    expect((await answer(refused, {}, ip)).status).toBe(429);
    // A refused form sent again is still refused: resending does not get around the limit.
    const again = await answer(refused, {}, ip);
    expect(again.status).toBe(429);
    expect((again.body as { message: string }).message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
  });

  it("50 concurrent submissions with one key store exactly one order", async () => {
    const order = validOrder({ lines: [{ id: chair.id, quantity: 5 }] });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => answer(order, {}, `198.51.100.${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => (r.body as { orderNumber: string }).orderNumber)).size).toBe(1);
    const rows = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, order.idempotency_key as string));
    expect(rows).toHaveLength(1);
  });
});
