// What the event quote editor (/admin/contact/demandes/:id/devis, issue 24) reads as the agency
// writes a quote: the catalogue's products for rent matching a search, the site's own offers as
// presets, and the draft's state — the typed lines with the totals and taxes the server computes
// and what each rental line's product has free over its dates. Nothing is stored before issuing.

import { randomUUID } from "node:crypto";
import { and, asc, eq, ilike } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, packages, rental_products, services } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import { likePattern } from "~/lib/search.server";
import { findContentPage } from "~/lib/site-map";
import { formatDate } from "~/lib/calendar-dates";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { getAvailability } from "~/orders/availability.server";
import { getTaxRates } from "~/orders/taxes.server";
import { storedVatTable, type StoredVatLine } from "~/orders/figures";
import { ensureRequest } from "../requests.server";
import { eventQuoteFigures, lineDays, packageDescription, presetPrice, serviceDescription } from "./event-quote-lines";
import { readableLines, type EventQuoteFormValues } from "./event-quote-schema";

export type ProductMatch = { id: string; name: string; category: string; price: string; vatRate: string; stock: number | null };

/** Catalogue products for rent whose name contains `q`. */
async function searchRentalProducts(db: DbExecutor, q: string): Promise<ProductMatch[]> {
  const rows = await db
    .select({ id: rental_products.id, name: rental_products.name, category: rental_products.category, price: rental_products.price, vatRate: rental_products.vat_rate, stock: rental_products.stock_quantity })
    .from(rental_products)
    .where(and(ilike(rental_products.name, likePattern(q)), eq(rental_products.is_available, true)))
    .orderBy(asc(rental_products.name))
    .limit(12);
  return rows.map((row) => ({ ...row, category: categoryLabel(row.category) }));
}

/** A package or a service of the site, with its price and its VAT rate (issue 37). */
export type Preset = { value: string; label: string; description: string; price: string; vatRate: string };
export type PresetGroup = { label: string; presets: Preset[] };

/** The site's own offers: the packages of each page (the wedding's Essentiel, Premium, Prestige) and the services. */
export async function loadPresets(db: DbExecutor): Promise<PresetGroup[]> {
  const [packageRows, serviceRows] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.page_route), asc(packages.display_order), asc(packages.name)).limit(100),
    db.select().from(services).orderBy(asc(services.display_order), asc(services.title)).limit(100),
  ]);
  const groups = new Map<string, Preset[]>();
  for (const row of packageRows) {
    const topic = findContentPage(row.page_route)?.topic ?? null;
    const label = `Formules${topic ? ` — ${topic}` : ""}`;
    const price = presetPrice(row.price);
    const priced = (decimalToCents(price) ?? 0n) > 0n;
    const preset = {
      value: `package:${row.id}`,
      label: `${row.name}${priced ? ` — ${formatPrice(decimalToCents(price) ?? 0n)} HT` : " — prix à saisir"}`,
      description: packageDescription(row, topic),
      price,
      vatRate: row.vat_rate,
    };
    groups.set(label, [...(groups.get(label) ?? []), preset]);
  }
  const servicePresets = serviceRows.map((row) => ({ value: `service:${row.id}`, label: `${row.title} — prix à saisir`, description: serviceDescription(row), price: "0.00", vatRate: row.vat_rate }));
  return [...[...groups].map(([label, presets]) => ({ label, presets })), ...(servicePresets.length > 0 ? [{ label: "Services", presets: servicePresets }] : [])];
}

export type LineFigure = {
  /** The line's total HT, or null while it cannot be read. */
  total: string | null;
  days: number | null;
  /** A rental line: its product's units free over its dates. */
  availability: { ok: boolean; text: string } | null;
};

export type EditorState = {
  /** Remounts the form on each answer, so the fields take the values sent back. */
  nonce: string;
  values: EventQuoteFormValues;
  errors: Record<string, string>;
  formError: string | null;
  matches: ProductMatch[];
  lines: LineFigure[];
  figures: { totalHt: string; vatByRate: StoredVatLine[]; vat: string; stampDuty: string; totalTtc: string };
  /** The rates a line may take (the settings' list) and the one a free line starts at. */
  vatRates: string[];
  defaultVatRate: string;
};

export async function editorState(db: DbExecutor, values: EventQuoteFormValues, extra: { errors?: Record<string, string>; formError?: string | null } = {}): Promise<EditorState> {
  const readable = readableLines(values);
  const taxes = await getTaxRates(db);
  const figures = eventQuoteFigures(
    readable.filter((line) => line !== null),
    { stampDuty: decimalToCents(taxes.stamp_duty) ?? 0n },
  );
  const search = values.search.trim();
  const [matches, availability] = await Promise.all([search ? searchRentalProducts(db, search) : Promise.resolve([]), Promise.all(readable.map((line) => lineAvailability(db, line)))]);
  return {
    nonce: randomUUID(),
    values,
    errors: extra.errors ?? {},
    formError: extra.formError ?? null,
    matches,
    lines: readable.map((line, index) => ({
      total: line ? centsToDecimal(eventQuoteFigures([line], { stampDuty: 0n }).totalHt) : null,
      days: line?.kind === "rental" && line.from && line.to ? lineDays(line) : null,
      availability: availability[index] ?? null,
    })),
    figures: {
      totalHt: centsToDecimal(figures.totalHt),
      vatByRate: storedVatTable(figures.vatByRate),
      vat: centsToDecimal(figures.vat),
      stampDuty: centsToDecimal(figures.stampDuty),
      totalTtc: centsToDecimal(figures.totalTtc),
    },
    vatRates: taxes.vat_rates,
    defaultVatRate: taxes.vat_rate,
  };
}

/** What a rental line's product has free over its dates, line by line (issuing checks the lines together). */
async function lineAvailability(db: DbExecutor, line: ReturnType<typeof readableLines>[number]): Promise<LineFigure["availability"]> {
  if (!line || line.kind !== "rental" || !line.product_id || !line.from || !line.to || line.to < line.from) return null;
  const free = (await getAvailability(db, [line.product_id], { from: line.from, to: line.to })).get(line.product_id);
  if (!free) return { ok: false, text: "Ce produit n'existe plus dans le catalogue." };
  if (free.free === null) return { ok: true, text: "Stock non limité." };
  const units = `${free.free} unité${free.free > 1 ? "s" : ""} libre${free.free > 1 ? "s" : ""} du ${formatDate(line.from)} au ${formatDate(line.to)}`;
  return free.free >= line.quantity ? { ok: true, text: `${units}.` } : { ok: false, text: `Stock insuffisant : ${units}.` };
}

/** The request a quote is written for and its contact message, or null when the message is gone. */
export async function getQuoteRequest(db: DbExecutor, messageId: string) {
  const request = await ensureRequest(db, messageId);
  if (!request) return null;
  const [message] = await db.select().from(contact_messages).where(eq(contact_messages.id, messageId));
  if (!message) return null;
  return { request, message };
}

/** A catalogue product a rental line is added from, or null when it is no longer offered for rent. */
export async function getQuotableProduct(db: DbExecutor, productId: string) {
  const [product] = await db.select().from(rental_products).where(eq(rental_products.id, productId));
  return product && product.is_available ? product : null;
}
