import { CircleAlert, CircleCheck, FileText, PackageSearch, Wrench } from "lucide-react";
import { LABELS_PATH } from "~/equipment/labels/labels-query";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { ShopNav } from "~/admin/components/shop-nav";
import { useDeskToast } from "~/admin/use-desk-toast";
import type { MaintenanceTotals } from "~/equipment/maintenance.server";
import type { MaintenanceFailure, MaintenancePageData } from "./maintenance.server";
import { MaintenanceCard } from "./maintenance-card";
import { ProductHistorySection } from "./product-history";

type Result = DeskActionResult | MaintenanceFailure | undefined;

const isFailure = (result: Result): result is MaintenanceFailure => Boolean(result && !result.ok && "maintenance" in result);

/**
 * 'Maintenance', the shop tab's page of the units out of service (issue 23): each open row with
 * its plain form (it works before JavaScript and without it), made for a phone at the depot, and
 * a product's movements when one is picked.
 */
export function MaintenancePage({ data, result }: { data: MaintenancePageData; result: Result }) {
  useDeskToast(result);
  const failure = isFailure(result) ? result : undefined;
  // A refusal about a row still listed is told beside its form as well.
  const rowOfFailure = failure ? data.rows.find((row) => row.id === failure.maintenance) : undefined;
  const history = data.history;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <ShopNav />
      <header className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">Maintenance</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Les unités endommagées ou manquantes au retour d'une commande sont indisponibles pour toutes les locations jusqu'à ce qu'elles
          soient réparées, retrouvées ou mises hors service.
        </p>
        {/* The labels whose codes open a product's history here; one product's from its history. */}
        <a href={LABELS_PATH} className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <FileText className="size-4" aria-hidden />
          Étiquettes QR du catalogue (PDF)
        </a>
      </header>

      {result ? (
        // With JavaScript the answer is a toast; without, a status line where the page opens.
        <noscript>
          <DeskResultLine result={result} />
        </noscript>
      ) : null}

      <Totals totals={data.totals} />

      {history ? <ProductHistorySection history={history} open={history.ok ? data.rows.filter((row) => row.productId === history.productId) : []} /> : null}

      <section aria-labelledby="maintenance-open-title" className="grid gap-3">
        <h2 id="maintenance-open-title" className="text-xl font-bold">
          Unités à traiter
        </h2>
        {data.rows.length === 0 ? (
          <div className="grid place-items-center gap-2 rounded-xl border border-dashed bg-card p-10 text-center">
            <CircleCheck className="size-8 text-success" aria-hidden />
            <p className="font-medium">Aucune unité en maintenance.</p>
            <p className="text-sm text-muted-foreground">Tout le matériel rentré est disponible à la location.</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Les plus anciennes d'abord.</p>
            <ul className="grid gap-4" aria-label="Unités en maintenance">
              {data.rows.map((row) => (
                <li key={row.id}>
                  <MaintenanceCard row={row} failure={rowOfFailure?.id === row.id ? failure : undefined} />
                </li>
              ))}
            </ul>
            {data.more > 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
                {data.more > 1 ? `${data.more} autres lignes, plus récentes, ne sont pas affichées` : "1 autre ligne, plus récente, n'est pas affichée"} : traitez
                d'abord les plus anciennes.
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function Totals({ totals }: { totals: MaintenanceTotals }) {
  const figures = [
    { label: "Unités indisponibles", value: totals.units, icon: Wrench, tone: "text-primary" },
    { label: "Endommagées", value: totals.damaged, icon: CircleAlert, tone: "text-orange-700" },
    { label: "Perdues", value: totals.lost, icon: PackageSearch, tone: "text-destructive" },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:max-w-3xl" aria-label="Unités hors service">
      {figures.map(({ label, value, icon: Icon, tone }) => (
        // The figures on one line even when a label wraps on a phone.
        <div key={label} className="flex min-w-0 flex-col justify-between gap-1 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
          <dt className="flex items-center gap-1.5 text-xs font-medium break-words text-muted-foreground sm:text-sm">
            <Icon className={`hidden size-4 shrink-0 sm:block ${tone}`} aria-hidden />
            {label}
          </dt>
          <dd className="font-display text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
