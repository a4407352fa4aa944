import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from "./client.server";

// Migrations 0026 and 0027 (ADR 022) on a database as it was before them: existing orders keep
// their single rate on each line, fee and charge; the catalogue and the site's offers start at the
// agency's rate; an event quote's lines take the rate it was issued with; the agency's rate joins
// the list; the one text of the documents becomes the quote's.

const BEFORE = "0025_kept_deposits_and_charges_due";

/** The migrations folder cut after `tag`: its files and a journal that ends there. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "imagine-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`migration ${tag} introuvable`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

describe("the VAT per line migrations on an existing database", () => {
  const before = migrationsUpTo(BEFORE);
  const client = new PGlite({ startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("gives each existing line, fee and charge its order's rate, and the settings a list holding theirs", async () => {
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into site_settings (id, brand_name, tagline, phone, email, notification_email, street_address, postal_code, city, vat_rate, payment_terms)
        values (1, 'Imagine', '', '', 'a@b.tn', 'a@b.tn', 'Rue', '1053', 'Tunis', 18, 'Devis valable 15 jours. Acompte de 40 %.');
      insert into rental_products (id, name, category, description, image_url, price)
        values ('00000000-0000-4000-8000-000000000001', 'Lyre', 'light', 'Lyre', '/x.svg', 80);
      insert into packages (page_route, name) values ('/yourday', 'Essentiel');
      insert into services (title, description) values ('Hébergement', 'Chambres');
      insert into rental_orders (id, first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, delivery_fee, vat_rate)
        values ('00000000-0000-4000-8000-000000000010', 'Amel', 'Trabelsi', 'a@b.tn', '+216', '2026-12-05', '2026-12-07', 'Tunis',
          '[{"id":"00000000-0000-4000-8000-000000000001","name":"Lyre","category":"light","image":"","price":"80.00","quantity":2,"totalDays":3},
            {"id":"00000000-0000-4000-8000-000000000001","name":"Lyre","category":"light","image":"","price":"80.00","quantity":1,"totalDays":1,"from":"2026-12-05","to":"2026-12-05"}]',
          560, 50, 7),
        ('00000000-0000-4000-8000-000000000011', 'Sami', 'Ben Ali', 'c@d.tn', '+216', '2026-12-05', '2026-12-07', 'Tunis', '[]', 0, 0, 19);
      insert into order_charges (order_id, kind, status, amount, reason, created_by)
        values ('00000000-0000-4000-8000-000000000010', 'damage', 'confirmed', 120, 'Lentille fêlée', 'admin');
      insert into contact_messages (id, first_name, last_name, email, event_type, message)
        values ('00000000-0000-4000-8000-000000000020', 'Leïla', 'Haddad', 'l@h.tn', 'Mariage', 'Bonjour');
      insert into event_quotes (message_id, number, version, year, sequence, lines, total_ht, total_ttc, data, pdf, issued_by)
        values ('00000000-0000-4000-8000-000000000020', 'DEV-2026-0001', 1, 2026, 1,
          '[{"kind":"free","description":"Coordination","quantity":1,"unit_price":"1500.00"},{"kind":"service","description":"Chambres","quantity":4,"unit_price":"120.00"}]',
          1980, 2357.20, '{"figures":{"vatRate":"19.00"}}', '\\x25504446', 'admin');
    `);

    await migrate(db, { migrationsFolder });

    const one = async <T,>(query: string) => ((await client.query<T>(query)).rows[0] as T);
    expect(await one(`select vat_rates, quote_terms, invoice_terms <> '' as invoice_terms from site_settings`)).toEqual({
      vat_rates: ["19.00", "18.00", "13.00", "7.00", "0.00"],
      quote_terms: "Devis valable 15 jours. Acompte de 40 %.",
      invoice_terms: true,
    });
    expect((await client.query(`select 1 from information_schema.columns where table_name = 'site_settings' and column_name = 'payment_terms'`)).rows).toEqual([]);

    const order = await one<{ items: { vatRate: string; from?: string }[]; delivery_fee_vat_rate: string }>(
      `select items, delivery_fee_vat_rate::text from rental_orders where id = '00000000-0000-4000-8000-000000000010'`,
    );
    expect(order.items.map((item) => item.vatRate)).toEqual(["7.00", "7.00"]);
    expect(order.items[1]).toMatchObject({ quantity: 1, from: "2026-12-05" });
    expect(order.delivery_fee_vat_rate).toBe("7.00");
    expect(await one(`select items from rental_orders where id = '00000000-0000-4000-8000-000000000011'`)).toEqual({ items: [] });
    expect(await one(`select vat_rate::text from order_charges`)).toEqual({ vat_rate: "7.00" });
    expect(await one(`select (select vat_rate::text from rental_products) as product, (select vat_rate::text from packages) as package, (select vat_rate::text from services) as service`)).toEqual({
      product: "18.00",
      package: "18.00",
      service: "18.00",
    });
    const quote = await one<{ lines: { vat_rate: string; description: string }[] }>(`select lines from event_quotes`);
    expect(quote.lines.map((line) => [line.description, line.vat_rate])).toEqual([
      ["Coordination", "19.00"],
      ["Chambres", "19.00"],
    ]);
  });
});
