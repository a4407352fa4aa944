import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { contact_messages } from "~/db/schema";
import * as csvRoute from "~/routes/admin/contact-csv";
import * as contactRoute from "~/routes/admin/contact";

type LoaderData = Awaited<ReturnType<typeof contactRoute.loader>>;

const route = setUpAdminRoute("desk-contact");

const loader = (url: string, cookie?: string) =>
  settle<LoaderData>(() => contactRoute.loader(routeArgs(getRequest(url, cookie))));
/** `cookie` "" posts as a visitor. */
const act = (fields: Record<string, string>, cookie: string = route.admin) =>
  settle<DeskActionResult>(() => contactRoute.action(routeArgs(postRequest("/admin/contact", fields, cookie))));
const csv = (url: string, cookie?: string) => settle(() => csvRoute.loader(routeArgs(getRequest(url, cookie))));

async function insertMessage(values: Partial<typeof contact_messages.$inferInsert> & { first_name: string; created_at: Date }) {
  const [row] = await route.database.db
    .insert(contact_messages)
    .values({
      last_name: "Ben Salah",
      email: `${values.first_name.toLowerCase()}@example.tn`,
      phone: "+216 71 000 000",
      event_type: "Congrès médical",
      services: ["Événements médicaux", "Son et lumière"],
      event_date: "2026-12-05",
      guest_count: 250,
      message: "Nous préparons un congrès de cardiologie.",
      ...values,
    })
    .returning();
  return row!;
}

let amel: typeof contact_messages.$inferSelect;
let karim: typeof contact_messages.$inferSelect;
let sonia: typeof contact_messages.$inferSelect;

beforeEach(async () => {
  await route.database.db.delete(contact_messages);
  amel = await insertMessage({ first_name: "Amel", created_at: new Date("2026-11-01T09:00:00Z") });
  karim = await insertMessage({
    first_name: "Karim",
    event_type: "Mariage",
    message: "Mariage de 150 invités à Hammamet, remise de 100% ?",
    status: "handled",
    created_at: new Date("2026-11-10T09:00:00Z"),
  });
  sonia = await insertMessage({
    first_name: "Sonia",
    event_type: "Séminaire",
    message: '=HYPERLINK("http://evil.example";"clic")\nDeuxième ligne; avec "guillemets"',
    services: [],
    event_date: null,
    guest_count: null,
    created_at: new Date("2026-11-20T09:00:00Z"),
  });
});

describe("who may use the contact tab", () => {
  it("sends a visitor and a non-admin to /auth, and refuses their actions", async () => {
    for (const cookie of [undefined, route.member]) {
      const page = await loader("/admin/contact", cookie);
      expect(page.status).toBe(302);
      // A signed-in non-admin is told why on /auth (see ADMIN_REQUIRED_PARAM).
      expect(page.response?.headers.get("Location")).toBe(cookie ? "/auth?acces-admin=1" : "/auth");
      expect(await csv("/admin/contact.csv", cookie)).toMatchObject({ status: cookie ? 403 : 401 });
    }
    expect((await act({ intent: "delete", id: amel.id }, "")).status).toBe(401);
    expect((await act({ intent: "delete", id: amel.id }, route.member)).status).toBe(403);
    const [still] = await route.database.db.select().from(contact_messages).where(eq(contact_messages.id, amel.id));
    expect(still).toBeDefined();
  });
});

describe("the list", () => {
  it("shows every message newest first with all its fields", async () => {
    const { status, data } = await loader("/admin/contact", route.admin);
    expect(status).toBe(200);
    expect(data!.messages.map((m) => m.id)).toEqual([sonia.id, karim.id, amel.id]);
    expect(data!.counts).toEqual({ total: 3, new: 2 });
    const first = data!.messages.find((m) => m.id === amel.id)!;
    expect(first).toMatchObject({
      email: "amel@example.tn",
      services: ["Événements médicaux", "Son et lumière"],
      event_date: "2026-12-05",
      guest_count: 250,
      message: "Nous préparons un congrès de cardiologie.",
      status: "new",
    });
  });

  it("filters by status and searches the text on the server", async () => {
    const names = async (url: string) => (await loader(url, route.admin)).data!.messages.map((m) => m.first_name);
    expect(await names("/admin/contact?status=new")).toEqual(["Sonia", "Amel"]);
    expect(await names("/admin/contact?status=handled")).toEqual(["Karim"]);
    expect(await names("/admin/contact?q=hammamet")).toEqual(["Karim"]);
    expect(await names("/admin/contact?q=SONIA@example")).toEqual(["Sonia"]);
    expect(await names("/admin/contact?status=handled&q=cardiologie")).toEqual([]);
    // % is a character to find, not a wildcard.
    expect(await names("/admin/contact?q=100%25")).toEqual(["Karim"]);
    // An unknown status shows everything rather than failing.
    expect(await names("/admin/contact?status=bogus")).toHaveLength(3);
  });
});

describe("mark as handled", () => {
  it("sets the status to 'handled'", async () => {
    const result = await act({ intent: "mark-handled", id: amel.id });
    expect(result).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Message marqué comme traité" } } });
    const [row] = await route.database.db.select().from(contact_messages).where(eq(contact_messages.id, amel.id));
    expect(row!.status).toBe("handled");
  });

  it("answers 404 for an unknown id and 400 for a malformed one or an unknown intent", async () => {
    expect(await act({ intent: "mark-handled", id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      status: 404,
      data: { ok: false, toast: { title: "Erreur lors de la mise à jour", description: "Ce message n'existe pas ou a déjà été supprimé." } },
    });
    expect(await act({ intent: "mark-handled", id: "42" })).toMatchObject({
      status: 400,
      data: { error: "Identifiant de message invalide." },
    });
    expect(await act({ intent: "archive", id: amel.id })).toMatchObject({ status: 400, data: { error: "Action inconnue." } });
  });
});

describe("delete", () => {
  it("removes the message with the toast 'Message supprimé', and the undo puts it back as it was", async () => {
    const result = await act({ intent: "delete", id: karim.id });
    expect(result).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Message supprimé" } } });
    expect(await route.database.db.select().from(contact_messages).where(eq(contact_messages.id, karim.id))).toHaveLength(0);

    const token = result.data!.ok ? result.data!.undoToken! : "";
    const restored = await act({ intent: "restore", token });
    expect(restored).toMatchObject({ status: 200, data: { ok: true, toast: { title: "Message restauré" } } });
    const [row] = await route.database.db.select().from(contact_messages).where(eq(contact_messages.id, karim.id));
    expect(row).toEqual(karim);

    expect((await act({ intent: "restore", token })).status).toBe(409);
  });

  it("refuses a forged undo token and a second delete", async () => {
    const result = await act({ intent: "delete", id: amel.id });
    const token = result.data!.ok ? result.data!.undoToken! : "";
    const [payload, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ kind: "contact-message", row: { ...amel, message: "piraté" }, expiresAt: Date.now() + 60_000 })).toString("base64url")}.${signature}`;
    expect(payload).toBeTruthy();
    expect(await act({ intent: "restore", token: forged })).toMatchObject({ status: 400 });
    expect(await act({ intent: "delete", id: amel.id })).toMatchObject({
      status: 404,
      data: { toast: { title: "Erreur lors de la suppression" } },
    });
  });
});

describe("CSV export", () => {
  it("is UTF-8 with BOM, ';'-separated, escaped, guarded against formulas, and follows the filter", async () => {
    const { status, response } = await csv("/admin/contact.csv?status=new", route.admin);
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toMatch(/^attachment; filename="messages-contact-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Reçu le;Statut;Prénom;Nom;E-mail;Téléphone;Type d'événement;Services souhaités;Date de l'événement;Nombre d'invités;Message",
    );
    // Newest first, the handled message filtered out.
    expect(text).not.toContain("Karim");
    expect(lines[1]).toBe(
      `20/11/2026 10:00;Nouveau;Sonia;Ben Salah;sonia@example.tn;'+216 71 000 000;Séminaire;;;;"'=HYPERLINK(""http://evil.example"";""clic"")\nDeuxième ligne; avec ""guillemets"""`,
    );
    expect(lines[2]).toBe(
      `01/11/2026 10:00;Nouveau;Amel;Ben Salah;amel@example.tn;'+216 71 000 000;Congrès médical;"Événements médicaux, Son et lumière";05/12/2026;250;Nous préparons un congrès de cardiologie.`,
    );
  });
});
