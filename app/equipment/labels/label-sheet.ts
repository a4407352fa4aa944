// The QR label sheet's data (issue 23), built by pure functions and rendered by label-sheet-pdf.tsx:
// a label per product, whose code opens the product's history in the back office (its movements,
// and its units in maintenance on the same page), with its name and category for the eye and the
// address written out under them for the hand.

import { historyPath } from "../paths";
import { categoryLabel } from "~/lib/rental-categories";
import { LABELS_PER_SHEET } from "./labels-query";

export type ProductLabel = {
  productId: string;
  name: string;
  /** "Sonorisation": the category's label. */
  category: string;
  /** What the QR code holds: the product's history, at PUBLIC_URL. */
  url: string;
  /** The address as printed: without the scheme and the anchor, which nobody types. */
  shownUrl: string;
};

/** Whose cases they are: the brand, and the line printed on each label. */
export type LabelOwner = { brand: string; line: string };

export type LabelSheetData = {
  title: string;
  owner: LabelOwner;
  /** The labels in printing order, LABELS_PER_SHEET a page. */
  pages: ProductLabel[][];
};

/** The address under the code: "imagine-events.tn/admin/shop/maintenance?produit=…". */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}${parsed.search}`;
}

export function productLabel(product: { id: string; name: string; category: string }, publicUrl: string): ProductLabel {
  const url = `${publicUrl.replace(/\/$/, "")}${historyPath(product.id)}`;
  return { productId: product.id, name: product.name, category: categoryLabel(product.category), url, shownUrl: shownUrl(url) };
}

/** Cut into pages of `perPage`, the last one partly filled. */
export function intoPages<T>(items: readonly T[], perPage: number = LABELS_PER_SHEET): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

/** By category, then name, as the depot's shelves are. */
export function byShelf<T extends { category: string; name: string }>(labels: readonly T[]): T[] {
  return [...labels].sort((a, b) => a.category.localeCompare(b.category, "fr") || a.name.localeCompare(b.name, "fr"));
}

/** "Propriété d'Imagine · +216 71 000 000": whose case it is, should it stay behind at a venue. */
export function labelOwner(settings: { brandName: string; phone: string | null } | null): LabelOwner {
  const brand = settings?.brandName.trim() || "Imagine";
  const phone = settings?.phone?.trim();
  const of = /^[aeiouyhàâäéèêëîïôöùûü]/i.test(brand) ? `d'${brand}` : `de ${brand}`;
  return { brand, line: phone ? `Propriété ${of} · ${phone}` : `Propriété ${of}` };
}

/** One product's sheet: `count` times its label. */
export function productSheet(label: ProductLabel, count: number, owner: LabelOwner): LabelSheetData {
  return { title: `Étiquettes — ${label.name}`, owner, pages: intoPages(Array.from({ length: count }, () => label)) };
}

/** The catalogue's sheet (or a category's): one label per product, shelf by shelf. */
export function catalogueSheet(labels: readonly ProductLabel[], owner: LabelOwner, title = "Étiquettes du catalogue"): LabelSheetData {
  return { title, owner, pages: intoPages(byShelf(labels)) };
}
