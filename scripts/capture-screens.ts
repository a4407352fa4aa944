// Screens of the back office taken the same way each time, to show that a change of the code left
// what an admin sees as it was (issue 36): 'Aujourd'hui' (issue 38, every section filled), the order
// page, its depot page, the finances page, a request's file, the desk, the messages, the SEO page and
// each content panel, at 390 and 1280 px; then the phone's menu, and the shop's rental dialog on a phone
// for a product 'Complet' on the catalogue's dates.
//
//   npx tsx scripts/capture-screens.ts <out dir> [build dir]
//   npx tsx scripts/compare-screens.ts <dir A> <dir B>
//   npx tsx scripts/screens-for-docs.ts <out dir>          (the set kept in docs/screens/)
//
// CAPTURE_ONLY=today,desk,… takes only the screens named (rental-complet for the dialog).
//
// The build dir (default build/) is a `react-router build` output; its parent is the checkout whose
// server is started, as the browser tests start it (scripts/e2e-server.mjs): the production build
// on a fresh embedded database, seeded on start, on port 4399. The order, the request and the
// admin are then written in SQL through the test hook with fixed ids, dates and times, as the app
// would have left them, so that two captures of the same code give the same pixels. What the pages
// work out from today's date (an invoice's days late, the finances' twelve months) is the same
// within one Tunis calendar day: capture the two sides to compare on the same day.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, devices, type Browser, type BrowserContextOptions } from "playwright-core";

// Another port with CAPTURE_PORT, when a browser test or another capture holds this one.
const PORT = Number(process.env.CAPTURE_PORT ?? 4399);
export const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "admin@imagine-events.tn", name: "Leila Mansour", password: "Captures-Ecrans-2026!" };

// Fixed ids: nothing on the pages depends on the order the database hands out random ones.
const ORDER = "5c1e0000-0000-4000-8000-000000000001";
const PRODUCT_LIGHT = "5c1e0000-0000-4000-8000-000000000101";
const PRODUCT_AUDIO = "5c1e0000-0000-4000-8000-000000000102";
const QUOTE = "5c1e0000-0000-4000-8000-000000000201";
const INVOICE = "5c1e0000-0000-4000-8000-000000000202";
const RECEIPT = "5c1e0000-0000-4000-8000-000000000203";
const CREDIT_NOTE = "5c1e0000-0000-4000-8000-000000000204";
const COMPLEMENT = "5c1e0000-0000-4000-8000-000000000205";
const PAYMENT_TRANSFER = "5c1e0000-0000-4000-8000-000000000301";
const PAYMENT_CASH = "5c1e0000-0000-4000-8000-000000000302";
const PAYMENT_CHEQUE = "5c1e0000-0000-4000-8000-000000000303";
const MESSAGE = "5c1e0000-0000-4000-8000-000000000401";
const THREAD = ["5c1e0000-0000-4000-8000-000000000411", "5c1e0000-0000-4000-8000-000000000412", "5c1e0000-0000-4000-8000-000000000413"];
// 'Aujourd'hui''s other rows: orders CMD-000002 to CMD-000006, three requests.
const TODAY_ORDERS = ["5c1e0000-0000-4000-8000-000000000002", "5c1e0000-0000-4000-8000-000000000003", "5c1e0000-0000-4000-8000-000000000004", "5c1e0000-0000-4000-8000-000000000005", "5c1e0000-0000-4000-8000-000000000006"];
const TODAY_QUOTE = "5c1e0000-0000-4000-8000-000000000206";
const TODAY_MESSAGES = ["5c1e0000-0000-4000-8000-000000000402", "5c1e0000-0000-4000-8000-000000000403", "5c1e0000-0000-4000-8000-000000000404"];

const SCREENS = [
  { name: "today", path: "/admin" },
  { name: "order", path: "/admin/shop/commandes/CMD-000001" },
  { name: "depot", path: "/admin/shop/commandes/CMD-000001/depot" },
  { name: "finances", path: "/admin/shop/finances" },
  // The planning of the order's month and week, and the day sheet of its departure.
  { name: "planning-month", path: "/admin/shop/planning?date=2026-11-12" },
  { name: "planning-week", path: "/admin/shop/planning?vue=semaine&date=2026-11-12" },
  { name: "departures-returns", path: "/admin/shop/departs-retours?jour=2026-11-12" },
  { name: "request", path: `/admin/contact/demandes/${MESSAGE}` },
  // The back office's other tabs (the content panels' screenshots were once taken by a browser test).
  { name: "desk", path: "/admin/shop" },
  { name: "messages", path: "/admin/contact" },
  { name: "seo", path: "/admin/seo" },
  ...["hero", "services", "page-services", "features", "stats", "portfolio", "gallery", "clients", "testimonials", "packages", "rental", "contact-info"].map(
    (panel) => ({ name: `customize-${panel}`, path: `/admin/customize/${panel}` }),
  ),
];

// CAPTURE_ONLY=today,desk,… takes only the named screens (and the phone's menu), to look at a few quickly.
const ONLY = process.env.CAPTURE_ONLY?.split(",").filter(Boolean);
const TAKEN = ONLY ? SCREENS.filter((screen) => ONLY.includes(screen.name)) : SCREENS;

// The browser tests' two projects (playwright.config.ts), at one device pixel per CSS pixel.
const VIEWPORTS: { width: number; options: BrowserContextOptions }[] = [
  { width: 390, options: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } },
  { width: 1280, options: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
];

export const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Cookie = { name: string; value: string };

const q = (value: string) => `'${value.replaceAll("'", "''")}'`;
const json = (value: unknown) => `${q(JSON.stringify(value))}::jsonb`;
const PDF = "decode('255044462d312e340a', 'hex')";

async function post<T>(route: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const payload = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${route} : ${payload.error ?? response.status}`);
  return payload;
}

const sql = (query: string) => post<{ rows: Record<string, unknown>[] }>("/__e2e/sql", { query });

const agency = {
  brandName: "Imagine",
  tagline: "Agence événementielle",
  legalName: "Imagine Events SARL",
  address: "Rue du Lac Malaren\nLes Berges du Lac, 1053 Tunis",
  phone: "+216 71 000 000",
  email: "contact@imagine-events.tn",
  taxId: "1234567/A/M/000",
  tradeRegister: "B01234562020",
  bankDetails: "BIAT Les Berges du Lac\nRIB 08 000 0000000000000 00",
};
const client = { name: "Amel Trabelsi", company: "Clinique du Lac", email: "amel.trabelsi@cliniquedulac.tn", phone: "+216 20 123 456", address: "Les Berges du Lac, Tunis" };
const lines = [
  { name: "Lyre LED Beam 230", category: "Éclairage", unitPrice: "80.00", quantity: 4, days: 3, from: "2026-11-12", to: "2026-11-14", total: "960.00", vatRate: "19.00" },
  { name: "Enceinte active 15 pouces", category: "Sonorisation", unitPrice: "60.00", quantity: 2, days: 3, from: "2026-11-12", to: "2026-11-14", total: "360.00", vatRate: "19.00" },
];
const figures = {
  subtotal: "1320.00",
  discount: "0.00",
  discountLabel: "Remise",
  deliveryFee: "50.00",
  totalHt: "1370.00",
  vatByRate: [{ rate: "19.00", base: "1370.00", vat: "260.30" }],
  deliveryFeeVatRate: "19.00",
  vat: "260.30",
  stampDuty: "1.00",
  totalTtc: "1631.30",
  deposit: "500.00",
};
const documentData = (kind: "quote" | "invoice", number: string, issuedOn: string, extra: Record<string, unknown> = {}) => ({
  kind,
  number,
  version: 1,
  issuedOn,
  orderNumber: "CMD-000001",
  agency,
  client,
  period: { from: "2026-11-12", to: "2026-11-14" },
  fulfilment: { mode: "delivery", departureSlot: "Matin (8 h – 12 h)", returnSlot: "Après-midi (14 h – 18 h)" },
  lines,
  figures,
  paymentTerms: "Paiement à 30 jours, par virement ou chèque.",
  footer: "Imagine Events SARL — Les Berges du Lac, Tunis",
  notes: null,
  ...extra,
});

/**
 * One rental order that fills every panel of its page: quote accepted online, invoice overdue with a
 * reminder, a receipt, a cancelled payment, a partial credit note, a deposit held, a damage charge
 * billed on a complementary invoice and a late fee proposed, one unit still out after the return
 * date; and one request in 'Proposition envoyée' with its conversation, a note and an event quote.
 */
export async function seed(): Promise<Cookie[]> {
  // The admin of every capture, signed in with a live session (server/e2e-hooks.ts), as the browser tests are.
  const admin = await post<{ id: string; cookies: Cookie[] }>("/__e2e/user", { admin: true, ...ADMIN });
  const by = ADMIN.email;
  const items = [
    { id: PRODUCT_LIGHT, name: "Lyre LED Beam 230", category: "light", image: "/images/categories/light.svg", price: "80.00", quantity: 4, totalDays: 3, vatRate: "19.00" },
    { id: PRODUCT_AUDIO, name: "Enceinte active 15 pouces", category: "audio", image: "/images/categories/audio.svg", price: "60.00", quantity: 2, totalDays: 3, vatRate: "19.00" },
  ];
  const statements = [
    `insert into rental_products (id, name, category, description, image_url, price, stock_quantity, created_at, updated_at) values
       ('${PRODUCT_LIGHT}', 'Lyre LED Beam 230', 'light', 'Lyre à faisceau serré, 230 W.', '/images/categories/light.svg', 80.00, 12, '2026-01-05 10:00+01', '2026-01-05 10:00+01'),
       ('${PRODUCT_AUDIO}', 'Enceinte active 15 pouces', 'audio', 'Enceinte amplifiée 1 000 W.', '/images/categories/audio.svg', 60.00, 8, '2026-01-05 10:00+01', '2026-01-05 10:00+01')`,
    `insert into rental_orders (id, first_name, last_name, email, phone, company, rental_date, return_date, fulfilment, delivery_address,
       departure_slot, return_slot, notes, items, total_amount, delivery_fee, deposit, total_ht, vat_amount, total_ttc, status, version,
       paid_amount, payments_revision, depot_revision, credited_ttc, invoice_due_on, charges_due_ttc, created_at, updated_at)
     values ('${ORDER}', 'Amel', 'Trabelsi', ${q(client.email)}, ${q(client.phone)}, 'Clinique du Lac', '2026-11-12', '2026-11-14', 'delivery',
       'Les Berges du Lac, Tunis', 'morning', 'afternoon', 'Accès par le quai de livraison, badge à demander à l''accueil.', ${json(items)},
       1320.00, 50.00, 500.00, 1370.00, 260.30, 1631.30, 'in_progress', 3, 1100.00, 3, 2, 119.00, '2026-11-19', 179.50,
       '2026-10-05 09:15+01', '2026-11-16 11:00+01')`,
    `insert into order_documents (id, order_id, kind, number, version, order_version, year, sequence, total_ht, total_ttc, corrects_id, payment_id, data, pdf, issued_by, issued_at) values
       ('${QUOTE}', '${ORDER}', 'quote', 'DEV-2026-0001', 1, 2, 2026, 1, 1370.00, 1631.30, null, null, ${json(documentData("quote", "DEV-2026-0001", "2026-10-06"))}, ${PDF}, ${q(by)}, '2026-10-06 10:00+01'),
       ('${INVOICE}', '${ORDER}', 'invoice', 'FAC-2026-0001', 1, null, 2026, 1, 1370.00, 1631.30, null, null, ${json(documentData("invoice", "FAC-2026-0001", "2026-10-20", { dueOn: "2026-11-19" }))}, ${PDF}, ${q(by)}, '2026-10-20 09:30+01'),
       ('${RECEIPT}', '${ORDER}', 'receipt', 'REC-2026-0001', 1, null, 2026, 1, null, 800.00, null, '${PAYMENT_TRANSFER}', '{}'::jsonb, ${PDF}, ${q(by)}, '2026-10-25 15:00+01'),
       ('${CREDIT_NOTE}', '${ORDER}', 'credit_note', 'AV-2026-0001', 1, null, 2026, 1, -100.00, -119.00, '${INVOICE}', null, '{}'::jsonb, ${PDF}, ${q(by)}, '2026-11-16 10:00+01'),
       ('${COMPLEMENT}', '${ORDER}', 'complementary_invoice', 'FAC-2026-0002', 1, null, 2026, 2, 150.00, 179.50, null, null, '{}'::jsonb, ${PDF}, ${q(by)}, '2026-11-16 10:30+01')`,
    `insert into document_counters (kind, year, last_value) values ('quote', 2026, 1), ('invoice', 2026, 2), ('credit_note', 2026, 1), ('receipt', 2026, 1)`,
    `insert into quote_acceptances (order_id, document_id, quote_number, version, accepted_name, accepted_at, ip, user_agent, pdf_sha256)
     values ('${ORDER}', '${QUOTE}', 'DEV-2026-0001', 1, 'Amel Trabelsi', '2026-10-07 08:42+01', '196.203.10.20', 'Mozilla/5.0', '${"0".repeat(64)}')`,
    `insert into order_payments (id, order_id, paid_on, amount, method, reference, cheque_number, bank, note, recorded_by, recorded_at, cancelled_at, cancelled_by, cancel_reason) values
       ('${PAYMENT_TRANSFER}', '${ORDER}', '2026-10-25', 800.00, 'transfer', 'VIR-CDL-2510', null, null, 'Acompte', ${q(by)}, '2026-10-25 14:50+01', null, null, null),
       ('${PAYMENT_CASH}', '${ORDER}', '2026-10-28', 100.00, 'cash', null, null, null, null, ${q(by)}, '2026-10-28 11:00+01', '2026-10-28 11:20+01', ${q(by)}, 'Saisi deux fois'),
       ('${PAYMENT_CHEQUE}', '${ORDER}', '2026-11-12', 300.00, 'cheque', null, '0045871', 'BIAT', null, ${q(by)}, '2026-11-12 09:10+01', null, null, null)`,
    `insert into order_deposits (order_id, received_on, received_amount, method, reference, received_by, received_at)
     values ('${ORDER}', '2026-11-12', 500.00, 'cheque', 'Chèque de caution 0045870', ${q(by)}, '2026-11-12 09:05+01')`,
    `insert into order_reminders (order_id, kind, invoice_number, amount_due, sent_to, sent_by, sent_at)
     values ('${ORDER}', 'manual', 'FAC-2026-0001', 591.80, ${q(client.email)}, ${q(by)}, '2026-11-24 10:30+01')`,
    `insert into order_charges (order_id, kind, status, amount, reason, lines, days, document_id, created_by, created_at, decided_by, decided_at) values
       ('${ORDER}', 'damage', 'confirmed', 150.00, 'Lentille d''une lyre fêlée au retour.', ${json([{ product_id: PRODUCT_LIGHT, name: "Lyre LED Beam 230", quantity: 1 }])},
        null, '${COMPLEMENT}', ${q(by)}, '2026-11-15 16:00+01', ${q(by)}, '2026-11-16 10:30+01'),
       ('${ORDER}', 'late', 'proposed', 96.00, 'Une lyre rendue en retard.', ${json([{ product_id: PRODUCT_LIGHT, name: "Lyre LED Beam 230", quantity: 1 }])},
        3, null, 'Système', '2026-11-17 08:00+01', null, null)`,
    `insert into order_equipment (order_id, product_id, name, out, returned, damaged, missing) values
       ('${ORDER}', '${PRODUCT_LIGHT}', 'Lyre LED Beam 230', 4, 2, 1, 0),
       ('${ORDER}', '${PRODUCT_AUDIO}', 'Enceinte active 15 pouces', 2, 2, 0, 0)`,
    `insert into equipment_movements (product_id, order_id, kind, quantity, note, actor, at) values
       ('${PRODUCT_LIGHT}', '${ORDER}', 'out', 4, null, ${q(by)}, '2026-11-12 08:30+01'),
       ('${PRODUCT_AUDIO}', '${ORDER}', 'out', 2, null, ${q(by)}, '2026-11-12 08:30+01'),
       ('${PRODUCT_LIGHT}', '${ORDER}', 'in', 2, null, ${q(by)}, '2026-11-15 15:40+01'),
       ('${PRODUCT_LIGHT}', '${ORDER}', 'damaged', 1, 'Lentille fêlée', ${q(by)}, '2026-11-15 15:40+01'),
       ('${PRODUCT_AUDIO}', '${ORDER}', 'in', 2, null, ${q(by)}, '2026-11-15 15:40+01')`,
    `insert into product_maintenance (product_id, order_id, kind, quantity, reason, since, reported_by)
     values ('${PRODUCT_LIGHT}', '${ORDER}', 'damaged', 1, 'Lentille fêlée au retour de CMD-000001.', '2026-11-15 15:40+01', ${q(by)})`,
    `insert into order_events (order_id, kind, summary, details, actor, created_at) values
       ('${ORDER}', 'placed', 'Commande passée sur le site', '[]'::jsonb, 'Amel Trabelsi', '2026-10-05 09:15+01'),
       ('${ORDER}', 'edited', 'Commande modifiée', ${json(["Frais de livraison : 0,00 DT → 50,00 DT", "Caution : 0,00 DT → 500,00 DT"])}, ${q(by)}, '2026-10-06 09:40+01'),
       ('${ORDER}', 'document-issued', 'Devis DEV-2026-0001 (v1) émis', '[]'::jsonb, ${q(by)}, '2026-10-06 10:00+01'),
       ('${ORDER}', 'quote-accepted', 'Devis DEV-2026-0001 (v1) accepté en ligne par Amel Trabelsi', '[]'::jsonb, 'Amel Trabelsi', '2026-10-07 08:42+01'),
       ('${ORDER}', 'status', 'Statut : Nouvelle → Confirmée', '[]'::jsonb, ${q(by)}, '2026-10-07 09:00+01'),
       ('${ORDER}', 'document-issued', 'Facture FAC-2026-0001 émise', '[]'::jsonb, ${q(by)}, '2026-10-20 09:30+01'),
       ('${ORDER}', 'payment', 'Paiement de 800,00 DT reçu (virement)', '[]'::jsonb, ${q(by)}, '2026-10-25 14:50+01'),
       ('${ORDER}', 'payment', 'Paiement de 100,00 DT reçu (espèces)', '[]'::jsonb, ${q(by)}, '2026-10-28 11:00+01'),
       ('${ORDER}', 'payment-cancelled', 'Paiement de 100,00 DT annulé : Saisi deux fois', '[]'::jsonb, ${q(by)}, '2026-10-28 11:20+01'),
       ('${ORDER}', 'deposit-received', 'Caution de 500,00 DT reçue (chèque)', '[]'::jsonb, ${q(by)}, '2026-11-12 09:05+01'),
       ('${ORDER}', 'payment', 'Paiement de 300,00 DT reçu (chèque)', '[]'::jsonb, ${q(by)}, '2026-11-12 09:10+01'),
       ('${ORDER}', 'equipment-out', 'Départ : 6 unités', ${json(["Lyre LED Beam 230 × 4", "Enceinte active 15 pouces × 2"])}, ${q(by)}, '2026-11-12 08:30+01'),
       ('${ORDER}', 'status', 'Statut : Confirmée → En cours', '[]'::jsonb, ${q(by)}, '2026-11-12 08:31+01'),
       ('${ORDER}', 'equipment-in', 'Retour : 5 unités, dont 1 endommagée', ${json(["Lyre LED Beam 230 : 2 rendues, 1 endommagée", "Enceinte active 15 pouces : 2 rendues"])}, ${q(by)}, '2026-11-15 15:40+01'),
       ('${ORDER}', 'charge', 'Frais ajoutés : dommages, 150,00 DT HT', '[]'::jsonb, ${q(by)}, '2026-11-15 16:00+01'),
       ('${ORDER}', 'credit-note-issued', 'Facture d''avoir AV-2026-0001 émise : 119,00 DT', '[]'::jsonb, ${q(by)}, '2026-11-16 10:00+01'),
       ('${ORDER}', 'document-issued', 'Facture complémentaire FAC-2026-0002 émise', '[]'::jsonb, ${q(by)}, '2026-11-16 10:30+01'),
       ('${ORDER}', 'email-sent', 'E-mail envoyé à ${client.email} : relance de paiement', '[]'::jsonb, 'Système', '2026-11-24 10:31+01')`,
    // The request: its message, its file, the conversation, a note, its timeline and an event quote.
    `insert into contact_messages (id, first_name, last_name, email, phone, event_type, services, event_date, guest_count, message, status, created_at, updated_at)
     values ('${MESSAGE}', 'Sonia', 'Ben Salah', 'sonia.bensalah@stcardio.tn', '+216 71 234 567', 'Congrès médical',
       array['Événements médicaux', 'Son et lumière'], '2027-03-18', 250,
       'Bonjour, la Société tunisienne de cardiologie organise son congrès annuel à Gammarth : salle plénière de 250 places, deux ateliers et un dîner de gala. Pouvez-vous nous proposer une offre ?',
       'handled', '2026-11-10 09:12+01', '2026-11-13 10:05+01')`,
    `insert into event_requests (message_id, stage, owner_id, follow_up_on, budget, event_date, guests, first_answer_at, unread, version, created_at, updated_at)
     values ('${MESSAGE}', 'proposal_sent', ${q(admin.id)}, '2026-12-04', 45000.00, '2027-03-18', 250, '2026-11-10 11:02+01', 0, 4, '2026-11-10 09:12+01', '2026-11-14 16:30+01')`,
    `insert into request_thread (id, message_id, direction, subject, body, author, created_at, read_at) values
       ('${THREAD[0]}', '${MESSAGE}', 'agency', 'Votre congrès médical du 18 mars 2027',
        'Bonjour Sonia,\n\nMerci pour votre demande. Pourriez-vous nous préciser le nombre de participants aux ateliers et le lieu du dîner ?\n\nBien cordialement,\nLeila', ${q(by)}, '2026-11-10 11:02+01', null),
       ('${THREAD[1]}', '${MESSAGE}', 'client', null,
        'Bonjour Leila,\n\nDeux ateliers de 60 personnes, et le dîner au même hôtel, en terrasse.\n\nSonia', 'Sonia Ben Salah', '2026-11-12 17:45+01', '2026-11-13 08:30+01'),
       ('${THREAD[2]}', '${MESSAGE}', 'agency', 'Notre proposition pour votre congrès',
        'Bonjour Sonia,\n\nVous trouverez notre devis sur votre espace. Nous restons à votre disposition pour en parler.\n\nLeila', ${q(by)}, '2026-11-14 16:30+01', null)`,
    `insert into request_notes (message_id, body, author, created_at)
     values ('${MESSAGE}', 'Budget serré sur le dîner : proposer la terrasse plutôt que la salle de bal.', ${q(by)}, '2026-11-13 10:05+01')`,
    `insert into request_events (message_id, kind, summary, details, actor, created_at) values
       ('${MESSAGE}', 'reply', 'Réponse envoyée : Votre congrès médical du 18 mars 2027', '[]'::jsonb, ${q(by)}, '2026-11-10 11:02+01'),
       ('${MESSAGE}', 'stage', 'Étape : Nouvelle → Qualifiée', '[]'::jsonb, ${q(by)}, '2026-11-10 11:05+01'),
       ('${MESSAGE}', 'details', 'Dossier mis à jour', ${json(["Budget : 45 000,00 DT", "Relance le 04/12/2026"])}, ${q(by)}, '2026-11-13 10:04+01'),
       ('${MESSAGE}', 'note', 'Note interne ajoutée', '[]'::jsonb, ${q(by)}, '2026-11-13 10:05+01'),
       ('${MESSAGE}', 'stage', 'Étape : Qualifiée → Proposition envoyée', '[]'::jsonb, ${q(by)}, '2026-11-14 16:30+01')`,
    `insert into event_quotes (message_id, number, version, year, sequence, lines, total_ht, total_ttc, data, pdf, issued_by, issued_at, sent_at)
     values ('${MESSAGE}', 'DEV-2026-0002', 1, 2026, 2,
       ${json([
         { kind: "free", description: "Sonorisation et éclairage de la plénière", quantity: 1, unit_price: "18000.00", vat_rate: "19.00" },
         { kind: "free", description: "Équipement de deux ateliers", quantity: 2, unit_price: "4500.00", vat_rate: "19.00" },
         { kind: "free", description: "Dîner de gala en terrasse : décor et lumière", quantity: 1, unit_price: "12000.00", vat_rate: "19.00" },
       ])},
       39000.00, 46411.00, '{}'::jsonb, ${PDF}, ${q(by)}, '2026-11-14 16:20+01', '2026-11-14 16:30+01')`,
    `update document_counters set last_value = 2 where kind = 'quote' and year = 2026`,
    ...todayStatements(admin.id),
  ];
  for (const statement of [...statements, deskOrders()]) await sql(statement);
  return admin.cookies;
}

/**
 * 24 more orders, so that the desk is a page of 25 and the planning's month and week are full:
 * clients, statuses and dates from fixed lists, two lines each, placed over October and November.
 */
function deskOrders(): string {
  const clients = [
    ["Karim", "Ben Youssef", "Hôtel Laico"], ["Sarra", "Jlassi", null], ["Mehdi", "Gharbi", "Tunisie Telecom"], ["Ines", "Bouazizi", null],
    ["Walid", "Chaabane", "Clinique Pasteur"], ["Nour", "Hammami", "Université de Carthage"], ["Youssef", "Mabrouk", null], ["Rim", "Khelifi", "Banque de l'Habitat"],
  ];
  const statuses = ["new", "confirmed", "in_progress", "completed", "confirmed", "new"];
  const rows = Array.from({ length: 24 }, (_, i) => {
    const [first, last, company] = clients[i % clients.length]!;
    const from = new Date(Date.UTC(2026, 10, 3 + ((i * 5) % 24)));
    const to = new Date(from.getTime() + (1 + (i % 3)) * 86_400_000);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const quantity = 1 + (i % 4);
    const items = [
      { id: PRODUCT_LIGHT, name: "Lyre LED Beam 230", category: "light", image: "/images/categories/light.svg", price: "80.00", quantity, totalDays: 1 + (i % 3), vatRate: "19.00" },
      { id: PRODUCT_AUDIO, name: "Enceinte active 15 pouces", category: "audio", image: "/images/categories/audio.svg", price: "60.00", quantity: 2, totalDays: 1 + (i % 3), vatRate: "19.00" },
    ];
    const ht = (80 * quantity + 120) * (1 + (i % 3));
    const id = `5c1e0000-0000-4000-8000-${String(1000 + i).padStart(12, "0")}`;
    const created = new Date(Date.UTC(2026, 9, 1 + i, 8 + (i % 9), (i * 7) % 60));
    return `('${id}', ${q(first!)}, ${q(last!)}, ${q(`${first!.toLowerCase()}.${last!.toLowerCase().replace(/ /g, "")}@example.tn`)}, '+216 98 ${String(100000 + i * 4321).slice(0, 3)} ${String(100 + i)}',
      ${company ? q(company) : "null"}, '${day(from)}', '${day(to)}', '${i % 2 ? "pickup" : "delivery"}', 'Les Berges du Lac, Tunis', 'morning', 'evening', null, ${json(items)},
      ${ht}.00, 0.00, 0.00, ${ht}.00, ${(ht * 0.19).toFixed(2)}, ${(ht * 1.19 + 1).toFixed(2)}, '${statuses[i % statuses.length]}', 1, '${created.toISOString()}', '${created.toISOString()}')`;
  });
  return `insert into rental_orders (id, first_name, last_name, email, phone, company, rental_date, return_date, fulfilment, delivery_address,
     departure_slot, return_slot, notes, items, total_amount, delivery_fee, deposit, total_ht, vat_amount, total_ttc, status, version, created_at, updated_at)
   values ${rows.join(",\n")}`;
}

/**
 * What fills every section of 'Aujourd'hui' besides the order and the request above (CMD-000001
 * late to come back, its invoice overdue): a departure this morning and one tomorrow, a return this
 * evening with its units out, a new order whose quote was accepted online yesterday and another to
 * confirm, an event quote accepted yesterday, a client's answer unread and a follow-up due. Dated
 * from the server's today (Tunis), like the pages that read them.
 */
function todayStatements(adminId: string): string[] {
  const day = (offset: number) => `(now() at time zone 'Africa/Tunis')::date + ${offset}`;
  const at = (hoursAgo: number) => `now() - interval '${hoursAgo} hours'`;
  const item = (id: string, name: string, category: string, quantity: number) => ({ id, name, category, image: `/images/categories/${category}.svg`, price: category === "light" ? "80.00" : "60.00", quantity, totalDays: 3, vatRate: "19.00" });
  const order = (id: string, first: string, last: string, company: string | null, from: number, to: number, status: string, slots: [string | null, string | null], items: unknown[]) =>
    `insert into rental_orders (id, first_name, last_name, email, phone, company, rental_date, return_date, fulfilment, delivery_address, departure_slot, return_slot,
       items, total_amount, total_ht, vat_amount, total_ttc, status, created_at, updated_at)
     values ('${id}', ${q(first)}, ${q(last)}, ${q(`${first.toLowerCase()}.${last.toLowerCase().replaceAll(" ", "")}@example.tn`)}, '+216 22 345 678', ${company ? q(company) : "null"},
       ${day(from)}, ${day(to)}, 'delivery', 'Hôtel Mövenpick, Sousse', ${slots[0] ? q(slots[0]) : "null"}, ${slots[1] ? q(slots[1]) : "null"},
       ${json(items)}, 360.00, 360.00, 68.40, 429.40, '${status}', ${at(72)}, ${at(72)})`;
  const [departure, returning, tomorrow, accepted, toConfirm] = TODAY_ORDERS as [string, string, string, string, string];
  const [won, answered, followUp] = TODAY_MESSAGES as [string, string, string];
  const message = (id: string, first: string, last: string, type: string, text: string) =>
    `insert into contact_messages (id, first_name, last_name, email, phone, event_type, message, status, created_at, updated_at)
     values ('${id}', ${q(first)}, ${q(last)}, ${q(`${first.toLowerCase()}@example.tn`)}, '+216 98 765 432', ${q(type)}, ${q(text)}, 'handled', ${at(24 * 12)}, ${at(24 * 12)})`;
  return [
    order(departure, "Karim", "Jaziri", "Laboratoires Opalia", 0, 2, "confirmed", ["morning", "afternoon"], [item(PRODUCT_AUDIO, "Enceinte active 15 pouces", "audio", 2)]),
    order(returning, "Nadia", "Ferchichi", null, -2, 0, "in_progress", ["morning", "evening"], [item(PRODUCT_LIGHT, "Lyre LED Beam 230", "light", 4)]),
    `insert into order_equipment (order_id, product_id, name, out) values ('${returning}', '${PRODUCT_LIGHT}', 'Lyre LED Beam 230', 4)`,
    order(tomorrow, "Hichem", "Ben Ammar", "Tunisie Télécom", 1, 3, "confirmed", ["afternoon", "morning"], [item(PRODUCT_AUDIO, "Enceinte active 15 pouces", "audio", 2)]),
    order(accepted, "Ines", "Gharbi", "Clinique Hannibal", 12, 14, "new", ["morning", "evening"], [item(PRODUCT_LIGHT, "Lyre LED Beam 230", "light", 2)]),
    `insert into order_documents (id, order_id, kind, number, version, order_version, year, sequence, total_ht, total_ttc, data, pdf, issued_by, issued_at)
     values ('${TODAY_QUOTE}', '${accepted}', 'quote', 'DEV-2026-0003', 1, 1, 2026, 3, 360.00, 429.40, '{}'::jsonb, ${PDF}, ${q(ADMIN.email)}, ${at(48)})`,
    `insert into quote_acceptances (order_id, document_id, quote_number, version, accepted_name, accepted_at, ip, user_agent, pdf_sha256)
     values ('${accepted}', '${TODAY_QUOTE}', 'DEV-2026-0003', 1, 'Ines Gharbi', ${at(20)}, '196.203.10.21', 'Mozilla/5.0', '${"0".repeat(64)}')`,
    order(toConfirm, "Walid", "Trabelsi", null, 5, 6, "new", [null, null], [item(PRODUCT_AUDIO, "Enceinte active 15 pouces", "audio", 2)]),
    message(won, "Rania", "Chaabane", "Mariage", "Bonjour, nous nous marions en juin à Hammamet : pouvez-vous nous proposer la sonorisation et la lumière ?"),
    `insert into event_requests (message_id, stage, owner_id, created_at, updated_at) values ('${won}', 'proposal_sent', ${q(adminId)}, ${at(24 * 12)}, ${at(24)})`,
    `insert into event_quotes (message_id, number, version, year, sequence, lines, total_ht, total_ttc, data, pdf, issued_by, issued_at, sent_at, accepted_name, accepted_at)
     values ('${won}', 'DEV-2026-0004', 1, 2026, 4, '[]'::jsonb, 8500.00, 10116.00, '{}'::jsonb, ${PDF}, ${q(ADMIN.email)}, ${at(72)}, ${at(70)}, 'Rania Chaabane', ${at(22)})`,
    `update document_counters set last_value = 4 where kind = 'quote' and year = 2026`,
    message(answered, "Mehdi", "Karoui", "Séminaire d'entreprise", "Séminaire de direction de 80 personnes à Tabarka, deux jours en mars."),
    `insert into event_requests (message_id, stage, owner_id, unread, created_at, updated_at) values ('${answered}', 'qualified', ${q(adminId)}, 1, ${at(24 * 12)}, ${at(3)})`,
    `insert into request_thread (message_id, direction, body, author, created_at)
     values ('${answered}', 'client', 'Bonjour Leila,

Merci pour vos questions : nous serons 80, avec une plénière et trois ateliers. Pouvez-vous aussi prévoir la traduction simultanée ?

Mehdi', 'Mehdi Karoui', ${at(3)})`,
    message(followUp, "Salma", "Bouazizi", "Congrès médical", "Congrès régional de pédiatrie, 300 participants, en avril à Monastir."),
    `insert into event_requests (message_id, stage, owner_id, follow_up_on, created_at, updated_at) values ('${followUp}', 'qualified', ${q(adminId)}, ${day(-2)}, ${at(24 * 12)}, ${at(24 * 5)})`,
  ];
}

async function waitForServer(child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("le serveur n'a pas répondu sur /healthz en 180 s");
}

/** Noon of today's Tunis calendar day: the browser's clock, the same for every capture of a day. */
function tunisNoon(): Date {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Tunis" }).format(new Date());
  return new Date(`${day}T12:00:00+01:00`);
}

/**
 * The production build of `buildDir` served as the browser tests serve it, on a fresh embedded
 * database seeded on start; `stop` ends the server and removes the database.
 */
export async function startServer(buildDir: string): Promise<{ stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "imagine-screens-"));
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    cwd: path.dirname(buildDir),
    env: { ...process.env, E2E_PORT: String(PORT), E2E_DATA_DIR: dataDir, BUILD_DIR: buildDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * The shop's rental dialog on a phone for a product with no unit free on the catalogue's dates: the
 * 'Complet' line is read above the calendar. Taken last, as the booking that fills the product would
 * change the back office's screens.
 */
async function captureFullProduct(browser: Browser, outDir: string): Promise<void> {
  const [from, to] = await sql(
    `select to_char((now() at time zone 'Africa/Tunis')::date + 30, 'YYYY-MM-DD') as "from", to_char((now() at time zone 'Africa/Tunis')::date + 32, 'YYYY-MM-DD') as "to"`,
  ).then(({ rows }) => [String(rows[0]!.from), String(rows[0]!.to)]);
  const items = [{ id: PRODUCT_LIGHT, name: "Lyre LED Beam 230", category: "light", image: "/images/categories/light.svg", price: "80.00", quantity: 12, totalDays: 3, vatRate: "19.00" }];
  await sql(`insert into rental_orders (id, first_name, last_name, email, phone, company, rental_date, return_date, fulfilment, delivery_address, departure_slot, return_slot,
      items, total_amount, total_ht, vat_amount, total_ttc, status, created_at, updated_at)
    values ('5c1e0000-0000-4000-8000-000000000007', 'Sami', 'Belhadj', 'sami.belhadj@example.tn', '+216 22 345 679', 'Palais des congrès', '${from}', '${to}', 'delivery',
      'Palais des congrès, Tunis', 'morning', 'evening', ${json(items)}, 2880.00, 2880.00, 547.20, 3428.20, 'confirmed', now(), now())`);
  const { options } = VIEWPORTS[0]!;
  const context = await browser.newContext({ ...options, locale: "fr-FR", timezoneId: "Africa/Tunis", reducedMotion: "reduce", baseURL: BASE });
  const page = await context.newPage();
  await page.clock.setFixedTime(tunisNoon());
  await page.goto(`/location-materiel?du=${from}&au=${to}`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
  await page.getByRole("link", { name: "Choisir d'autres dates : Lyre LED Beam 230" }).click();
  await page.getByRole("dialog").getByText(/^Complet du /).waitFor();
  await page.mouse.move(0, 0);
  await page.waitForLoadState("networkidle");
  const file = path.join(outDir, "rental-complet-390.png");
  await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
  console.log(file);
  await context.close();
}

async function main(): Promise<number> {
  const [outArg, buildArg = "build"] = process.argv.slice(2);
  if (!outArg) {
    console.error("Usage : npx tsx scripts/capture-screens.ts <dossier de sortie> [dossier du build]");
    return 2;
  }
  const outDir = path.resolve(outArg);
  mkdirSync(outDir, { recursive: true });

  const server = await startServer(path.resolve(buildArg));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell", args: LAUNCH_ARGS });
  try {
    const cookies = await seed();
    for (const { width, options } of VIEWPORTS) {
      const context = await browser.newContext({ ...options, locale: "fr-FR", timezoneId: "Africa/Tunis", reducedMotion: "reduce", baseURL: BASE });
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: BASE, httpOnly: true, sameSite: "Lax" as const })));
      const page = await context.newPage();
      await page.clock.setFixedTime(tunisNoon());
      for (const screen of TAKEN) {
        const response = await page.goto(screen.path, { waitUntil: "networkidle" });
        if (!response?.ok() || new URL(page.url()).href !== new URL(screen.path, BASE).href) {
          throw new Error(`${screen.path} : ${response?.status() ?? "pas de réponse"} (${page.url()})`);
        }
        await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForLoadState("networkidle");
        // A page wider than the screen is captured wider: say which element sticks out.
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= limit) return null;
          const out = [...document.body.querySelectorAll("*")].filter(
            (el) => el.getBoundingClientRect().right > limit + 0.5 && ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 0.5),
          );
          return out.slice(0, 3).map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}"> « ${(el.textContent ?? "").trim().slice(0, 60)} »`);
        });
        if (overflow) console.warn(`${screen.name}-${width} : plus large que l'écran, à cause de ${overflow.join(" ; ")}`);
        const file = path.join(outDir, `${screen.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
        console.log(file);
      }
      // A phone's navigation: the header's menu, opened over the desk (when the build has one).
      if (width === 390) {
        await page.goto("/admin/shop", { waitUntil: "networkidle" });
        await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
        const menu = page.getByRole("button", { name: /^Menu/ });
        if ((await menu.count()) > 0) {
          await menu.click();
          await page.getByRole("dialog").waitFor();
          await page.waitForTimeout(400);
          const file = path.join(outDir, "menu-390.png");
          await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
          console.log(file);
        }
      }
      await context.close();
    }
    if (!ONLY || ONLY.includes("rental-complet")) await captureFullProduct(browser, outDir);
    return 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = await main();
