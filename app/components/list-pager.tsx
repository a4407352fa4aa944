import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatNumber } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/messages";
import { pagerPages, type PageWindow } from "~/lib/pagination";
import { cn } from "~/lib/utils";

/**
 * The count of a list's rows (a back-office desk, a client's orders) and links to its pages:
 * plain links carrying the filter, so paging works before (and without) JavaScript and a link
 * shows the same page to anyone.
 */
export function ListPager({
  window,
  hrefFor,
  label,
  noun,
}: {
  window: PageWindow;
  /** The URL of a page, with the current filter. */
  hrefFor: (page: number) => string;
  /** The navigation's accessible name, e.g. « Pages des commandes ». */
  label: string;
  /** Singular and plural of what is counted: ["commande", "commandes"]; or the word for a count, in the page's language. */
  noun: [string, string] | ((count: number) => string);
}) {
  const { page, pageCount, total, pageSize, more } = window;
  const locale = useLocale();
  const t = useMessages().account.pager;
  const number = (value: number) => formatNumber(locale, value);
  const counted = typeof noun === "function" ? noun(total) : total > 1 ? noun[1] : noun[0];
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {more ? t.moreThan : null}
        <span className="font-semibold text-foreground tabular-nums">{number(total)}</span> {counted}
        {pageCount > 1 ? <> · {t.range(number(first), number(last), number(page), number(pageCount))}</> : null}
        {more ? <> · {t.narrowSearch}</> : null}
      </p>
      {pageCount > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <PagerLink to={page > 1 ? hrefFor(page - 1) : undefined} rel="prev" aria-label={t.previousPage}>
              <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
              <span className="hidden sm:inline">{t.previous}</span>
            </PagerLink>
          </li>
          {pagerPages(page, pageCount).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={n}>
                <PagerLink to={hrefFor(n)} current={n === page} aria-label={t.page(String(n))}>
                  {number(n)}
                </PagerLink>
              </li>
            ),
          )}
          <li>
            <PagerLink to={page < pageCount ? hrefFor(page + 1) : undefined} rel="next" aria-label={t.nextPage}>
              <span className="hidden sm:inline">{t.next}</span>
              <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </PagerLink>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

function PagerLink({
  to,
  current = false,
  rel,
  children,
  "aria-label": ariaLabel,
}: {
  to: string | undefined;
  current?: boolean;
  rel?: string;
  children: React.ReactNode;
  "aria-label": string;
}) {
  const className = cn(
    "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2.5 font-medium tabular-nums",
    current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-muted",
  );
  // The first page has no « précédente », the last no « suivante »: shown, but not a link.
  if (!to) {
    return (
      <span role="link" aria-disabled="true" aria-label={ariaLabel} className={cn(className, "cursor-not-allowed opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} aria-label={ariaLabel} aria-current={current ? "page" : undefined} className={className} preventScrollReset={false}>
      {children}
    </Link>
  );
}
