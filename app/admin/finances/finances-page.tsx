import { Banknote, FileText, HandCoins, Info, Landmark } from "lucide-react";
import { ChartCard } from "~/admin/components/chart-card";
import { KeyFigureList, type KeyFigure } from "~/admin/components/key-figures";
import { ShopNav } from "~/admin/components/shop-nav";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { DepositsSection } from "./deposits-section";
import type { FinancesPageData } from "~/money/finances.server";
import { JournalSection } from "./journal-form";
import { invoiceCount } from "~/money/receivable-ages";
import { MonthlyBarChart } from "./monthly-chart";
import { MONTHLY_TABLE_CAPTION, MonthlyTable } from "./monthly-table";
import { OnlinePaymentsSection } from "./online-payments-section";
import { FINANCES_PRINT_CSS } from "./print-style";
import { ReceivablesSection } from "./receivables-section";

/**
 * 'Finances', the shop tab's money page: twelve months of invoices and payments (the online ones
 * per gateway), what is owed, what is held.
 */
export function FinancesPage({ data }: { data: FinancesPageData }) {
  return (
    <div data-finances-page className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
      <style>{FINANCES_PRINT_CSS}</style>
      <div className="grid gap-6">
        <div className="print:hidden">
          <ShopNav />
        </div>
        <header className="grid gap-1">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">Finances</h1>
          <p className="text-sm text-muted-foreground">
            Ce qui a été facturé et encaissé ces douze derniers mois, ce que les clients doivent encore, les cautions détenues, et le journal des
            paiements pour le comptable.
          </p>
        </header>
        <KeyFigures data={data} />
      </div>

      <section aria-labelledby="finances-months" className="grid min-w-0 gap-4">
        <div className="grid gap-2">
          <h2 id="finances-months" className="text-xl font-bold sm:text-2xl">
            Facturé et encaissé par mois
          </h2>
          <RevenueDefinition />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard title="Facturé net HT" description="Factures et factures complémentaires émises, moins les avoirs, HT.">
            <MonthlyBarChart
              title="Facturé net HT par mois"
              unit="HT"
              tone="primary"
              tableCaption={MONTHLY_TABLE_CAPTION}
              months={data.months.map((m) => ({ key: m.key, label: m.label, longLabel: m.longLabel, value: m.net }))}
            />
          </ChartCard>
          <ChartCard title="Encaissé TTC" description="Paiements reçus, retenues à la source et cautions retenues comprises, paiements annulés exclus.">
            <MonthlyBarChart
              title="Encaissé TTC par mois"
              unit="TTC"
              tone="success"
              tableCaption={MONTHLY_TABLE_CAPTION}
              months={data.months.map((m) => ({ key: m.key, label: m.label, longLabel: m.longLabel, value: m.received }))}
            />
          </ChartCard>
        </div>
        <MonthlyTable months={data.months} totals={data.totals} />
      </section>

      {data.online ? <OnlinePaymentsSection online={data.online} /> : null}

      <ReceivablesSection buckets={data.receivables.buckets} count={data.receivables.count} due={data.receivables.due} />
      <DepositsSection held={data.deposits} />
      <JournalSection period={data.journal} />
    </div>
  );
}

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

function KeyFigures({ data }: { data: FinancesPageData }) {
  const figures: KeyFigure[] = [
    { label: "Facturé net HT, 12 mois", value: amount(data.totals.net), note: "factures émises moins les avoirs", icon: FileText, tone: "text-primary" },
    { label: "Encaissé, 12 mois", value: amount(data.totals.received), note: "paiements et cautions retenues, TTC", icon: Banknote, tone: "text-success" },
    {
      label: "Reste à encaisser",
      value: amount(data.receivables.due),
      note: `${invoiceCount(data.receivables.count)} en attente`,
      icon: HandCoins,
      tone: "text-magenta",
    },
    {
      label: "Cautions détenues",
      value: amount(data.deposits.total),
      note: `${data.deposits.count} ${data.deposits.count > 1 ? "cautions" : "caution"}`,
      icon: Landmark,
      tone: "text-gold-text",
    },
  ];
  return <KeyFigureList figures={figures} />;
}

/**
 * Why this page's figure is not the desk's 'Chiffre d'affaires total': that one keeps ADR 009's
 * definition (the orders agreed, by their total HT), this one counts what was invoiced.
 */
function RevenueDefinition() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info/5 px-3 py-2 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      <span>
        Le « Chiffre d'affaires total » des commandes est la somme des totaux HT des commandes confirmées, en cours et terminées, quelle que
        soit leur facturation ; le graphique ci-dessous compte les factures émises moins les factures d'avoir (HT), au mois de leur émission,
        c'est pourquoi les deux chiffres diffèrent.
      </span>
    </p>
  );
}
