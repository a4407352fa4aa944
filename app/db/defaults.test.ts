import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as s from "./schema";
import { testDatabaseTargets, type TestDatabase } from "../test-support/databases.server";

// SPEC §3 and §9 defaults, read back from the database after inserting minimal rows.
describe.each(testDatabaseTargets({ both: true }))("column defaults on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("ordered lists start at display_order 0 and active", async () => {
    const [row] = await database.db.insert(s.stats).values({ label: "Événements", value: "500+" }).returning();
    expect(row).toMatchObject({ display_order: 0, is_active: true });
    expect(row!.created_at).toBeInstanceOf(Date);
    expect(row!.updated_at).toBeInstanceOf(Date);
  });

  it("services default to the Sparkles icon and no features", async () => {
    const [row] = await database.db.insert(s.services).values({ title: "T", description: "D" }).returning();
    expect(row).toMatchObject({ icon: "Sparkles", features: [], display_order: 0, is_active: true });
  });

  it("page services default to color_theme primary", async () => {
    const [row] = await database.db
      .insert(s.page_services)
      .values({ page_route: "/yourday", title: "T", description: "D" })
      .returning();
    expect(row!.color_theme).toBe("primary");
  });

  it("testimonials default to a rating of 5 and refuse 0 and 6", async () => {
    const [row] = await database.db.insert(s.testimonials).values({ author_name: "A", content: "C" }).returning();
    expect(row!.rating).toBe(5);
    await expect(
      database.db.insert(s.testimonials).values({ author_name: "A", content: "C", rating: 0 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(s.testimonials).values({ author_name: "A", content: "C", rating: 6 }),
    ).rejects.toThrow();
  });

  it("packages are not featured by default", async () => {
    const [row] = await database.db.insert(s.packages).values({ page_route: "/yourday", name: "Essentiel" }).returning();
    expect(row).toMatchObject({ is_featured: false, features: [] });
  });

  it("rental products default to price 0, period jour, stock 0, available", async () => {
    const [row] = await database.db
      .insert(s.rental_products)
      .values({ name: "Enceinte", category: "audio", description: "D", image_url: "/x.svg" })
      .returning();
    expect(row).toMatchObject({ price: "0.00", period: "jour", stock_quantity: 0, is_available: true });
  });

  it("rental product prices keep exact decimals", async () => {
    const [row] = await database.db
      .insert(s.rental_products)
      .values({ name: "Lyre", category: "light", description: "D", image_url: "/x.svg", price: "1250.10" })
      .returning();
    const [read] = await database.db.select().from(s.rental_products).where(eq(s.rental_products.id, row!.id));
    expect(read!.price).toBe("1250.10");
  });

  it("seo metadata defaults to og_type website and no keywords", async () => {
    const [row] = await database.db.insert(s.seo_metadata).values({ route: "/", title: "T", description: "D" }).returning();
    expect(row).toMatchObject({ og_type: "website", keywords: [] });
  });

  it("rental orders start as new with a generated order number", async () => {
    const values = {
      first_name: "Amel",
      last_name: "Ben Salah",
      email: "amel@example.tn",
      phone: "+216 20 000 000",
      rental_date: "2026-12-01",
      return_date: "2026-12-03",
      delivery_address: "Tunis",
      items: [],
      total_amount: "0.00",
    };
    const [first] = await database.db.insert(s.rental_orders).values(values).returning();
    const [second] = await database.db.insert(s.rental_orders).values(values).returning();
    expect(first!.status).toBe("new");
    expect(second!.order_number).toBeGreaterThan(first!.order_number);
  });

  it("contact messages start as new", async () => {
    const [row] = await database.db
      .insert(s.contact_messages)
      .values({ first_name: "A", last_name: "B", email: "a@b.tn", event_type: "Mariage", message: "Bonjour" })
      .returning();
    expect(row).toMatchObject({ status: "new", services: [], guest_count: null, event_date: null });
  });

  it("gallery, clients, portfolio, features, contact_info and hero rows are active at order 0", async () => {
    const rows = await Promise.all([
      database.db.insert(s.gallery).values({ image_url: "/g.svg" }).returning(),
      database.db.insert(s.clients).values({ name: "Pfizer", logo_url: "/c.svg" }).returning(),
      database.db.insert(s.portfolio).values({ title: "T", type: "Médical", description: "D", image_url: "/p.svg" }).returning(),
      database.db.insert(s.features).values({ title: "T" }).returning(),
      database.db.insert(s.contact_info).values({ label: "Téléphone", type: "phone", value: "+216" }).returning(),
      database.db.insert(s.hero_sections).values({ page_route: "/", title: "T" }).returning(),
    ]);
    for (const [row] of rows) expect(row).toMatchObject({ display_order: 0, is_active: true });
  });

  it("user roles default to admin", async () => {
    await database.db.insert(s.user).values({ id: "u1", name: "Admin", email: "admin@example.tn" });
    const [row] = await database.db.insert(s.user_roles).values({ user_id: "u1" }).returning();
    expect(row!.role).toBe("admin");
  });
});
