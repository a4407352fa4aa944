import { ChevronDown, LoaderCircle, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { cn } from "~/lib/utils";

/** A filter of its own beside the status: its field name, label, value and choices ("all" first). */
export type DeskExtraFilter = { name: string; label: string; value: string; allLabel: string; labels: Record<string, string> };

/**
 * The status filter, search and (for the orders) sort of a back-office desk: a GET form, so the
 * filter lives in the URL, is filtered by the server and works without JavaScript. Sending it
 * starts again at the first page (the form carries no page). On a phone the fields fold behind one
 * line that says what is filtered (a <details>: it opens without JavaScript too), so that the
 * first rows of the list are on the first screen; from the small breakpoint they are always shown.
 */
export function DeskFilters({
  path,
  idPrefix,
  filter,
  allLabel,
  statusLabels,
  searchPlaceholder,
  sorts,
  extra,
  extras,
}: {
  path: string;
  idPrefix: string;
  filter: { status: string; q: string; sort?: string };
  allLabel: string;
  statusLabels: Record<string, string>;
  searchPlaceholder: string;
  /** The sort orders offered (value → label); none: no sort field. */
  sorts?: Record<string, string>;
  /** One more filter beside the status (the orders' payment status): its field name, label, value and choices. */
  extra?: DeskExtraFilter;
  /** Several more (the messages' request filters: stage, owner, event type, follow-up), on a row of their own. */
  extras?: DeskExtraFilter[];
}) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === path;
  const moreSelect = (more: DeskExtraFilter, className: string) => (
    <div key={more.name} className={className}>
      <Label htmlFor={`${idPrefix}-${more.name}`}>{more.label}</Label>
      <NativeSelect id={`${idPrefix}-${more.name}`} name={more.name} defaultValue={more.value} key={`${more.name}-${more.value}`}>
        <option value="all">{more.allLabel}</option>
        {Object.entries(more.labels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const details = useRef<HTMLDetailsElement>(null);
  // A browser that cannot style the folded content (no ::details-content) opens it on a wide screen.
  useEffect(() => {
    if (!CSS.supports("selector(::details-content)") && matchMedia("(min-width: 40rem)").matches && details.current) details.current.open = true;
  }, []);
  const active = [
    filter.status !== "all" ? statusLabels[filter.status] : null,
    ...[extra, ...(extras ?? [])].map((more) => (more && more.value !== "all" ? more.labels[more.value] : null)),
    filter.q ? `« ${filter.q} »` : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <Form method="get" role="search" className="rounded-xl border bg-card">
      <details ref={details} className="group sm:details-content:[content-visibility:visible]">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="shrink-0">Rechercher et filtrer</span>
          <span className="min-w-0 flex-1 truncate text-xs font-normal text-muted-foreground">{active.join(" · ")}</span>
          <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div
          className={cn(
            "grid grid-cols-[1fr_auto] items-end gap-3 p-4 pt-1 sm:pt-4",
            extras
              ? "sm:grid-cols-2 lg:grid-cols-5"
              : extra && sorts
              ? "sm:grid-cols-3 lg:grid-cols-[13rem_12rem_13rem_1fr_auto]"
              : sorts
                ? "sm:grid-cols-2 lg:grid-cols-[13rem_16rem_1fr_auto]"
                : "sm:grid-cols-[13rem_1fr_auto]",
          )}
        >
          <div className="col-span-2 grid gap-2 sm:col-span-1">
            <Label htmlFor={`${idPrefix}-status`}>Statut</Label>
            <NativeSelect id={`${idPrefix}-status`} name="status" defaultValue={filter.status} key={`status-${filter.status}`}>
              <option value="all">{allLabel}</option>
              {Object.entries(statusLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {extra ? moreSelect(extra, "col-span-2 grid gap-2 sm:col-span-1") : null}
          {extras ? (
            // Two to a row on a phone (the messages' four: a screen and a half of selects one under the
            // other); from the small breakpoint the wrapper steps aside and they join the form's grid.
            <div className="col-span-2 grid grid-cols-2 gap-3 sm:contents">{extras.map((more) => moreSelect(more, "grid min-w-0 gap-2"))}</div>
          ) : null}
          {sorts ? (
            <div className="col-span-2 grid gap-2 sm:col-span-1">
              <Label htmlFor={`${idPrefix}-sort`}>Trier par</Label>
              <NativeSelect id={`${idPrefix}-sort`} name="sort" defaultValue={filter.sort} key={`sort-${filter.sort}`}>
                {Object.entries(sorts).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className={cn("grid gap-2", sorts && "sm:col-span-1", extra && sorts && "sm:col-span-2 lg:col-span-1", extras && "sm:col-span-1 lg:col-span-4")}>
            <Label htmlFor={`${idPrefix}-search`}>Rechercher</Label>
            <Input
              id={`${idPrefix}-search`}
              name="q"
              type="search"
              defaultValue={filter.q}
              key={`q-${filter.q}`}
              placeholder={searchPlaceholder}
              maxLength={200}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={searching} aria-label="Filtrer">
            {searching ? <LoaderCircle className="animate-spin" aria-hidden /> : <Search aria-hidden />}
            <span className="hidden sm:inline">Filtrer</span>
          </Button>
        </div>
      </details>
    </Form>
  );
}
