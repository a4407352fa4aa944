import type { LucideIcon } from "lucide-react";

// The row of cards at the top of a figures page (finances, requests' figures): a few headline
// figures, each with its icon, what it counts and a note on how. Two a row on a phone, four from
// the large breakpoint.

export type KeyFigure = {
  label: string;
  /** Already written out: "35 500,00 DT", "63,6 %". */
  value: string;
  note: string;
  icon: LucideIcon;
  /** The icon's colour, a text-* class of the theme. */
  tone: string;
};

export function KeyFigureList({ figures }: { figures: KeyFigure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Chiffres clés">
      {figures.map(({ label, value, note, icon: Icon, tone }) => (
        <div key={label} className="grid content-start gap-1 rounded-xl border bg-card p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground sm:text-sm">
            <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden />
            {label}
          </dt>
          <dd className="font-display text-lg font-bold tabular-nums sm:text-2xl">{value}</dd>
          <dd className="text-xs text-muted-foreground">{note}</dd>
        </div>
      ))}
    </dl>
  );
}
