import type { ReactNode } from "react";

/** A chart in its card: a figure whose caption says what it draws and how it is counted. */
export function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <figure className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <figcaption className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </figcaption>
      {children}
    </figure>
  );
}
