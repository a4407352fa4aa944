import { execFileSync } from "node:child_process";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact_messages, event_quotes, event_requests, mail_queue, order_documents, order_events, rental_orders, rental_products, request_attachments, request_events, request_thread } from "~/db/schema";
import { formatPrice } from "~/lib/pricing";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { issueDocument } from "~/orders/documents.server";
import { OverbookingError } from "~/orders/availability.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { StageChangeSchema } from "../request-schema";
import { changeStage, ensureRequest, RequestError } from "../requests.server";
import { acceptEventQuote, getClientEventQuotes } from "./event-quote-acceptance.server";
import { NEW_VERSION_COMING, NOT_SENT_MESSAGE } from "./event-quote-messages";
import { EventQuoteSchema } from "./event-quote-schema";
import { EventQuoteError, getEventQuotePdf, issueEventQuote, listEventQuotes, sendEventQuote } from "./event-quotes.server";

// Event quotes (issue 24) on a real database: numbered from the rental quotes' own counter, under
// concurrency; versions and the stale page; rental lines checked against the planning when issued
// and again, under the lock, when the request is won and they become a confirmed order; sending
// with the thread; the client's online acceptance by the rental quote's rules.

const ADMIN = "devis@imagine-events.tn";
const today = todayInTunis();
const from = addDays(today, 40);
const to = addDays(today, 42);
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");

describe.each(testDatabaseTargets())("event quotes on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db, { vat_rate: "19", stamp_duty: "1" });
  });
  afterAll(() => database.dispose());

  async function request(fields: Partial<typeof contact_messages.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(contact_messages)
      .values({ first_name: "Leïla", last_name: "Haddad", email: "leila@example.test", phone: "+216 22 333 444", event_type: "Mariage", event_date: addDays(today, 41), guest_count: 180, message: "Mariage à Hammamet", ...fields })
      .returning();
    await ensureRequest(database.db, row!.id);
    return row!;
  }

  const input = (lines: Record<string, string>[], based_on = "") =>
    EventQuoteSchema.parse({
      based_on,
      title: "",
      notes: "",
      lines: lines.map((line) => ({ kind: "free", description: "Coordination du jour J", quantity: "1", unit_price: "1500", vat_rate: "19", product_id: "", from: "", to: "", ...line })),
    });
  const premium = { kind: "package", description: "Formule Premium — Mariages\nPiste de danse LED · Photographe et vidéaste", unit_price: "9 800" };
  const stage = (version: number, fields: Record<string, string>) => StageChangeSchema.parse({ version: String(version), ...fields });
  const requestRow = async (id: string) => (await database.db.select().from(event_requests).where(eq(event_requests.message_id, id)))[0]!;

  it("numbers event quotes and rental quotes from one counter, concurrently: no gap, no duplicate", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Enceinte amplifiée", stock_quantity: 50 });
    const orders = await Promise.all(Array.from({ length: 4 }, () => insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] })));
    const messages = await Promise.all(Array.from({ length: 6 }, () => request()));
    const numbers = await Promise.all([
      ...orders.map((order) => issueDocument(db, order.id, "quote", ADMIN).then((doc) => doc.number)),
      ...messages.map((message) => issueEventQuote(db, message.id, input([premium]), ADMIN).then((quote) => quote.number)),
    ]);
    const sequences = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(10);
    expect(sequences).toEqual(Array.from({ length: 10 }, (_, i) => sequences[0]! + i));
    expect(numbers.every((number) => number.startsWith(`DEV-${today.slice(0, 4)}-`))).toBe(true);
    // Both tables hold them, each number once.
    const stored = [...(await db.select({ number: event_quotes.number }).from(event_quotes)), ...(await db.select({ number: order_documents.number }).from(order_documents))].map((row) => row.number);
    expect(stored.filter((number) => numbers.includes(number))).toHaveLength(10);
  });

  it("issues new versions of the request's number, and refuses a page drawn before the latest one", async () => {
    const db = database.db;
    const message = await request();
    const first = await issueEventQuote(db, message.id, input([premium, { description: "Cocktail de bienvenue", quantity: "180", unit_price: "12,50" }]), ADMIN);
    expect(first).toMatchObject({ version: 1, total_ht: "12050.00", total_ttc: "14340.50", hasRental: false, fileName: `${first.number}-v1.pdf` });

    // A second admin, or a second tab, still on the page without any quote.
    const stale = await issueEventQuote(db, message.id, input([premium]), ADMIN).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(EventQuoteError);
    expect(stale).toMatchObject({ status: 409, field: "based_on", latestId: first.id });
    expect((stale as Error).message).toContain(`Un autre devis a été émis pour cette demande depuis l'ouverture de la page (${first.number})`);

    const second = await issueEventQuote(db, message.id, input([premium], first.id), ADMIN);
    expect(second).toMatchObject({ number: first.number, version: 2, total_ttc: "11663.00" });
    await expect(issueEventQuote(db, message.id, input([premium], first.id), ADMIN)).rejects.toMatchObject({ status: 409, latestId: second.id });
    expect((await listEventQuotes(db, message.id)).map((quote) => quote.version)).toEqual([2, 1]);
    // Issued without its PDF (issue 38): 'En préparation' until rendered; the download renders and stores it.
    expect((await listEventQuotes(db, message.id)).map((quote) => quote.pdf_ready)).toEqual([false, false]);
    const downloaded = await getEventQuotePdf(db, message.id, `${first.number}-v2.pdf`);
    expect(downloaded).toMatchObject({ fileName: `${first.number}-v2.pdf` });
    expect(pdfText(downloaded!.pdf)).toContain(`${first.number}`);
    expect((await listEventQuotes(db, message.id)).map((quote) => quote.pdf_ready)).toEqual([true, false]);
    const [stored] = await db.select({ pdf: event_quotes.pdf }).from(event_quotes).where(eq(event_quotes.id, second.id));
    expect(Buffer.compare(stored!.pdf!, downloaded!.pdf)).toBe(0);
    expect(await getEventQuotePdf(db, message.id, `${first.number}-v3.pdf`)).toBeNull();
    expect(await getEventQuotePdf(db, (await request()).id, `${first.number}-v2.pdf`)).toBeNull();
    const events = await db.select({ summary: request_events.summary }).from(request_events).where(eq(request_events.message_id, message.id));
    expect(events.map((event) => event.summary)).toEqual(
      expect.arrayContaining([`Devis ${first.number} version 1 émis (${formatPrice(1434050n)} TTC)`, `Devis ${first.number} version 2 émis (${formatPrice(1166300n)} TTC)`]),
    );
  });

  it("taxes the speakers' accommodation at 7 % beside the rest at 19 %, and refuses a rate not in the settings' list", async () => {
    const db = database.db;
    const message = await request();
    const refused = await issueEventQuote(db, message.id, input([premium, { description: "Hébergement des intervenants", quantity: "6", unit_price: "185", vat_rate: "5,5" }]), ADMIN).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EventQuoteError);
    expect(refused).toMatchObject({ status: 400, field: "lines.1.vat_rate", message: "Taux de TVA inconnu : choisissez l'un des taux des paramètres de la boutique (19\u00a0%, 13\u00a0%, 7\u00a0% ou 0\u00a0%)." });
    expect(await listEventQuotes(db, message.id)).toEqual([]);

    const quote = await issueEventQuote(db, message.id, input([premium, { description: "Hébergement des intervenants", quantity: "6", unit_price: "185", vat_rate: "7" }]), ADMIN);
    // 9 800 at 19 % (1 862) + 1 110 at 7 % (77.70) = 10 910 HT; + 1 939.70 VAT + 1 stamp.
    expect(quote).toMatchObject({ total_ht: "10910.00", total_ttc: "12850.70" });
    const [row] = await db.select({ data: event_quotes.data, lines: event_quotes.lines }).from(event_quotes).where(eq(event_quotes.id, quote.id));
    expect(row!.lines.map((line) => line.vat_rate)).toEqual(["19.00", "7.00"]);
    expect((row!.data as { figures: unknown }).figures).toMatchObject({
      vatByRate: [
        { rate: "19.00", base: "9800.00", vat: "1862.00" },
        { rate: "7.00", base: "1110.00", vat: "77.70" },
      ],
      vat: "1939.70",
    });
  });

  it("refuses a rental line over dates its product has no unit free, naming the product and the dates", async () => {
    const db = database.db;
    const lyre = await insertProduct(db, { name: "Lyre LED Beam 230 W", stock_quantity: 2, price: "45.00" });
    await insertPricedOrder(db, { status: "confirmed", from: addDays(today, 41), to: addDays(today, 41), lines: [{ product: lyre, quantity: 2 }] });
    const message = await request();
    const rental = { kind: "rental", description: "Lyre LED Beam 230 W", quantity: "1", unit_price: "45", product_id: lyre.id, from, to };
    const refused = await issueEventQuote(db, message.id, input([premium, rental]), ADMIN).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OverbookingError);
    const day = (iso: string) => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
    expect((refused as Error).message).toBe(`Stock insuffisant pour « Lyre LED Beam 230 W » : aucune unité disponible du ${day(from)} au ${day(to)}.`);
    expect(await listEventQuotes(db, message.id)).toEqual([]);
    // Later dates, clear of the order and its buffers: issued.
    const later = { ...rental, from: addDays(today, 50), to: addDays(today, 51) };
    expect(await issueEventQuote(db, message.id, input([premium, later]), ADMIN)).toMatchObject({ version: 1, hasRental: true });
    // A product withdrawn from the catalogue is refused by name.
    await db.update(rental_products).set({ is_available: false }).where(eq(rental_products.id, lyre.id));
    const latest = (await listEventQuotes(db, message.id))[0]!;
    await expect(issueEventQuote(db, message.id, input([premium, later], latest.id), ADMIN)).rejects.toMatchObject({ status: 409, message: "« Lyre LED Beam 230 W » n'est plus proposé à la location : retirez cette ligne." });
  });

  it("makes a won request's rental lines a confirmed order, once; an overbooking refuses the whole stage change", async () => {
    const db = database.db;
    const chairs = await insertProduct(db, { name: "Chaise Napoléon III dorée", stock_quantity: 100, price: "6.00", category: "furniture" });
    const dance = await insertProduct(db, { name: "Piste de danse LED", stock_quantity: 1, price: "900.00", category: "stage" });
    const message = await request();
    const quote = await issueEventQuote(
      db,
      message.id,
      input([
        premium,
        { kind: "rental", description: "Chaise Napoléon III dorée", quantity: "80", unit_price: "5,50", product_id: chairs.id, from, to },
        // At 13 %, as the agency chose on the quote: the order keeps the line's rate.
        { kind: "rental", description: "Piste de danse LED", quantity: "1", unit_price: "850", vat_rate: "13", product_id: dance.id, from: addDays(today, 41), to: addDays(today, 41) },
      ]),
      ADMIN,
    );
    expect(quote.hasRental).toBe(true);

    const won = await changeStage(db, message.id, stage(1, { stage: "won", won_value: "12 000" }), ADMIN);
    expect(won.rental_order_id).toEqual(expect.any(String));
    const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, won.rental_order_id!));
    expect(order).toMatchObject({ status: "confirmed", first_name: "Leïla", last_name: "Haddad", email: "leila@example.test", phone: "+216 22 333 444", rental_date: from, return_date: to });
    expect(order!.items).toEqual([
      expect.objectContaining({ id: chairs.id, name: "Chaise Napoléon III dorée", price: "5.50", quantity: 80, totalDays: 3, vatRate: "19.00" }),
      expect.objectContaining({ id: dance.id, price: "850.00", quantity: 1, totalDays: 1, vatRate: "13.00", from: addDays(today, 41), to: addDays(today, 41) }),
    ]);
    // 80 × 5.50 × 3 = 1 320 at 19 % (250.80) + 850 at 13 % (110.50) = 2 170 HT; VAT 361.30; stamp 1.
    expect(order).toMatchObject({ total_amount: "2170.00", total_ht: "2170.00", vat_amount: "361.30", total_ttc: "2532.30" });
    const orderEvents = await db.select().from(order_events).where(eq(order_events.order_id, order!.id));
    expect(orderEvents.map((event) => event.summary)).toEqual([`Commande créée et confirmée depuis la demande de Leïla Haddad (devis ${quote.number} version 1 gagné)`]);
    const requestEvents = await db.select({ kind: request_events.kind, summary: request_events.summary }).from(request_events).where(eq(request_events.message_id, message.id));
    expect(requestEvents).toContainEqual({ kind: "rental-order", summary: expect.stringMatching(new RegExp(`^Commande de location CMD-\\d{6} créée et confirmée depuis le devis ${quote.number} version 1$`)) });

    // Reopened and won again: the order that stands is kept, not made twice.
    await changeStage(db, message.id, stage(2, { stage: "qualified" }), ADMIN);
    const again = await changeStage(db, message.id, stage(3, { stage: "won", won_value: "12 000" }), ADMIN);
    expect(again.rental_order_id).toBe(won.rental_order_id);
    expect(await db.select({ id: rental_orders.id }).from(rental_orders).where(eq(rental_orders.email, "leila@example.test"))).toHaveLength(1);

    // Another request wants the one dance floor on the same day; meanwhile the first order holds it.
    const other = await request({ email: "sami@example.test", first_name: "Sami" });
    await issueEventQuote(db, other.id, input([{ kind: "rental", description: "Piste de danse LED", quantity: "1", unit_price: "900", product_id: dance.id, from: addDays(today, 60), to: addDays(today, 60) }]), ADMIN);
    const otherQuote = (await listEventQuotes(db, other.id))[0]!;
    // The agency moves the quote to the busy day as a new version … refused when issued:
    await expect(
      issueEventQuote(db, other.id, input([{ kind: "rental", description: "Piste de danse LED", quantity: "1", unit_price: "900", product_id: dance.id, from: addDays(today, 41), to: addDays(today, 41) }], otherQuote.id), ADMIN),
    ).rejects.toBeInstanceOf(OverbookingError);
    // … and the day it was issued for is taken by a rental confirmed since: winning is refused whole.
    await insertPricedOrder(db, { status: "confirmed", from: addDays(today, 59), to: addDays(today, 61), lines: [{ product: dance, quantity: 1 }] });
    const refused = await changeStage(db, other.id, stage(1, { stage: "won", won_value: "900" }), ADMIN).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RequestError);
    expect(refused).toMatchObject({ status: 409, field: "stage" });
    expect((refused as Error).message).toMatch(/^Stock insuffisant pour « Piste de danse LED » : aucune unité disponible du /);
    expect(await requestRow(other.id)).toMatchObject({ stage: "new", version: 1, won_value: null, rental_order_id: null });
    expect(await db.select({ id: rental_orders.id }).from(rental_orders).where(eq(rental_orders.email, "sami@example.test"))).toHaveLength(0);
    const otherEvents = await db.select({ kind: request_events.kind }).from(request_events).where(eq(request_events.message_id, other.id));
    expect(otherEvents.map((event) => event.kind)).not.toContain("stage");
  });

  it("wins two requests wanting the last unit at once: one gets the order, the other is refused", async () => {
    const db = database.db;
    const stage2 = await insertProduct(db, { name: "Scène modulaire 8 × 6 m", stock_quantity: 1, price: "1200.00", category: "stage" });
    const day = addDays(today, 70);
    const rivals = await Promise.all([request({ email: "rival-a@example.test" }), request({ email: "rival-b@example.test" })]);
    // Quotes hold nothing: both are issued for the one stage on the same day.
    for (const rival of rivals) {
      await issueEventQuote(db, rival.id, input([{ kind: "rental", description: "Scène modulaire 8 × 6 m", quantity: "1", unit_price: "1200", product_id: stage2.id, from: day, to: day }]), ADMIN);
    }
    const results = await Promise.allSettled(rivals.map((rival) => changeStage(db, rival.id, stage(1, { stage: "won", won_value: "1200" }), ADMIN)));
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: expect.stringMatching(/^Stock insuffisant pour « Scène modulaire 8 × 6 m » : aucune unité disponible/) });
    const made = await db.select({ id: rental_orders.id }).from(rental_orders).where(inArray(rental_orders.email, ["rival-a@example.test", "rival-b@example.test"]));
    expect(made).toHaveLength(1);
  });

  it("sends the latest quote with the thread: the e-mail with its PDF, the agency's message, the timeline", async () => {
    const db = database.db;
    const message = await request();
    const first = await issueEventQuote(db, message.id, input([premium]), ADMIN);
    const second = await issueEventQuote(db, message.id, input([premium, { description: "Décoration florale", unit_price: "2 400" }], first.id), ADMIN);
    await expect(sendEventQuote(db, message.id, first.id, ADMIN)).rejects.toMatchObject({ status: 409, message: "Ce devis a été remplacé par la version 2 : envoyez la plus récente." });
    const at = new Date("2026-03-02T09:15:00Z");
    const sent = await sendEventQuote(db, message.id, second.id, ADMIN, at);
    expect(sent.to).toBe("leila@example.test");

    const [mail] = await db.select().from(mail_queue).where(eq(mail_queue.message_id, message.id));
    expect(mail).toMatchObject({ to: "leila@example.test", kind: "quote", subject: `Imagine : votre devis ${second.number} (version 2)` });
    expect(mail!.text).toContain(`/demande/`);
    expect(mail!.text).toContain(`/devis/${second.number}-v2.pdf`);
    const [thread] = await db.select().from(request_thread).where(eq(request_thread.message_id, message.id));
    expect(thread).toMatchObject({ direction: "agency", subject: `Devis ${second.number} (version 2)`, author: ADMIN });
    expect(thread!.body).toContain(`d'un montant de ${formatPrice(1451900n)} TTC. Vous pouvez l'accepter en ligne depuis cette page`);
    // The PDF is joined to the agency's message, and the e-mail takes it from there.
    const [file] = await db.select().from(request_attachments).where(eq(request_attachments.thread_id, thread!.id));
    expect(file).toMatchObject({ file_name: `${second.number}-v2.pdf`, content_type: "application/pdf" });
    expect(mail!.attachments).toEqual([{ filename: `${second.number}-v2.pdf`, contentType: "application/pdf", requestAttachmentId: file!.id }]);
    // (The number is set in bold, whose "5" pdftotext drops: the lines and the total say which PDF it is.)
    expect(pdfText(file!.content)).toMatch(/Décoration florale[\s\S]*Total TTC +14 519,00 DT/);
    expect((await requestRow(message.id)).first_answer_at).toEqual(thread!.created_at);
    const events = await db.select({ summary: request_events.summary }).from(request_events).where(eq(request_events.message_id, message.id));
    expect(events.map((event) => event.summary)).toContain(`Devis ${second.number} version 2 envoyé par e-mail à leila@example.test`);

    // Sent: from now on the client sees it and may accept it; sending it again keeps the first time.
    await sendEventQuote(db, message.id, second.id, ADMIN, new Date("2026-03-03T09:15:00Z"));
    expect((await listEventQuotes(db, message.id)).map((quote) => [quote.version, quote.sent_at])).toEqual([
      [2, at],
      [1, null],
    ]);
  });

  it("lets the client accept the latest version once it is sent, once, by the rental quote's rules", async () => {
    const db = database.db;
    const message = await request();
    const first = await issueEventQuote(db, message.id, input([premium]), ADMIN);
    await sendEventQuote(db, message.id, first.id, ADMIN);
    const second = await issueEventQuote(db, message.id, input([premium, { description: "Feu d'artifice", unit_price: "3 000" }], first.id), ADMIN);
    const client = { ip: "198.51.100.7", userAgent: "Navigateur de test" };

    // Version 2 is issued, not sent: the client sees version 1 only, and accepts neither.
    await expect(acceptEventQuote(db, message.id, second.id, { name: "Leïla Haddad" }, client)).rejects.toMatchObject({ status: 409, message: NOT_SENT_MESSAGE });
    await expect(acceptEventQuote(db, message.id, first.id, { name: "Leïla Haddad" }, client)).rejects.toMatchObject({ status: 409, message: NEW_VERSION_COMING });
    const beforeSending = await getClientEventQuotes(db, message.id);
    expect(beforeSending.map((quote) => [quote.version, quote.canAccept, quote.newVersionComing])).toEqual([[1, false, true]]);
    expect(await getEventQuotePdf(db, message.id, second.fileName, { sentOnly: true })).toBeNull();
    expect(await getEventQuotePdf(db, message.id, second.fileName)).not.toBeNull();
    expect(await getEventQuotePdf(db, message.id, first.fileName, { sentOnly: true })).not.toBeNull();
    expect((await db.select().from(event_quotes).where(eq(event_quotes.id, second.id)))[0]!.accepted_name).toBeNull();

    await sendEventQuote(db, message.id, second.id, ADMIN);
    expect((await getClientEventQuotes(db, message.id)).map((quote) => [quote.version, quote.canAccept, quote.newVersionComing])).toEqual([
      [2, true, false],
      [1, false, false],
    ]);
    await expect(acceptEventQuote(db, message.id, first.id, { name: "Leïla Haddad" }, client)).rejects.toMatchObject({
      status: 409,
      message: "Ce devis a été remplacé par une version plus récente (version 2) : lisez-la, puis acceptez-la si elle vous convient.",
    });
    await expect(acceptEventQuote(db, message.id, "0b6f1d2e-4c4a-4c1b-9d7e-2f3a4b5c6d7e", { name: "Leïla Haddad" }, client)).rejects.toMatchObject({ status: 404 });
    const accepted = await acceptEventQuote(db, message.id, second.id, { name: "Leïla Haddad" }, client);
    expect(accepted).toMatchObject({ number: second.number, version: 2, accepted_name: "Leïla Haddad" });
    await expect(acceptEventQuote(db, message.id, second.id, { name: "Anis Haddad" }, client)).rejects.toMatchObject({ status: 409, message: "Ce devis est déjà accepté (par Leïla Haddad)." });

    const [event] = await db.select().from(request_events).where(eq(request_events.kind, "quote-accepted"));
    expect(event).toMatchObject({ message_id: message.id, summary: `Devis ${second.number} version 2 accepté en ligne par Leïla Haddad`, actor: "Client : Leïla Haddad" });
    expect(event!.details).toEqual(["Adresse : 198.51.100.7", "Navigateur : Navigateur de test", expect.stringMatching(/^SHA-256 du PDF : [0-9a-f]{64}$/)]);
    const mails = await db.select().from(mail_queue).where(eq(mail_queue.kind, "quote-accepted"));
    expect(mails).toEqual([expect.objectContaining({ to: "devis@imagine-events.tn", reply_to: "leila@example.test", message_id: message.id })]);
    const listed = await getClientEventQuotes(db, message.id);
    expect(listed.map((quote) => [quote.version, quote.canAccept, quote.accepted?.name ?? null])).toEqual([
      [2, false, "Leïla Haddad"],
      [1, false, null],
    ]);
    expect(listed[0]!.href).toMatch(new RegExp(`^/demande/[^/]+/devis/${second.number}-v2\\.pdf$`));

    // A lost request takes no acceptance.
    const lost = await request();
    const offered = await issueEventQuote(db, lost.id, input([premium]), ADMIN);
    await sendEventQuote(db, lost.id, offered.id, ADMIN);
    await changeStage(db, lost.id, stage((await requestRow(lost.id)).version, { stage: "lost", lost_reason: "budget" }), ADMIN);
    await expect(acceptEventQuote(db, lost.id, offered.id, { name: "Leïla Haddad" }, client)).rejects.toMatchObject({ status: 409 });
    expect((await getClientEventQuotes(db, lost.id))[0]!.canAccept).toBe(false);
    // Nor a new quote, until it is reopened.
    await expect(issueEventQuote(db, lost.id, input([premium], offered.id), ADMIN)).rejects.toMatchObject({ status: 409, message: "Cette demande est « Perdue » : rouvrez-la avant d'émettre un devis." });
  });
});
