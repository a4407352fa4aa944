import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSharp } from "~/lib/sharp.server";
import { tempDataDir } from "../../server/test-server";
import { e2eAdminCookie, e2eSql, startSecurityServer } from "./security-server";
import { tried } from "./tried";

// Files whose name lies about what they are, sent to the real server (production build, PGlite):
// a request conversation's attachment and a back-office media upload. What is stored and served
// is named after the type read in the bytes (`evil.html` holding a PDF is `evil.pdf`), as that
// type, with nosniff; the conversation's PDFs and images open inline on purpose.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const data = tempDataDir();
let base = "";
let stop = () => {};
let adminCookie = "";

beforeAll(async () => {
  ({ base, stop } = await startSecurityServer(data.dir));
  adminCookie = await e2eAdminCookie(base);
}, 240_000);

afterAll(() => {
  stop();
  data.remove();
});

const sql = <T>(query: string) => e2eSql<T>(base, query);

const asAdmin = (pathname: string, init: RequestInit = {}) =>
  fetch(new URL(pathname, base), { ...init, redirect: "manual", headers: { Cookie: adminCookie, Origin: base, ...init.headers } });

/** A request from the contact form, as a visitor sends it; its message's id. */
async function contactRequest(): Promise<string> {
  const email = `client-${randomUUID().slice(0, 8)}@example.tn`;
  const response = await fetch(`${base}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "X-Forwarded-For": "198.51.100.77" },
    body: new URLSearchParams({ first_name: "Leïla", last_name: "Haddad", email, event_type: "Mariage", message: "Mariage à Hammamet.", idempotency_key: randomUUID() }),
  });
  expect(response.status).toBeLessThan(400);
  const [row] = await sql<{ id: string }>(`select id from contact_messages where email = '${email}'`);
  return row!.id;
}

/** Every occurrence of a header: fetch joins repeated ones with ", ". */
const occurrences = (response: Response, name: string) => (response.headers.get(name) ?? "").split(", ").filter(Boolean);

describe("a file whose name lies", () => {
  it("a conversation's attachment `evil.html` holding a PDF is stored and served as evil.pdf, a PDF, inline on purpose, nosniff", async () => {
    const messageId = await contactRequest();
    const form = new FormData();
    form.append("subject", "Votre devis");
    form.append("body", "Bonjour, voici le document.");
    form.append("attachments", new File([new Uint8Array(PDF)], "evil.html", { type: "text/html" }));
    tried("réponse de l'agence avec une pièce jointe « evil.html » (type annoncé text/html) contenant un PDF");
    const sent = await asAdmin(`/admin/contact/demandes/${messageId}/repondre`, { method: "POST", body: form });
    expect(sent.status).toBeLessThan(400);
    const [stored] = await sql<{ id: string; file_name: string; content_type: string }>(
      `select id, file_name, content_type from request_attachments where message_id = '${messageId}'`,
    );
    expect(stored).toMatchObject({ file_name: "evil.pdf", content_type: "application/pdf" });

    const served = await asAdmin(`/admin/contact/demandes/${messageId}/pieces/${stored!.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="evil.pdf"; filename*=UTF-8''evil.pdf`);
    expect(occurrences(served, "x-content-type-options")).toEqual(["nosniff"]);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("a file stored before names followed the bytes is served under the extension of its type", async () => {
    const messageId = await contactRequest();
    const [thread] = await sql<{ id: string }>(
      `insert into request_thread (message_id, direction, subject, body, author) values ('${messageId}', 'client', 'Plan', 'Le plan.', 'Leïla Haddad') returning id`,
    );
    const [file] = await sql<{ id: string }>(
      `insert into request_attachments (thread_id, message_id, file_name, content_type, size, content)
       values ('${thread!.id}', '${messageId}', 'ancien.html', 'application/pdf', ${PDF.length}, decode('${PDF.toString("hex")}', 'hex')) returning id`,
    );
    tried("pièce jointe enregistrée sous « ancien.html » avant la correction, type lu application/pdf");
    const served = await asAdmin(`/admin/contact/demandes/${messageId}/pieces/${file!.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="ancien.pdf"; filename*=UTF-8''ancien.pdf`);
  });

  it("a media upload `evil.html` holding a PNG is stored, listed and served as a PNG, nosniff", async () => {
    const sharp = await loadSharp();
    const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#c0392b" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(png)], "evil.html", { type: "text/html" }));
    form.append("alt", "Carré rouge");
    tried("envoi à la médiathèque d'un « evil.html » (type annoncé text/html) contenant un PNG");
    const uploaded = await asAdmin("/admin/media", { method: "POST", body: form });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}_16x12\.png$/);

    const list = (await (await asAdmin("/admin/media")).json()) as { items: { url: string; filename: string }[] };
    expect(list.items.find((item) => item.url === url)?.filename).toBe("evil.png");

    const served = await fetch(new URL(url, base));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(occurrences(served, "x-content-type-options")).toEqual(["nosniff"]);
  });
});
