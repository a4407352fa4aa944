import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contact_messages, order_payments, rental_orders } from "~/db/schema";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import * as contactCsv from "~/routes/admin/contact-csv";
import * as paymentsCsv from "~/routes/admin/finances-payments-csv";
import * as shopCsv from "~/routes/admin/shop-csv";
import { tried } from "./tried";

// The back office's three CSV exports (messages, orders, payments journal), downloaded through
// their routes as an admin, then read back by an RFC 4180 reader with `,` as the separator, as
// Excel in an English locale reads the file. Whatever a visitor typed, no cell read that way may
// start a formula; read with `;`, as the agency's French Excel does, every cell comes back whole.

const route = setUpAdminRoute("security-csv", { seed: (database) => insertSiteSettings(database.db) });

/** What visitors and clients type where the exports repeat it. */
const PAYLOADS = [
  "=1+1, hello",
  'a;b"c',
  "hello,=1+1",
  "Bonjour, =HYPERLINK(\"http://evil.example\",\"clic\")",
  'x,"=2+2"',
  "ligne 1\n=3+3",
  "ligne 1\r\n@SUM(A1)",
  "prix,-2+3+cmd|' /C calc'!A0",
  "total,+4+4",
];

/**
 * RFC 4180, read as lenient readers do: a quote opens a quoted field only at the field's start
 * (elsewhere it is a character), `""` inside is one quote, CRLF, LF or CR ends a record.
 */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStart = true;
  const endField = () => {
    record.push(field);
    field = "";
    fieldStart = true;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
      continue;
    }
    if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (c === separator) endField();
    else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      field += c;
      fieldStart = false;
    }
  }
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/** The export's text, downloaded as an admin (the BOM taken off). */
async function download(run: (request: Request) => Promise<Response>, url: string): Promise<string> {
  const { status, response } = await settle(() => run(getRequest(url, route.admin)));
  expect(status).toBe(200);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await response!.arrayBuffer())).replace(/^\uFEFF/, "");
}

/** The cells of a ','-reading that a spreadsheet would run: the trigger first, past spaces. */
function formulaCells(csv: string): string[] {
  return parseCsv(csv, ",")
    .flat()
    .filter((cell) => /^[=+\-@]/.test(cell.trimStart()) && !/^-?\d+([.,]\d+)?$/.test(cell.trim()));
}

/** The cells of the ';'-reading, without the apostrophes the export put before formulas. */
function cellsAsTyped(csv: string): string[] {
  return parseCsv(csv, ";")
    .flat()
    .map((cell) => cell.replace(/^'/, "").replace(/([,\r\n][\s"]*)'(?=[=+\-@])/g, "$1"));
}

describe("the CSV exports read in a comma locale", () => {
  it("the messages' export: no cell starts a formula, and every message comes back whole with ';'", async () => {
    await route.database.db.delete(contact_messages);
    for (const [i, message] of PAYLOADS.entries()) {
      await route.database.db.insert(contact_messages).values({
        first_name: `Visiteur${i}`,
        last_name: i === 0 ? "=cmd|' /C calc'!A0" : "Ben Salah",
        email: `visiteur${i}@example.tn`,
        event_type: "Mariage",
        services: ["Traiteur", "Décoration"],
        message,
      });
    }
    tried(`export des messages avec ${PAYLOADS.map((p) => JSON.stringify(p)).join(" · ")}, relu avec « , » comme séparateur`);
    const csv = await download((request) => contactCsv.loader(routeArgs(request)), "/admin/contact.csv");
    expect(formulaCells(csv)).toEqual([]);
    const cells = cellsAsTyped(csv);
    for (const message of PAYLOADS) expect(cells).toContain(message);
    expect(cells).toContain("Traiteur, Décoration");
  });

  it("the orders' export: notes, address and company typed at the checkout start no formula", async () => {
    const product = await insertProduct(route.database.db, { name: "Enceinte, =1+1" });
    for (const [i, text] of PAYLOADS.entries()) {
      const order = await insertPricedOrder(route.database.db, { lines: [{ product, quantity: 1 }] });
      await route.database.db
        .update(rental_orders)
        .set({ notes: text, delivery_address: `Rue ${i},=2+${i}`, company: `Société,@${i}` })
        .where(eq(rental_orders.id, order.id));
    }
    tried("export des commandes avec les mêmes textes dans les notes, une adresse « Rue 1,=2+1 », une société « Société,@1 »");
    const csv = await download((request) => shopCsv.loader(routeArgs(request)), "/admin/shop.csv");
    expect(formulaCells(csv)).toEqual([]);
    const cells = cellsAsTyped(csv);
    for (const text of PAYLOADS) expect(cells).toContain(text);
    expect(cells).toContain("Rue 1,=2+1");
  });

  it("the payments journal: a payment's reference starts no formula", async () => {
    const product = await insertProduct(route.database.db, { name: "Lyre LED" });
    const order = await insertPricedOrder(route.database.db, { lines: [{ product, quantity: 1 }] });
    for (const reference of PAYLOADS) {
      await route.database.db.insert(order_payments).values({
        order_id: order.id,
        paid_on: "2026-03-10",
        amount: "100.00",
        method: "transfer",
        reference,
        recorded_by: "Équipe Imagine",
      });
    }
    tried("journal des paiements avec les mêmes textes comme référence de virement");
    const csv = await download((request) => paymentsCsv.loader(routeArgs(request)), "/admin/shop/finances/paiements.csv?du=2026-03-01&au=2026-03-31");
    expect(formulaCells(csv)).toEqual([]);
    const cells = cellsAsTyped(csv);
    for (const reference of PAYLOADS) expect(cells).toContain(reference);
    expect(cells).toContain("100,00");
  });
});
