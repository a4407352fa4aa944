import { Clock, Inbox, Trophy, Wallet } from "lucide-react";
import { ChartCard } from "~/admin/components/chart-card";
import { KeyFigureList, type KeyFigure } from "~/admin/components/key-figures";
import { ContactNav } from "~/admin/contact/contact-nav";
import { MonthlyBarChart } from "~/admin/finances/monthly-chart";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { conversionText, hoursText, unanswered, type RequestFigures } from "~/requests/request-figures";
import { AnswersTable, DECISIONS_CAPTION, DecisionsTable, VOLUME_CAPTION, VolumeTable } from "./figures-tables";
import { DECISION_SERIES, StackedMonthChart, typeSeries } from "./stacked-month-chart";
import { TypeBreakdown } from "./type-breakdown";

/** 'Chiffres des demandes' (/admin/contact/chiffres): twelve months of requests, decisions and first answers. */
export function RequestFiguresPage({ data }: { data: RequestFigures }) {
  const { months, totals, eventTypes } = data;
  const types = typeSeries(eventTypes);
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
      <div className="grid gap-6">
        <ContactNav />
        <header className="grid gap-2">
          <h1 className="font-display text-2xl font-bold sm:text-3xl">Chiffres des demandes</h1>
          <p className="text-sm text-muted-foreground">
            Les douze derniers mois : les demandes reçues par type d'événement, la part des demandes gagnées, la valeur des projets gagnés et le délai de la
            première réponse.
          </p>
        </header>
        <KeyFigures data={data} />
      </div>

      <section aria-labelledby="figures-requests" className="grid min-w-0 gap-4">
        <h2 id="figures-requests" className="text-xl font-bold sm:text-2xl">
          Demandes reçues par mois
        </h2>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ChartCard title="Demandes reçues" description="Par type d'événement, au mois de l'arrivée du message.">
            <StackedMonthChart
              title={VOLUME_CAPTION}
              unit={["demande", "demandes"]}
              tableCaption={VOLUME_CAPTION}
              series={types}
              legend={false}
              months={months.map((m) => ({ key: m.key, label: m.label, longLabel: m.longLabel, values: m.requests }))}
            />
          </ChartCard>
          <TypeBreakdown series={types} counts={totals.requests} total={totals.total} />
        </div>
        <VolumeTable eventTypes={eventTypes} months={months} totals={totals} />
      </section>

      <section aria-labelledby="figures-decisions" className="grid min-w-0 gap-4">
        <h2 id="figures-decisions" className="text-xl font-bold sm:text-2xl">
          Transformation et valeur gagnée
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard title="Gagnées et perdues" description="Demandes décidées, au mois de la décision.">
            <StackedMonthChart
              title="Demandes gagnées et perdues par mois"
              unit={["demande", "demandes"]}
              tableCaption={DECISIONS_CAPTION}
              series={DECISION_SERIES}
              months={months.map((m) => ({ key: m.key, label: m.label, longLabel: m.longLabel, values: [m.won, m.lost] }))}
            />
          </ChartCard>
          <ChartCard title="Valeur gagnée HT" description="Montant des projets gagnés, au mois où la demande a été gagnée.">
            <MonthlyBarChart
              title="Valeur gagnée HT par mois"
              unit="HT"
              tone="success"
              tableCaption={DECISIONS_CAPTION}
              months={months.map((m) => ({ key: m.key, label: m.label, longLabel: m.longLabel, value: m.wonValue }))}
            />
          </ChartCard>
        </div>
        <DecisionsTable months={months} totals={totals} />
      </section>

      <section aria-labelledby="figures-answers" className="grid min-w-0 gap-4">
        <h2 id="figures-answers" className="text-xl font-bold sm:text-2xl">
          Délai de première réponse
        </h2>
        <AnswersTable months={months} totals={totals} />
      </section>
    </div>
  );
}

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

function KeyFigures({ data }: { data: RequestFigures }) {
  const { totals } = data;
  const decided = totals.won + totals.lost;
  const figures: KeyFigure[] = [
    { label: "Demandes, 12 mois", value: String(totals.total), note: "messages reçus", icon: Inbox, tone: "text-primary" },
    {
      label: "Taux de transformation",
      value: conversionText(totals.won, totals.lost),
      note: decided === 0 ? "aucune demande décidée" : `${plural(totals.won, "gagnée", "gagnées")} sur ${plural(decided, "décidée", "décidées")}`,
      icon: Trophy,
      tone: "text-gold-text",
    },
    { label: "Valeur gagnée HT", value: amount(totals.wonValue), note: "projets gagnés, 12 mois", icon: Wallet, tone: "text-success" },
    {
      label: "Première réponse",
      value: hoursText(totals.medianHours),
      note: `délai médian ; ${plural(unanswered(totals), "demande", "demandes")} sans réponse`,
      icon: Clock,
      tone: "text-magenta",
    },
  ];
  return <KeyFigureList figures={figures} />;
}
