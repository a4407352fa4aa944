import { useId } from "react";
import { FIGURE_CELL, MonthTable, type MonthTableProps } from "~/admin/components/month-table";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { conversionText, hoursText, unanswered, type FigureCounts, type FigureMonth } from "~/requests/request-figures";

// The figures as real tables (components/month-table.tsx), each under its title: requests by
// event type, decisions and the value won, first answers.

export const VOLUME_CAPTION = "Demandes reçues par mois et par type d'événement";
export const DECISIONS_CAPTION = "Demandes gagnées et perdues, mois par mois";
export const ANSWERS_CAPTION = "Délai de première réponse, mois par mois";

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

function FigureTable({
  caption,
  note,
  ...table
}: { caption: string; note: string } & Pick<MonthTableProps<FigureMonth>, "minWidth" | "columns" | "months" | "row" | "total">) {
  const id = useId();
  return (
    // The title stays put above the table, which scrolls sideways on a phone inside its own region
    // (reachable with the keyboard: axe's scrollable-region-focusable); it names the table.
    <div className="min-w-0 rounded-xl border bg-card shadow-sm">
      <div className="px-3 pt-3 pb-1 text-sm">
        <p id={`${id}-title`} className="font-semibold">
          {caption}
        </p>
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {note}
        </p>
      </div>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <MonthTable {...table} aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`} totalOnOneLine />
      </div>
    </div>
  );
}

export function VolumeTable({ eventTypes, months, totals }: { eventTypes: readonly string[]; months: FigureMonth[]; totals: FigureCounts }) {
  const cells = (counts: FigureCounts) => (
    <>
      {counts.requests.map((n, index) => (
        <td key={eventTypes[index]} className={n === 0 ? `${FIGURE_CELL} text-muted-foreground` : FIGURE_CELL}>
          {n}
        </td>
      ))}
      <td className={`${FIGURE_CELL} font-semibold`}>{counts.total}</td>
    </>
  );
  return (
    <FigureTable
      caption={VOLUME_CAPTION}
      note="Au mois de l'arrivée du message, heure de Tunis."
      minWidth="min-w-[52rem]"
      columns={[...eventTypes, "Total"]}
      months={months}
      row={cells}
      total={cells(totals)}
    />
  );
}

export function DecisionsTable({ months, totals }: { months: FigureMonth[]; totals: FigureCounts }) {
  const cells = (counts: FigureCounts) => (
    <>
      <td className={FIGURE_CELL}>{counts.won}</td>
      <td className={FIGURE_CELL}>{counts.lost}</td>
      <td className={FIGURE_CELL}>{conversionText(counts.won, counts.lost)}</td>
      <td className={FIGURE_CELL}>{amount(counts.wonValue)}</td>
    </>
  );
  return (
    <FigureTable
      caption={DECISIONS_CAPTION}
      note="Au mois de la décision ; le taux de transformation est la part des demandes gagnées parmi les demandes décidées."
      minWidth="min-w-[34rem]"
      columns={["Gagnées", "Perdues", "Taux de transformation", "Valeur gagnée HT"]}
      months={months}
      row={cells}
      total={cells(totals)}
    />
  );
}

export function AnswersTable({ months, totals }: { months: FigureMonth[]; totals: FigureCounts }) {
  const cells = (counts: FigureCounts) => (
    <>
      <td className={FIGURE_CELL}>{counts.total}</td>
      <td className={FIGURE_CELL}>{counts.answered}</td>
      <td className={FIGURE_CELL}>{hoursText(counts.medianHours)}</td>
      <td className={unanswered(counts) > 0 ? `${FIGURE_CELL} text-magenta` : FIGURE_CELL}>{unanswered(counts)}</td>
    </>
  );
  return (
    <FigureTable
      caption={ANSWERS_CAPTION}
      note="Du message du client à la première réponse envoyée depuis le back-office, au mois de l'arrivée du message ; les demandes sans réponse sont comptées à part."
      minWidth="min-w-[34rem]"
      columns={["Demandes reçues", "Répondues", "Délai médian", "Sans réponse"]}
      months={months}
      row={cells}
      total={cells(totals)}
    />
  );
}
