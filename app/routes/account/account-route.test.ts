import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountActionResult } from "~/account/account-schema";
import { accountFr } from "~/i18n/messages/account/fr";
import { readOutbox, routeArgs, settle } from "~/test-support/admin.server";
import { hasSessionCookie } from "~/auth/require-user.server";
import { grantAdmin } from "~/auth/roles.server";
import { createTestAccount, formRequest, getRequest } from "~/test-support/auth.server";
import { getToast } from "~/lib/toast.server";
import { contact_messages, rental_orders, session, user, user_profiles, user_roles } from "~/db/schema";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import * as contactRoute from "~/routes/site/contact";
import * as siteLayout from "~/routes/site/layout";
import * as accountRoute from "./account";
import * as profileJson from "./profile-json";

const { profileSaved: PROFILE_SAVED, emailChangeSent, accountDeleted: ACCOUNT_DELETED, lastAdmin: LAST_ADMIN } = accountFr.answers;

type LoaderData = Awaited<ReturnType<typeof accountRoute.loader>>["data"];

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-account-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
  database = await useTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
async function account(options: { verified?: boolean; admin?: boolean; email?: string } = {}) {
  counter += 1;
  const created = await createTestAccount(options.email ?? `client-${counter}-${Date.now()}@example.tn`);
  if (options.verified) await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  if (options.admin) await grantAdmin(created.id);
  return created;
}

async function insertOrder(values: { email: string; user_id?: string | null; created_at?: Date; total_ttc?: string }) {
  const [row] = await database.db
    .insert(rental_orders)
    .values({
      first_name: "Amel",
      last_name: "Trabelsi",
      phone: "+216 20 123 456",
      rental_date: "2026-12-05",
      return_date: "2026-12-07",
      delivery_address: "Les Berges du Lac, Tunis",
      items: [],
      total_amount: "480.00",
      total_ht: "480.00",
      vat_amount: "91.20",
      total_ttc: values.total_ttc ?? "572.20",
      ...values,
    })
    .returning();
  return row!;
}

async function insertMessage(values: { user_id: string | null; message?: string; status?: string; created_at?: Date }) {
  const [row] = await database.db
    .insert(contact_messages)
    .values({
      first_name: "Amel",
      last_name: "Trabelsi",
      email: "amel@example.tn",
      event_type: "Congrès médical",
      message: "Nous préparons un congrès de cardiologie à Hammamet.",
      ...values,
    })
    .returning();
  return row!;
}

const load = (cookie?: string, search = "") => settle<LoaderData>(() => accountRoute.loader(routeArgs(getRequest(`/compte${search}`, cookie))));
const act = (fields: Record<string, string>, cookie?: string) =>
  settle<AccountActionResult>(() => accountRoute.action(routeArgs(formRequest("/compte", fields, { cookie }))));

describe("the guard", () => {
  it("sends a visitor to /auth with the way back, and answers 401 to a post", async () => {
    const page = await load();
    expect(page.status).toBe(302);
    const location = new URL(page.response!.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("redirectTo")).toBe("/compte");

    const post = await act({ intent: "profile", first_name: "Amel" });
    expect(post.status).toBe(401);
  });

  it("opens the page to any signed-in account, admins included, and keeps it out of caches", async () => {
    const admin = await account({ admin: true });
    const page = await load(admin.cookie);
    expect(page.status).toBe(200);
    expect(page.data!.account).toMatchObject({ email: admin.email, isAdmin: true });
    expect(accountRoute.headers()["Cache-Control"]).toBe("private, no-store");
  });

  it("refuses an unknown intent with 400", async () => {
    const client = await account();
    expect((await act({ intent: "promote" }, client.cookie)).status).toBe(400);
  });
});

describe("the header's 'Mon compte' link", () => {
  it("shows when the request carries a session cookie, without reading the session", async () => {
    const cookieOf = (value: string) => new Request("http://localhost/", { headers: { Cookie: value } });
    expect(hasSessionCookie(cookieOf("imagine_toast=x; imagine.session_token=abc.def"))).toBe(true);
    expect(hasSessionCookie(cookieOf("__Secure-imagine.session_token=abc.def"))).toBe(true);
    expect(hasSessionCookie(cookieOf("imagine.session_token=; other=1"))).toBe(false);
    expect(hasSessionCookie(cookieOf("notimagine.session_token=abc"))).toBe(false);
    expect(hasSessionCookie(new Request("http://localhost/"))).toBe(false);

    const client = await account();
    const layout = (cookie?: string) => siteLayout.loader(routeArgs(getRequest("/", cookie)));
    expect((await layout(client.cookie)).signedIn).toBe(true);
    expect((await layout()).signedIn).toBe(false);
  });
});

describe("Mes commandes", () => {
  it("shows orders placed with the account's e-mail only once that e-mail is verified", async () => {
    const email = `verifie-${Date.now()}@example.tn`;
    const earlier = await insertOrder({ email: email.toUpperCase(), created_at: new Date("2026-01-10T10:00:00Z") });
    const unverified = await account({ email });
    expect((await load(unverified.cookie)).data!.orders.orders).toEqual([]);

    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, unverified.id));
    const signedIn = await insertOrder({ email: "autre@example.tn", user_id: unverified.id, created_at: new Date("2026-02-01T10:00:00Z") });
    const orders = (await load(unverified.cookie)).data!.orders.orders;
    // Newest first; the number, the date, the status and the total TTC in French, and the order's page.
    expect(orders.map((o) => o.id)).toEqual([signedIn.id, earlier.id]);
    expect(orders[1]).toMatchObject({
      number: `CMD-${String(earlier.order_number).padStart(6, "0")}`,
      placedOn: "10 janvier 2026",
      status: "new",
      total: "572,20\u00a0DT",
    });
    expect(orders[1]!.href).toMatch(/^\/commande\/[A-Za-z0-9_-]{43}$/);
  });

  it("an unverified account sees the orders it placed while signed in, not those of its e-mail", async () => {
    const client = await account();
    const placed = await insertOrder({ email: client.email, user_id: client.id });
    await insertOrder({ email: client.email });
    expect((await load(client.cookie)).data!.orders.orders.map((o) => o.id)).toEqual([placed.id]);
  });

  it("keeps two accounts apart: A never sees B's orders or messages", async () => {
    const a = await account({ verified: true });
    const b = await account({ verified: true });
    const ofA = await insertOrder({ email: a.email, user_id: a.id });
    const ofB = await insertOrder({ email: b.email, user_id: b.id });
    // Placed by B while signed in, with A's address: it stays B's.
    const byBForA = await insertOrder({ email: a.email, user_id: b.id });
    const messageOfA = await insertMessage({ user_id: a.id, status: "handled" });
    const messageOfB = await insertMessage({ user_id: b.id });
    await insertMessage({ user_id: null });

    const pageA = (await load(a.cookie)).data!;
    expect(pageA.orders.orders.map((o) => o.id)).toEqual([ofA.id]);
    expect(pageA.messages.messages.map((m) => m.id)).toEqual([messageOfA.id]);
    const pageB = (await load(b.cookie)).data!;
    expect(pageB.orders.orders.map((o) => o.id).sort()).toEqual([ofB.id, byBForA.id].sort());
    expect(pageB.messages.messages.map((m) => m.id)).toEqual([messageOfB.id]);
  });
});

describe("both lists in pages", () => {
  it("shows 25 orders and 25 messages a page, each list with its own page in the URL", async () => {
    const client = await account();
    for (let i = 0; i < 30; i++) {
      await insertOrder({ email: "pages@example.tn", user_id: client.id, created_at: new Date(Date.UTC(2026, 0, 1, 9, i)) });
      if (i < 27) await insertMessage({ user_id: client.id, created_at: new Date(Date.UTC(2026, 0, 1, 9, i)) });
    }
    const first = (await load(client.cookie)).data!;
    expect(first.orders.orders).toHaveLength(25);
    expect(first.orders.window).toMatchObject({ page: 1, pageCount: 2, total: 30 });
    expect(first.messages.messages).toHaveLength(25);
    const second = (await load(client.cookie, "?commandes=2&messages=2")).data!;
    expect(second.orders.orders).toHaveLength(5);
    expect(second.messages.messages).toHaveLength(2);
    const all = [...first.orders.orders, ...second.orders.orders].map((o) => o.placedAt);
    expect(new Set(all).size).toBe(30);
    expect(all).toEqual([...all].sort().reverse());
    // A page that makes no sense: the first, or the last.
    const odd = (await load(client.cookie, "?commandes=abc&messages=99")).data!;
    expect(odd.orders.window.page).toBe(1);
    expect(odd.messages.window.page).toBe(2);
  });
});

describe("Mes messages", () => {
  it("lists the messages sent while signed in, with an excerpt and their status", async () => {
    const client = await account();
    const long = `Congrès de cardiologie ${"avec ateliers pratiques ".repeat(12)}`;
    await insertMessage({ user_id: client.id, message: long, created_at: new Date("2026-03-02T09:00:00Z") });
    await insertMessage({ user_id: client.id, status: "handled", created_at: new Date("2026-03-01T09:00:00Z") });
    const messages = (await load(client.cookie)).data!.messages.messages;
    expect(messages.map((m) => m.status)).toEqual(["new", "handled"]);
    expect(messages[0]).toMatchObject({ eventType: "Congrès médical", sentOn: "2 mars 2026" });
    expect(messages[0]!.excerpt.length).toBeLessThanOrEqual(160);
    expect(messages[0]!.excerpt.endsWith("…")).toBe(true);
  });

  it("the contact form stores the account of a signed-in sender, and none for a visitor", async () => {
    const client = await account();
    const fields = {
      first_name: "Amel",
      last_name: "Trabelsi",
      email: client.email,
      event_type: "Mariage",
      services: "Événements corporate",
      message: "Mariage de 150 invités à Hammamet.",
      _enhanced: "1",
    };
    const signedIn = await settle(() => contactRoute.action(routeArgs(formRequest("/contact", fields, { cookie: client.cookie }))));
    const visitor = await settle(() => contactRoute.action(routeArgs(formRequest("/contact", { ...fields, message: "Sans compte." }))));
    expect([signedIn.status, visitor.status]).toEqual([200, 200]);
    const rows = await database.db.select().from(contact_messages).where(eq(contact_messages.email, client.email));
    expect(rows.map((r) => [r.message, r.user_id]).sort()).toEqual(
      [
        ["Mariage de 150 invités à Hammamet.", client.id],
        ["Sans compte.", null],
      ].sort(),
    );
    expect((await load(client.cookie)).data!.messages.messages.map((m) => m.eventType)).toEqual(["Mariage"]);
  });
});

describe("the profile", () => {
  it("refuses bad values with 400, in French, keeping what was typed", async () => {
    const client = await account();
    const typed = { intent: "profile", first_name: "Amel", last_name: "x".repeat(101), phone: "appelez-moi", company: "Clinique du Lac" };
    const refused = await act(typed, client.cookie);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      intent: "profile",
      ok: false,
      fieldErrors: {
        last_name: ["Le nom est trop long (100 caractères au plus)."],
        // The first is the one the form shows.
        phone: expect.arrayContaining(["Numéro de téléphone invalide (chiffres, espaces et + uniquement)."]) as unknown,
      },
      values: { first_name: "Amel", last_name: "x".repeat(101), phone: "appelez-moi", company: "Clinique du Lac" },
    });
    expect(await database.db.select().from(user_profiles).where(eq(user_profiles.user_id, client.id))).toEqual([]);
  });

  it("saves it, and it prefills the checkout through /compte/profil.json (private)", async () => {
    const client = await account();
    const saved = await act(
      { intent: "profile", first_name: " Amel ", last_name: "Trabelsi", phone: "+216 20 123 456", company: "" },
      client.cookie,
    );
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: PROFILE_SAVED } });
    expect((await load(client.cookie)).data!.profile).toEqual({ first_name: "Amel", last_name: "Trabelsi", phone: "+216 20 123 456", company: "" });

    // Saved again: one row, updated.
    await act({ intent: "profile", first_name: "Amel", last_name: "Trabelsi", phone: "", company: "Clinique du Lac" }, client.cookie);
    const response = (await profileJson.loader(routeArgs(getRequest("/compte/profil.json", client.cookie)))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      first_name: "Amel",
      last_name: "Trabelsi",
      phone: "",
      company: "Clinique du Lac",
      email: client.email,
    });

    const visitor = (await profileJson.loader(routeArgs(getRequest("/compte/profil.json")))) as Response;
    expect(visitor.status).toBe(204);
    expect(visitor.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("e-mail and password", () => {
  it("sends the confirmation of a new address to that address, keeping the current one until then", async () => {
    const client = await account({ verified: true });
    const newEmail = `nouvelle-${Date.now()}@example.tn`;
    const sent = await act({ intent: "email", new_email: newEmail }, client.cookie);
    expect(sent).toMatchObject({ status: 200, data: { ok: true, message: emailChangeSent(newEmail) } });
    const [row] = await database.db.select({ email: user.email }).from(user).where(eq(user.id, client.id));
    expect(row!.email).toBe(client.email);
    expect((await readOutbox(dataDir)).some((mail) => mail.to.includes(newEmail))).toBe(true);

    const same = await act({ intent: "email", new_email: client.email.toUpperCase() }, client.cookie);
    expect(same.status).toBe(400);
    const invalid = await act({ intent: "email", new_email: "pas-une-adresse" }, client.cookie);
    expect(invalid).toMatchObject({ status: 400, data: { fieldErrors: { new_email: ["Adresse email invalide"] }, values: { new_email: "pas-une-adresse" } } });
  });

  it("changes the password under SPEC §5's rules and the current password", async () => {
    const client = await account();
    const change = (fields: Record<string, string>) => act({ intent: "password", ...fields }, client.cookie);

    const short = await change({ current_password: client.password, new_password: "court", confirm_password: "court" });
    expect(short).toMatchObject({ status: 400, data: { fieldErrors: { new_password: ["Le mot de passe doit contenir au moins 8 caractères"] } } });
    const differ = await change({ current_password: client.password, new_password: "Lagune-Bleue-2026", confirm_password: "Lagune-Bleue-2027" });
    expect(differ).toMatchObject({ status: 400, data: { fieldErrors: { confirm_password: ["Les mots de passe ne correspondent pas"] } } });
    expect(differ.data!.values).toEqual({});
    const wrong = await change({ current_password: "Pas-le-bon-42", new_password: "Lagune-Bleue-2026", confirm_password: "Lagune-Bleue-2026" });
    expect(wrong).toMatchObject({ status: 400, data: { fieldErrors: { current_password: ["Mot de passe actuel incorrect"] } } });

    const done = await change({ current_password: client.password, new_password: "Lagune-Bleue-2026", confirm_password: "Lagune-Bleue-2026" });
    expect(done).toMatchObject({ status: 200, data: { ok: true } });
    // The other sessions end; this browser gets a new session cookie.
    expect(done.response).toBeUndefined();
    const sessions = await database.db.select().from(session).where(eq(session.userId, client.id));
    expect(sessions).toHaveLength(1);
    expect((await load(client.cookie)).status).toBe(302);
  });
});

describe("deleting the account", () => {
  it("asks for the account's address first", async () => {
    const client = await account();
    const refused = await act({ intent: "delete", confirm_email: "quelqu-un@example.tn" }, client.cookie);
    expect(refused).toMatchObject({ status: 400, data: { ok: false, values: { confirm_email: "quelqu-un@example.tn" } } });
    expect(await database.db.select().from(user).where(eq(user.id, client.id))).toHaveLength(1);
  });

  it("removes the user, sessions and profile, keeps orders and messages detached, and signs out", async () => {
    const client = await account({ verified: true });
    await act({ intent: "profile", first_name: "Amel", last_name: "Trabelsi", phone: "", company: "" }, client.cookie);
    const order = await insertOrder({ email: client.email, user_id: client.id });
    const message = await insertMessage({ user_id: client.id });
    const other = await account();
    const otherOrder = await insertOrder({ email: other.email, user_id: other.id });

    const deleted = await act({ intent: "delete", confirm_email: client.email.toUpperCase() }, client.cookie);
    expect(deleted.status).toBe(302);
    expect(deleted.response!.headers.get("Location")).toBe("/");
    const cookies = deleted.response!.headers.getSetCookie();
    expect(cookies.some((c) => /^imagine\.session_token=;/.test(c) || /^imagine\.session_token=.*Max-Age=0/i.test(c))).toBe(true);
    const toastCookie = cookies.find((c) => c.startsWith("imagine_toast="))!.split(";")[0]!;
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: toastCookie } }));
    expect(toast).toMatchObject({ type: "success", title: ACCOUNT_DELETED });

    expect(await database.db.select().from(user).where(eq(user.id, client.id))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, client.id))).toEqual([]);
    expect(await database.db.select().from(user_profiles).where(eq(user_profiles.user_id, client.id))).toEqual([]);
    const orders = await database.db.select().from(rental_orders).where(inArray(rental_orders.id, [order.id, otherOrder.id]));
    expect(Object.fromEntries(orders.map((o) => [o.id, o.user_id]))).toEqual({ [order.id]: null, [otherOrder.id]: other.id });
    expect(orders.find((o) => o.id === order.id)!.updated_at).toEqual(order.updated_at);
    const [kept] = await database.db.select().from(contact_messages).where(eq(contact_messages.id, message.id));
    expect(kept!.user_id).toBeNull();
    // The old cookie opens nothing any more.
    expect((await load(client.cookie)).status).toBe(302);
  });

  it("is refused to the last admin, in French, and allowed once another admin exists", async () => {
    await database.db.delete(user_roles);
    const admin = await account({ admin: true });
    expect((await load(admin.cookie)).data!.lastAdmin).toBe(true);
    const refused = await act({ intent: "delete", confirm_email: admin.email }, admin.cookie);
    expect(refused).toMatchObject({ status: 409, data: { ok: false, message: LAST_ADMIN } });
    expect(await database.db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1);

    await account({ admin: true });
    expect((await load(admin.cookie)).data!.lastAdmin).toBe(false);
    const deleted = await act({ intent: "delete", confirm_email: admin.email }, admin.cookie);
    expect(deleted.status).toBe(302);
    expect(await database.db.select().from(user_roles).where(eq(user_roles.user_id, admin.id))).toEqual([]);
  });
});
