// Lighthouse accessibility on issue 38's pages, which bench/run.ts (public pages, no session) does not
// reach: 'Aujourd'hui' (/admin) with every section filled and the phone's menu page (/admin/menu), as
// a signed-in admin, and the guest's confirmation where a checkout ends (/commande/<token>?nouvelle=1).
//
//   npx react-router build && npx tsx bench/lighthouse-pages.ts [build dir]
//
// The server, its data and the admin's session are those of scripts/capture-screens.ts (CAPTURE_PORT
// for another port than 4399); the guest's order is placed through /panier's plain form, without
// JavaScript, as a client whose browser runs none would place it. Exits 1 when a page scores under 100.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { BASE, LAUNCH_ARGS, seed, startServer, type Cookie } from "../scripts/capture-screens";
import { runLighthouse, type LighthouseResult } from "./lighthouse";

async function sql(query: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${BASE}/__e2e/sql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
  const payload = (await response.json()) as { rows: Record<string, unknown>[]; error?: string };
  if (!response.ok) throw new Error(`/__e2e/sql : ${payload.error ?? response.status}`);
  return payload.rows;
}

/** A guest's order through /panier without JavaScript: the address its checkout ends on. */
async function placeGuestOrder(): Promise<string> {
  const [product] = await sql(
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values ('Vidéoprojecteur laser 7 000 lumens', 'video', 'Vidéoprojecteur laser', '/images/categories/video.svg', 150.00, 6) returning id`,
  );
  const now = new Date();
  const day = (n: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 2, n)).toISOString().slice(0, 10);
  await sql("delete from rate_limits where key like 'order:%'");
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell", args: LAUNCH_ARGS });
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false, baseURL: BASE, locale: "fr-FR" })).newPage();
    await page.goto(`/panier?produit=${String(product!.id)}`);
    await page.getByLabel("Prénom *", { exact: true }).fill("Sonia");
    await page.getByLabel("Nom *", { exact: true }).fill("Mejri");
    await page.getByLabel("Email *", { exact: true }).fill("sonia.mejri@example.tn");
    await page.getByLabel("Téléphone *", { exact: true }).fill("+216 55 123 456");
    await page.getByLabel("Date de location *", { exact: true }).fill(day(10));
    await page.getByLabel("Date de retour *", { exact: true }).fill(day(12));
    await page.getByLabel("Créneau de départ *", { exact: true }).selectOption({ label: "Matin (8 h – 12 h)" });
    await page.getByLabel("Créneau de retour *", { exact: true }).selectOption({ label: "Soir (18 h – 21 h)" });
    await page.getByLabel("Adresse de livraison *", { exact: true }).fill("Hôtel Mövenpick, Sousse");
    await page.getByRole("button", { name: "Confirmer la Commande" }).click();
    await page.waitForURL(/\/commande\/[\w-]{43}\?nouvelle=1$/);
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const buildDir = path.resolve(process.argv[2] ?? "build");
  const resultsDir = path.resolve("bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const server = await startServer(buildDir);
  try {
    const cookies: Cookie[] = await seed();
    const confirmation = await placeGuestOrder();
    const admin = { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
    const pages: { label: string; route: string; headers?: Record<string, string> }[] = [
      { label: "/admin ('Aujourd'hui')", route: "/admin", headers: admin },
      { label: "/admin/menu", route: "/admin/menu", headers: admin },
      { label: "/commande/<jeton>?nouvelle=1", route: confirmation },
    ];
    const results: (LighthouseResult & { label: string })[] = [];
    for (const { label, route, headers } of pages) {
      console.log(`Lighthouse ${label}…`);
      results.push({ label, ...(await runLighthouse(BASE, route, resultsDir, 3, { categories: ["accessibility"], extraHeaders: headers })) });
    }
    console.log("\nLighthouse 12, mobile, accessibilité (cible : 100)\n");
    for (const result of results) console.log(`${result.label.padEnd(32)} ${result.scores.accessibility}`);
    for (const result of results) {
      for (const audit of result.failing.accessibility ?? []) console.log(`  ${result.label} — ${audit.id} : ${audit.title}`);
    }
    return results.every((result) => result.scores.accessibility === 100) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
