// 'Aujourd'hui' (/admin, issue 38) on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): the role check; each section's rows — the day's departures and returns
// with their units, the late returns, the quotes accepted, the orders to confirm, the client
// answers unread, the follow-ups due, the invoices overdue —, bounded to TODAY_LIMIT with the count
// of them all; and a row's next step posted to its target takes the row off the page.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contact_messages, event_quotes, event_requests, order_deposits, order_documents, order_reminders, quote_acceptances, rental_orders, request_thread } from "~/db/schema";
import { CheckInSchema, CheckOutSchema } from "~/equipment/depot-schema";
import { checkIn, checkOut } from "~/equipment/depot.server";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import type { TimeSlot } from "~/orders/fulfilment";
import { formatOrderNumber, type OrderStatus } from "~/orders/status";
import { replyPath } from "~/admin/requests/reply-result";
import * as todayRoute from "~/routes/admin/index";
import * as statusRoute from "~/routes/admin/order-status";
import { getRequest, postRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { confirmAction, departureAction, holdAction, departureState, reminderAction, returnAction, returnState, TODAY_LIMIT, wonAction } from "./today";
import type { TodayPageData } from "./today.server";

setUpTempDataDir("today");

const ADMIN = "aujourdhui@imagine-events.tn";
const today = todayInTunis();
const tomorrow = addDays(today, 1);
const PDF = Buffer.from("%PDF-1.4\n");

describe.each(testDatabaseTargets())("'Aujourd'hui' on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });
  const db = () => route.database.db;

  const open = (cookie: string = route.admin) => settle<TodayPageData>(() => todayRoute.loader(routeArgs(getRequest("/admin", cookie))));
  const page = async () => {
    const { status, data } = await open();
    expect(status).toBe(200);
    return data!;
  };

  let products = 0;
  async function order(status: OrderStatus, from: string, to: string, extra: { slot?: TimeSlot; first?: string; quantity?: number } = {}) {
    const product = await insertProduct(db(), { name: `Projecteur ${++products}`, stock_quantity: 50 });
    const row = await insertPricedOrder(db(), { status, from, to, lines: [{ product, quantity: extra.quantity ?? 3 }] });
    await db()
      .update(rental_orders)
      .set({ departure_slot: extra.slot ?? null, return_slot: extra.slot ?? null, first_name: extra.first ?? "Amel" })
      .where(eq(rental_orders.id, row.id));
    return { ...row, number: formatOrderNumber(row.order_number), product };
  }

  const out = (o: Awaited<ReturnType<typeof order>>, units: number, revision = 0) =>
    checkOut(db(), o.id, CheckOutSchema.parse({ revision: String(revision), note: units < 3 ? "Le reste demain." : "", lines: [{ product: o.product.id, out: String(units) }] }), ADMIN);
  const back = (o: Awaited<ReturnType<typeof order>>, returned: number, revision: number) =>
    checkIn(db(), o.id, CheckInSchema.parse({ revision: String(revision), note: "", lines: [{ product: o.product.id, returned: String(returned), damaged: "0", missing: "0" }] }), ADMIN);

  async function quote(o: { id: string; order_number: number }, version: number, acceptedDaysAgo: number | null) {
    const [doc] = await db()
      .insert(order_documents)
      .values({ order_id: o.id, kind: "quote", number: `DEV-T-${o.order_number}`, version, year: 2026, sequence: o.order_number, total_ht: "100", total_ttc: "119", data: {}, pdf: PDF, issued_by: ADMIN })
      .returning();
    if (acceptedDaysAgo !== null) {
      await db()
        .insert(quote_acceptances)
        .values({ order_id: o.id, document_id: doc!.id, quote_number: doc!.number, version, accepted_name: "Amel Trabelsi", accepted_at: new Date(Date.now() - acceptedDaysAgo * 86_400_000), ip: "127.0.0.1", user_agent: "vitest", pdf_sha256: "0".repeat(64) });
    }
  }

  async function request(first: string, values: Partial<typeof event_requests.$inferInsert> = {}) {
    const [message] = await db().insert(contact_messages).values({ first_name: first, last_name: "Mansour", email: `${first.toLowerCase()}@example.test`, event_type: "Mariage", message: "Un projet." }).returning();
    await db().insert(event_requests).values({ message_id: message!.id, stage: "proposal_sent", ...values });
    return message!.id;
  }

  it("sends a visitor to /auth and a non-admin to /auth?acces-admin=1 before reading anything", async () => {
    const visitor = await open("");
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toBe("/auth");
    const member = await open(route.member);
    expect(member.status).toBe(302);
    expect(member.response?.headers.get("Location")).toBe("/auth?acces-admin=1");
  });

  it("shows nothing to do on an empty agency", async () => {
    const data = await page();
    expect(data.today).toBe(today);
    expect(data.days.map((day) => day.day)).toEqual([today, tomorrow]);
    for (const day of data.days) expect([day.departures, day.returns]).toEqual([{ count: 0, orders: [] }, { count: 0, orders: [] }]);
    expect(data.lateReturns).toEqual({ count: 0, orders: [] });
    expect(data.acceptedOrders).toEqual({ count: 0, orders: [] });
    expect(data.acceptedRequests).toEqual({ count: 0, quotes: [] });
    expect(data.toConfirm).toEqual({ count: 0, orders: [] });
    expect(data.replies).toEqual({ count: { n: 0, more: false }, replies: [] });
    expect(data.followUps).toEqual({ count: { n: 0, more: false }, lines: [] });
    expect(data.overdue).toEqual({ count: { n: 0, more: false }, invoices: [] });
    expect(data.holds).toEqual({ count: { n: 0, more: false }, holds: [] });
  });

  it("lists each section's first rows with their next step, and counts them all", async () => {
    // Departures today: six, by slot (morning, afternoon, evening, none); one partly out, one all out. A new one leaving today is to confirm, not here.
    const evening = await order("confirmed", today, addDays(today, 2), { slot: "evening" });
    const morning = await order("confirmed", today, addDays(today, 2), { slot: "morning" });
    const partly = await order("confirmed", today, addDays(today, 2), { slot: "afternoon" });
    await out(partly, 1);
    const gone = await order("confirmed", today, addDays(today, 2), { slot: "afternoon" });
    await out(gone, 3);
    for (let i = 0; i < 2; i++) await order("confirmed", today, addDays(today, 3));
    // Returns today: one all back, one with units out. Tomorrow: one departure.
    const returned = await order("confirmed", addDays(today, -2), today, { slot: "evening" });
    await out(returned, 3);
    await back(returned, 3, 1);
    // No slot: due back today, it is not late before midnight (an evening one is, from 21:00 in
    // Tunis, and this test would then find two late returns).
    const awaited = await order("confirmed", addDays(today, -2), today);
    await out(awaited, 3);
    const leavingTomorrow = await order("confirmed", tomorrow, addDays(today, 4));
    // Late: out since last week.
    const late = await order("confirmed", addDays(today, -8), addDays(today, -3));
    await out(late, 3);

    // New orders: one accepted online yesterday (the quotes accepted), one accepted 40 days ago and
    // one whose accepted quote has a newer version (both to confirm), and five more to confirm.
    const accepted = await order("new", addDays(today, 20), addDays(today, 22));
    await quote(accepted, 1, 1);
    const acceptedLongAgo = await order("new", addDays(today, 5), addDays(today, 6));
    await quote(acceptedLongAgo, 1, 40);
    const superseded = await order("new", addDays(today, 6), addDays(today, 7));
    await quote(superseded, 1, 2);
    await quote(superseded, 2, null);
    const newOnes = [];
    for (let i = 0; i < 5; i++) newOnes.push(await order("new", addDays(today, 10 + i), addDays(today, 12 + i)));
    const leavingTodayNew = await order("new", today, addDays(today, 1));

    // Requests: an event quote accepted on an open request, and one on a won request (done).
    const acceptedRequest = await request("Sonia");
    await db().insert(event_quotes).values({ message_id: acceptedRequest, number: "DEV-2026-0100", version: 1, year: 2026, sequence: 100, lines: [], total_ht: "39000", total_ttc: "46411", data: {}, pdf: PDF, issued_by: ADMIN, sent_at: new Date(), accepted_name: "Sonia Mansour", accepted_at: new Date() });
    const wonRequest = await request("Gagnee", { stage: "won", won_value: "1000" });
    await db().insert(event_quotes).values({ message_id: wonRequest, number: "DEV-2026-0101", version: 1, year: 2026, sequence: 101, lines: [], total_ht: "1000", total_ttc: "1190", data: {}, pdf: PDF, issued_by: ADMIN, sent_at: new Date(), accepted_name: "X", accepted_at: new Date() });
    // A client's answer unread; a follow-up due yesterday; another next week.
    const answered = await request("Yasmine", { unread: 2 });
    await db().insert(request_thread).values([
      { message_id: answered, direction: "client", body: "Première réponse.", author: "Yasmine Mansour", created_at: new Date(Date.now() - 3_600_000) },
      { message_id: answered, direction: "client", body: "Bonjour,\npouvons-nous ajouter une estrade ?", author: "Yasmine Mansour" },
    ]);
    const due = await request("Olfa", { follow_up_on: addDays(today, -1) });
    await request("Plus-tard", { follow_up_on: addDays(today, 7) });

    // Invoices: one overdue with a reminder sent, one paid, one cancelled, one not yet due.
    const unpaid = await order("confirmed", addDays(today, -40), addDays(today, -38));
    await db().update(rental_orders).set({ invoice_due_on: addDays(today, -8) }).where(eq(rental_orders.id, unpaid.id));
    await db().insert(order_documents).values({ order_id: unpaid.id, kind: "invoice", number: "FAC-2026-0042", version: 1, year: 2026, sequence: 42, total_ht: "100", total_ttc: unpaid.total_ttc, data: {}, pdf: PDF, issued_by: ADMIN });
    const sentAt = new Date(Date.now() - 2 * 86_400_000);
    await db().insert(order_reminders).values({ order_id: unpaid.id, kind: "manual", invoice_number: "FAC-2026-0042", amount_due: unpaid.total_ttc, sent_to: unpaid.email, sent_by: ADMIN, sent_at: sentAt });
    const paid = await order("completed", addDays(today, -40), addDays(today, -38));
    await db().update(rental_orders).set({ invoice_due_on: addDays(today, -8), paid_amount: paid.total_ttc }).where(eq(rental_orders.id, paid.id));
    const cancelled = await order("cancelled", addDays(today, -40), addDays(today, -38));
    await db().update(rental_orders).set({ invoice_due_on: addDays(today, -8) }).where(eq(rental_orders.id, cancelled.id));
    const notYet = await order("confirmed", addDays(today, -5), addDays(today, -4));
    await db().update(rental_orders).set({ invoice_due_on: addDays(today, 3) }).where(eq(rental_orders.id, notYet.id));

    const data = await page();
    const [todays, tomorrows] = data.days;

    // Departures: six counted, five listed, morning first, the new order leaving today not among them.
    expect(todays.departures.count).toBe(6);
    expect(todays.departures.orders).toHaveLength(TODAY_LIMIT);
    expect(todays.departures.orders[0]!.id).toBe(morning.id);
    expect(todays.departures.orders.map((o) => o.slot)).toEqual(["morning", "afternoon", "afternoon", "evening", null]);
    expect(todays.departures.orders[3]!.id).toBe(evening.id);
    expect(todays.departures.orders.map((o) => o.id)).not.toContain(leavingTodayNew.id);
    const partlyRow = todays.departures.orders.find((o) => o.id === partly.id)!;
    expect(partlyRow).toMatchObject({ number: partly.number, slot: "afternoon", ordered: 3, out: 1, client: "Amel Trabelsi", company: "Clinique du Lac" });
    expect(departureState(partlyRow).text).toBe("Parti en partie : 1 sur 3 unités");
    expect(departureAction(partlyRow)).toEqual({ kind: "link", label: "Ouvrir le dépôt", to: `/admin/shop/commandes/${partly.number}/depot` });
    const goneRow = todays.departures.orders.find((o) => o.id === gone.id)!;
    expect(departureState(goneRow).text).toBe("Parti : 3 unités");
    // Returns: the one all back is to close, the one still out opens the depot.
    expect(todays.returns.count).toBe(2);
    const returnedRow = todays.returns.orders.find((o) => o.id === returned.id)!;
    expect(returnedRow).toMatchObject({ status: "in_progress", out: 3, returned: 3, outstanding: 0 });
    expect(returnState(returnedRow).text).toBe("Tout est rentré : 3 unités");
    expect(returnAction(returnedRow)).toEqual({ kind: "status", label: "Marquer comme terminée", action: `/admin/shop/commandes/${returned.number}/statut`, to: "completed" });
    const awaitedRow = todays.returns.orders.find((o) => o.id === awaited.id)!;
    expect(returnState(awaitedRow).text).toBe("Encore dehors : 3 unités");
    expect(tomorrows.departures).toMatchObject({ count: 1, orders: [{ id: leavingTomorrow.id }] });
    expect(tomorrows.returns.count).toBe(0);

    // Late returns.
    expect(data.lateReturns.count).toBe(1);
    expect(data.lateReturns.orders[0]).toMatchObject({ id: late.id, outstanding: 3, href: `/admin/shop/commandes/${late.number}` });

    // Quotes accepted: the order accepted yesterday, and the open request's event quote.
    expect(data.acceptedOrders.count).toBe(1);
    expect(data.acceptedOrders.orders[0]).toMatchObject({ id: accepted.id, accepted: { quote: `DEV-T-${accepted.order_number}`, version: 1, name: "Amel Trabelsi" } });
    expect(confirmAction(data.acceptedOrders.orders[0]!)).toEqual({ kind: "status", label: "Confirmer", action: `/admin/shop/commandes/${accepted.number}/statut`, to: "confirmed" });
    expect(data.acceptedRequests.count).toBe(1);
    expect(data.acceptedRequests.quotes[0]).toMatchObject({ messageId: acceptedRequest, quote: "DEV-2026-0100", acceptedName: "Sonia Mansour", stage: "proposal_sent", totalTtc: "46411.00" });
    expect(wonAction(data.acceptedRequests.quotes[0]!)).toEqual({ kind: "link", label: "Marquer gagnée", to: `/admin/contact/demandes/${acceptedRequest}#request-stage-title` });

    // To confirm: every new order but the one just accepted, the soonest departure first, five listed.
    expect(data.toConfirm.count).toBe(8);
    expect(data.toConfirm.orders.map((o) => o.id)).toEqual([leavingTodayNew.id, acceptedLongAgo.id, superseded.id, newOnes[0]!.id, newOnes[1]!.id]);
    expect(data.toConfirm.orders[1]!.accepted).toMatchObject({ quote: `DEV-T-${acceptedLongAgo.order_number}`, version: 1 });
    expect(data.toConfirm.orders[2]!.accepted).toBeNull();

    // A client's answers unread: the latest one's first words; 'Répondre' opens the composer.
    expect(data.replies.count).toEqual({ n: 1, more: false });
    expect(data.replies.replies[0]).toMatchObject({ messageId: answered, client: "Yasmine Mansour", unread: 2, excerpt: "Bonjour, pouvons-nous ajouter une estrade ?" });
    expect(replyPath(answered)).toBe(`/admin/contact/demandes/${answered}/repondre`);

    // Follow-ups due: yesterday's, not next week's.
    expect(data.followUps.count).toEqual({ n: 1, more: false });
    expect(data.followUps.lines[0]).toMatchObject({ messageId: due, followUpOn: addDays(today, -1), href: `/admin/contact/demandes/${due}` });

    // Invoices overdue: the unpaid one only, with what is owed, its invoice and the last reminder.
    expect(data.overdue.count).toEqual({ n: 1, more: false });
    expect(data.overdue.invoices[0]).toMatchObject({ id: unpaid.id, invoiceNumber: "FAC-2026-0042", dueOn: addDays(today, -8), owed: unpaid.total_ttc });
    expect(data.overdue.invoices[0]!.lastReminderAt?.getTime()).toBe(sentAt.getTime());
    expect(reminderAction(data.overdue.invoices[0]!)).toEqual({ kind: "reminder", label: "Envoyer une relance", action: `/admin/shop/commandes/${unpaid.number}/relances` });

    // 'Confirmer' posted to its target as the page's form posts it: the order leaves the page.
    const confirm = confirmAction(data.acceptedOrders.orders[0]!);
    if (confirm.kind !== "status") throw new Error("not a status form");
    const posted = await settle(() =>
      statusRoute.action({ ...routeArgs<object>(postRequest(confirm.action, { to: confirm.to }, route.admin)), params: { number: accepted.number } } as never),
    );
    expect(posted.status).toBe(200);
    const after = await page();
    expect(after.acceptedOrders).toEqual({ count: 0, orders: [] });
    expect(after.toConfirm.count).toBe(8);
    // 'Marquer comme terminée' too: the return all back leaves today's returns.
    const close = returnAction(returnedRow);
    if (close.kind !== "status") throw new Error("not a status form");
    await settle(() => statusRoute.action({ ...routeArgs<object>(postRequest(close.action, { to: close.to }, route.admin)), params: { number: returned.number } } as never));
    expect((await page()).days[0].returns.orders.map((o) => o.id)).toEqual([awaited.id]);
  });
  it("flags the cautions held online that the bank lets go within two days, the soonest first, with the deposit panel as next step", async () => {
    const hold = async (o: { id: string }, hoursLeft: number, state: "held" | "captured" = "held") =>
      db()
        .insert(order_deposits)
        .values({
          order_id: o.id,
          received_on: addDays(today, -6),
          received_amount: "300.00",
          method: "online",
          gateway: "flouci",
          reference: `flouci-${o.id.slice(0, 8)}`,
          received_by: "Client (en ligne)",
          hold_expires_at: new Date(Date.now() + hoursLeft * 3_600_000),
          hold_state: state,
        });
    const ending = await order("in_progress", addDays(today, -5), tomorrow);
    const ended = await order("in_progress", addDays(today, -8), today);
    const later = await order("confirmed", tomorrow, addDays(tomorrow, 2));
    const taken = await order("completed", addDays(today, -8), addDays(today, -1));
    await hold(ending, 30);
    await hold(ended, -2);
    await hold(later, 24 * 6);
    await hold(taken, 5, "captured");
    const data = await page();
    expect(data.holds.count).toEqual({ n: 2, more: false });
    expect(data.holds.holds.map((row) => [row.number, row.ended])).toEqual([
      [ended.number, true],
      [ending.number, false],
    ]);
    expect(holdAction(data.holds.holds[1]!)).toEqual({ kind: "link", label: "Restituer ou retenir", to: `/admin/shop/commandes/${ending.number}#order-deposit-title` });
  });
});
