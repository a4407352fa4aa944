import { StatFigures, type ShownStat } from "~/components/stat-figures";

/** A content page's key figures, under its hero. */
export function StatsBlock({ stats }: { stats: ShownStat[] }) {
  if (stats.length === 0) return null;
  return (
    <section aria-label="Chiffres clés" className="border-b bg-card">
      <StatFigures stats={stats} className="mx-auto max-w-5xl px-4 py-10 sm:px-6" />
    </section>
  );
}
