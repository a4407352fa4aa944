import { z } from "zod";

// Lists that time makes longer (orders, messages) are read a page at a time, the page in the URL
// (?page=3) so that a reload or a shared link shows the same rows.

/** Rows per page of the back office's lists: a phone's screenful of cards times a few, and
 * light enough (about 60 KB of HTML for 25 order cards) for a slow connection. */
export const PAGE_SIZE = 25;

/** The page asked for in the URL: anything that is not a whole number ≥ 1 ('abc', 0, −3) is the first. */
export const PageParamSchema = z.coerce.number().int().min(1).catch(1);

export type PageWindow = {
  page: number;
  pageCount: number;
  offset: number;
  total: number;
  pageSize: number;
  /** More rows match than `total`, which is a search's count stopped at its cap (SEARCH_COUNT_CAP). */
  more?: boolean;
};

/**
 * A search's matches are counted up to this many: past it, the list says « plus de 1 000 » and
 * pages through the first thousand. Counting every match of a broad search ('ben': 6 585 of
 * 50 000 orders) read the whole table, 100 ms and more; a count that stops is done after the
 * cap's rows. Nobody pages past the 40th page of a search; they refine it, or export it.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The page to show for `total` rows: a page past the last one is the last one. */
export function pageWindow(requested: number, total: number, pageSize = PAGE_SIZE, more = false): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize, total, pageSize, ...(more ? { more } : {}) };
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours;
 * `null` stands for the pages left out.
 */
export function pagerPages(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const n of sorted) {
    const previous = pages.at(-1);
    if (typeof previous === "number" && n - previous > 1) pages.push(n - previous === 2 ? previous + 1 : null);
    pages.push(n);
  }
  return pages;
}

/** A search typed in a list's filter, trimmed and cut at 200 characters (a pasted novel searches its start). */
export const SearchParamSchema = z
  .string()
  .trim()
  .transform((text) => text.slice(0, 200).trim())
  .catch("");
