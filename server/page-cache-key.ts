import { isbot } from "isbot";
import { isProductCategory } from "../app/lib/rental-categories";
import { isShownCount } from "../app/rental/catalogue-page";
import { CONTENT_PAGES, SHOP_PATHS } from "../app/lib/site-map";
import { isIsoDate, todayInTunis } from "../app/lib/calendar-dates";
import { LOCALES, localizedPath } from "../app/i18n/locale";

// Which requests the page cache may answer, and under which key (server/page-cache.ts). Pure:
// everything is decided from the method, the raw URL and the request headers.
//
// Strict on purpose: whatever is not known to render the same page for every anonymous visitor
// bypasses the cache. The key is built only from the path, the known filters (normalised) and
// the content revision; never from Host, X-Forwarded-* or Accept-Encoding, which the pages do not
// depend on (canonical URLs come from PUBLIC_URL), so no header can make one visitor's request
// choose what another visitor is served.

/** Each French path and its English and Arabic versions (/en/…, /ar/…): the path is the language's key. */
const inEveryLanguage = (paths: string[]) => paths.flatMap((path) => LOCALES.map((locale) => localizedPath(locale, path)));

/** The public pages: the same HTML for every anonymous visitor. Not /panier, /auth, /compte, /commande/*, /admin. */
export const CACHEABLE_PATHS: ReadonlySet<string> = new Set(
  inEveryLanguage(["/", "/contact", "/portfolio", SHOP_PATHS.catalogue, SHOP_PATHS.rentalSection, ...CONTENT_PAGES.map((page) => page.path)]),
);

/** The shop pages take the catalogue's filters (rental/catalogue.server.ts: readCategory, readPeriod; catalogue-page.ts: readShown). */
const FILTERED_PATHS: ReadonlySet<string> = new Set(inEveryLanguage([SHOP_PATHS.catalogue, SHOP_PATHS.rentalSection]));

type FilterName = "categorie" | "du" | "au" | "voir";
const FILTERS: Record<FilterName, (value: string) => boolean> = {
  categorie: isProductCategory,
  du: isIsoDate,
  au: isIsoDate,
  voir: isShownCount,
};

export type RequestFacts = {
  method: string;
  /** The raw request target, e.g. "/location-materiel?categorie=audio". */
  url: string;
  headers: Record<string, string | string[] | undefined>;
};

export type CacheDecision =
  | { cacheable: true; key: string; dated: boolean }
  | { cacheable: false; reason: string };

/**
 * Crawlers get the whole document at once, browsers a stream whose late parts are moved into
 * place by inline scripts (entry.server.tsx): two renderings of one page, each cached apart so
 * that each kind of client gets what it would get uncached.
 */
function clientClass(userAgent: string | string[] | undefined): "bot" | "browser" {
  return typeof userAgent === "string" && isbot(userAgent) ? "bot" : "browser";
}

/**
 * The page's key without the revision, or why the request bypasses the cache. `now` dates the
 * key of a dated view: its availability badges and "from today" check change with the day.
 */
export function pageCacheKey({ method, url, headers }: RequestFacts, now: Date = new Date()): CacheDecision {
  if (method !== "GET" && method !== "HEAD") return { cacheable: false, reason: "method" };
  // Any cookie at all (session, flash toast, anything): the page may be personal.
  if (headers.cookie !== undefined) return { cacheable: false, reason: "cookie" };
  if (headers.authorization !== undefined) return { cacheable: false, reason: "authorization" };
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Exact match on the raw path: "/contact/", "/Contact" or "/%63ontact" simply are not cached.
  if (!CACHEABLE_PATHS.has(path)) return { cacheable: false, reason: "path" };
  const client = clientClass(headers["user-agent"]);
  if (queryAt === -1) return { cacheable: true, key: `${client} ${path}`, dated: false };
  const query = url.slice(queryAt + 1);
  if (!FILTERED_PATHS.has(path)) return { cacheable: false, reason: "query" };
  const filters = readFilters(query);
  if (!filters) return { cacheable: false, reason: "query" };
  const dated = filters.has("du") || filters.has("au");
  const normalised = [...filters.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  return { cacheable: true, key: `${client} ${path}?${normalised}${dated ? `#${todayInTunis(now)}` : ""}`, dated };
}

/** The known filters with valid values, each at most once; null for anything else. */
function readFilters(query: string): Map<FilterName, string> | null {
  const filters = new Map<FilterName, string>();
  for (const pair of query.split("&")) {
    const at = pair.indexOf("=");
    if (at <= 0) return null;
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    // Raw values only: the valid ones contain no escapes, so any "%" or "+" is something else.
    if (!Object.hasOwn(FILTERS, name) || filters.has(name as FilterName)) return null;
    if (!FILTERS[name as FilterName](value)) return null;
    filters.set(name as FilterName, value);
  }
  return filters;
}

/** Whether the client takes gzip (a q of 0 refuses it; "*" takes it unless gzip is refused). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return false;
  let gzip: number | undefined;
  let star: number | undefined;
  for (const part of value.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, val] = param.split("=").map((s) => s.trim());
      if (key?.toLowerCase() === "q") q = Number(val);
    }
    if (!Number.isFinite(q)) q = 0;
    if (name === "gzip" || name === "x-gzip") gzip = Math.max(gzip ?? 0, q);
    else if (name === "*") star = q;
  }
  if (gzip !== undefined) return gzip > 0;
  return star !== undefined && star > 0;
}
