import type { StatFigure } from "~/content/defaults";
import { frenchFallback, type WithFallbacks } from "~/content/translatable";
import { cx } from "~/lib/class-names";

/** A statistic as a page shows it: its label may be in French on a page of another language. */
export type ShownStat = StatFigure & WithFallbacks;

/** Statistics shown as value over label (SPEC §3). */
export function StatFigures({
  stats,
  tone = "light",
  className,
}: {
  stats: ShownStat[];
  tone?: "light" | "night";
  className?: string;
}) {
  return (
    <dl className={cx("grid", stats.length === 3 ? "grid-cols-3 gap-3 sm:gap-6" : "grid-cols-2 gap-6 sm:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.id} className="flex flex-col-reverse items-center text-center">
          <dt className={cx("mt-1 text-sm", tone === "night" ? "text-night-muted" : "text-muted-foreground")} {...frenchFallback(stat, "label")}>
            {stat.label}
          </dt>
          <dd
            className={cx(
              "font-display text-3xl font-bold sm:text-4xl",
              tone === "night" ? "text-brand-gradient" : "text-primary",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
