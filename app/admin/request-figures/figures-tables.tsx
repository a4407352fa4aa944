import { useId, type ReactNode } from "react";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { conversionText, hoursText, unanswered, type FigureCounts, type FigureMonth } from "./figures";

// The figures as real tables: what a screen reader reads instead of the bars, what a printed page
// shows exactly, and where a number can be copied from. Months in rows, oldest first, the twelve
// months' total in the footer.

export const VOLUME_CAPTION = "Demandes reçues par mois et par type d'événement";
export const DECISIONS_CAPTION = "Demandes gagnées et perdues, mois par mois";
export const ANSWERS_CAPTION = "Délai de première réponse, mois par mois";

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);
const cell = "px-3 py-2 text-right whitespace-nowrap tabular-nums";
const head = "px-3 py-2 text-right align-bottom font-medium";

function FigureTable({
  caption,
  note,
  minWidth,
  columns,
  months,
  row,
  total,
}: {
  caption: string;
  note: string;
  minWidth: string;
  columns: string[];
  months: FigureMonth[];
  row: (month: FigureCounts) => ReactNode;
  total: ReactNode;
}) {
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
        <table className={`w-full ${minWidth} border-collapse text-sm`} aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className="px-3 py-2 text-left align-bottom font-medium">
                Mois
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className={head}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.key} className="border-b last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap first-letter:uppercase">
                  {month.longLabel}
                </th>
                {row(month)}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 font-semibold">
              <th scope="row" className="px-3 py-2 text-left whitespace-nowrap">
                Total sur 12 mois
              </th>
              {total}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

export function VolumeTable({ eventTypes, months, totals }: { eventTypes: readonly string[]; months: FigureMonth[]; totals: FigureCounts }) {
  const cells = (counts: FigureCounts) => (
    <>
      {counts.requests.map((n, index) => (
        <td key={eventTypes[index]} className={n === 0 ? `${cell} text-muted-foreground` : cell}>
          {n}
        </td>
      ))}
      <td className={`${cell} font-semibold`}>{counts.total}</td>
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
      <td className={cell}>{counts.won}</td>
      <td className={cell}>{counts.lost}</td>
      <td className={cell}>{conversionText(counts.won, counts.lost)}</td>
      <td className={cell}>{amount(counts.wonValue)}</td>
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
      <td className={cell}>{counts.total}</td>
      <td className={cell}>{counts.answered}</td>
      <td className={cell}>{hoursText(counts.medianHours)}</td>
      <td className={unanswered(counts) > 0 ? `${cell} text-magenta` : cell}>{unanswered(counts)}</td>
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
