// The 'Scanner' page's loader (/admin/shop/scanner, issue 23). Without a number it gives the page
// what the camera's check needs; with ?commande= (the typed fallback, a plain GET form that works
// without JavaScript) it redirects to the order's depot page, or answers the page with a French
// message; with ?article= it finds the products whose labels to print. The route checks the admin
// role first, then comes here.

import { data, redirect } from "react-router";
import { ARTICLE_SEARCH_PARAM, ArticleSearchSchema } from "~/equipment/labels/labels-query";
import type { DbExecutor } from "~/db/executor";
import { findProductsByName, orderNumberExists } from "~/equipment/scanner.server";
import { categoryLabel } from "~/lib/rental-categories";
import { notAnOrderNumber, ORDER_FIELD, ORDER_FIELD_MAX, OrderFieldSchema, orderNotFound, parseOrderNumber } from "~/equipment/order-number-field";
import { depotPath } from "~/equipment/paths";
import { scanTarget } from "~/equipment/scan-target";

/** Products listed for a label search: a name is typed to find one, not to browse. */
export const ARTICLE_MATCHES = 8;

export type ArticleMatch = { id: string; name: string; category: string };

export type ScannerPageData = {
  /** This back office's addresses a code may carry: PUBLIC_URL's (printed on the sheets) and the request's. */
  origins: string[];
  /** What was typed, given back with a refusal. */
  typed: string;
  error: string | null;
  /** A label search: what was typed and the products found (more: others match too). */
  article: { q: string; matches: ArticleMatch[]; more: boolean } | null;
};

/** Products whose name contains `q`, accents and case aside ('ecran' finds 'Écran LED'). */
async function findArticles(db: DbExecutor, q: string): Promise<NonNullable<ScannerPageData["article"]>> {
  const rows = await findProductsByName(db, q, ARTICLE_MATCHES + 1);
  return {
    q,
    matches: rows.slice(0, ARTICLE_MATCHES).map((row) => ({ ...row, category: categoryLabel(row.category) })),
    more: rows.length > ARTICLE_MATCHES,
  };
}

/** The page, or a redirect to the depot page (or a product's history, for a pasted label address). */
export async function loadScannerPage(db: DbExecutor, url: URL, publicUrl: string) {
  const origins = [...new Set([new URL(publicUrl).origin, url.origin])];
  const q = ArticleSearchSchema.parse(url.searchParams.get(ARTICLE_SEARCH_PARAM) ?? "");
  const article = q ? await findArticles(db, q) : null;
  const typed = url.searchParams.get(ORDER_FIELD);
  if (typed === null) return data<ScannerPageData>({ origins, typed: "", error: null, article });
  const refuse = (status: number, error: string) => data<ScannerPageData>({ origins, typed: typed.slice(0, ORDER_FIELD_MAX), error, article }, { status });

  const field = OrderFieldSchema.safeParse(typed);
  if (!field.success) return refuse(400, field.error.issues[0]!.message);
  // An address pasted from a packing list or a label: the same check as a scanned code.
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(field.data)) {
    const target = scanTarget(field.data, origins);
    if (!target.ok) return refuse(400, target.error);
    throw redirect(target.path);
  }
  const number = parseOrderNumber(field.data);
  if (number === null) return refuse(400, notAnOrderNumber(field.data));
  if (!(await orderNumberExists(db, number))) return refuse(404, orderNotFound(number));
  throw redirect(depotPath(number));
}
