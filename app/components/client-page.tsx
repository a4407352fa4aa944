import type * as React from "react";
import { cx } from "~/lib/class-names";

// The frame of a client's page reached through the link of our e-mails, without an account: their
// order (/commande/<token>) and their event request (/demande/<token>). Both read the same way: a
// header that greets them, then a main column and a side column of cards.

/** The page, its header (a small line above the title, the title, a greeting) and what follows. */
export function ClientPage({
  eyebrow,
  title,
  badge,
  intro,
  children,
}: {
  eyebrow: string;
  /** Text, or text with a part kept on one line (an order's number: « CMD-000008 » never split at its hyphen). */
  title: React.ReactNode;
  /** Beside the title, wrapping under it on a phone: the order's status. */
  badge?: React.ReactNode;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  // A title may be what the client typed (their event's type): a long word breaks rather than widens the page.
  const heading = <h1 className="font-display text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>;
  return (
    <main className="bg-background">
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:py-14">
        <header className="grid gap-3">
          <p className="text-sm font-medium tracking-wide text-primary uppercase">{eyebrow}</p>
          {badge ? (
            <div className="flex flex-wrap items-center gap-3">
              {heading}
              {badge}
            </div>
          ) : (
            heading
          )}
          <p className="text-muted-foreground">{intro}</p>
        </header>
        {children}
      </div>
    </main>
  );
}

/** The main column, and beside it from the large breakpoint (under it before) the side column. */
export function ClientPageColumns({ main, aside, asideLabel }: { main: React.ReactNode; aside: React.ReactNode; asideLabel: string }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 grid-cols-1 gap-6">{main}</div>
      <aside className="grid min-w-0 grid-cols-1 gap-6" aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}

/**
 * One card of a client's page, a region named by its title. `className` sets its spacing: gap-3 p-5
 * by default; the cards holding a list or a form space their parts wider (gap-4), and the
 * conversation and the answer form keep more of a phone's width for themselves (p-4 sm:p-5).
 */
export function ClientCard({
  titleId,
  title,
  id,
  className = "gap-3 p-5",
  children,
}: {
  titleId: string;
  title: string;
  /** An anchor the page links to (#conversation, #reponse). */
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={cx("grid rounded-2xl border bg-card shadow-sm", className)}>
      <h2 id={titleId} className="font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
